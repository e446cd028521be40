import { type CalendarDay, type DayUnavailableReason, formatWeekday } from '@salon/domain';
import { useTranslation } from 'react-i18next';
import { ScrollStrip } from '#web/components/ScrollStrip';
import { useDisplayLocale } from '#web/lib/i18n';

/** A day's answer from the window's one availability request. */
export interface DayStatus {
  slots: number;
  reason: DayUnavailableReason | null;
}

/**
 * The booking window's days as a swipeable strip of buttons (with previous/next buttons on a wide screen): 週X, the date, 今天, closed days
 * disabled; once the window's availability is known (`status` by 'yyyy-MM-dd'), a dot marks the
 * days with a free time and the others say why not (已滿, 休假…), in their labels too.
 */
export function DateStrip({
  days,
  selected,
  timeZone,
  status,
  people = 1,
  onSelect,
}: {
  days: CalendarDay[];
  selected: number | null;
  timeZone: string;
  status?: ReadonlyMap<string, DayStatus>;
  /** How many people the cart is for (named when there are not enough designers). */
  people?: number;
  onSelect: (day: CalendarDay) => void;
}) {
  const { t } = useTranslation();
  const locale = useDisplayLocale();
  const month = new Intl.DateTimeFormat(locale === 'en' ? 'en-US' : 'zh-TW', { month: 'short', timeZone });

  /** What a day's button says beyond its date: free times, or why none (short on the button, whole in the label). */
  const dayNote = (day: CalendarDay, known: DayStatus | undefined) => {
    const reason = day.closed ? 'closed' : known && known.slots === 0 ? (known.reason ?? 'fullyBooked') : null;
    if (reason) {
      return {
        free: false,
        short: t(`booking.timeDay.short.${reason}`),
        label: t(`booking.timeDay.reason.${reason}`, { count: people }),
      };
    }
    if (known) return { free: true, short: null, label: t('booking.timeDay.slotCount', { count: known.slots }) };
    return { free: false, short: null, label: '' };
  };

  return (
    <ScrollStrip
      labels={{ previous: t('booking.time.earlierDays'), next: t('booking.time.laterDays') }}
      selected='[aria-pressed="true"]'
      selectedKey={selected}
    >
      {(list) => (
        <ul
          ref={list}
          aria-label={t('booking.time.dates')}
          className="scrollbar-none -mx-4 flex snap-x gap-2 overflow-x-auto scroll-smooth px-4 py-1 md:mx-0 md:px-1"
        >
          {days.map((day, i) => {
            const active = day.start === selected;
            const weekday = formatWeekday(day.start, timeZone, locale);
            const showMonth = i === 0 || day.day === 1;
            const note = dayNote(day, status?.get(day.iso));
            return (
              <li key={day.start} className="snap-start">
                <button
                  type="button"
                  disabled={day.closed}
                  aria-pressed={active}
                  data-date={day.iso}
                  onClick={() => onSelect(day)}
                  className={`relative flex h-[4.5rem] w-14 flex-col items-center justify-center rounded-2xl text-center ring-1 transition ${
                    active
                      ? 'bg-brand-600 text-white ring-brand-600'
                      : day.closed
                        ? 'bg-canvas text-muted/60 ring-line/60'
                        : 'bg-white text-ink ring-line hover:ring-brand-300'
                  }`}
                >
                  <span className={`text-[11px] ${active ? 'text-white/85' : 'text-muted'}`}>
                    {day.today ? t('booking.time.today') : weekday}
                  </span>
                  <span className="text-lg leading-tight font-semibold tabular-nums">{day.day}</span>
                  <span className={`text-[10px] ${active ? 'text-white/85' : 'text-muted'}`}>
                    {note.short ?? (showMonth ? month.format(day.start * 1000) : '\u00a0')}
                  </span>
                  {/* The visible texts name the day; the screen reader also hears its month and why it is empty. */}
                  <span className="sr-only">
                    {` ${t('booking.time.monthDay', { month: day.month, day: day.day })} ${note.label}`.trimEnd()}
                  </span>
                  {note.free && (
                    <span
                      aria-hidden="true"
                      data-testid="day-has-slots"
                      className={`absolute top-1.5 right-1.5 size-1.5 rounded-full ${active ? 'bg-white' : 'bg-brand-600'}`}
                    />
                  )}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </ScrollStrip>
  );
}
