import { type CalendarDay, formatWeekday } from '@salon/domain';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useDisplayLocale } from '#web/lib/i18n';

/** The booking window's days as a swipeable strip: 週X, the date, 今天, closed days disabled. */
export function DateStrip({
  days,
  selected,
  timeZone,
  onSelect,
}: {
  days: CalendarDay[];
  selected: number | null;
  timeZone: string;
  onSelect: (day: CalendarDay) => void;
}) {
  const { t } = useTranslation();
  const locale = useDisplayLocale();
  const list = useRef<HTMLUListElement>(null);
  const month = new Intl.DateTimeFormat(locale === 'en' ? 'en-US' : 'zh-TW', { month: 'short', timeZone });

  // Bring the chosen day into view (a stored date may be weeks ahead).
  useEffect(() => {
    const el = list.current?.querySelector<HTMLElement>('[aria-pressed="true"]');
    if (el && list.current) list.current.scrollLeft = el.offsetLeft - list.current.clientWidth / 2 + el.clientWidth / 2;
  }, [selected]);

  return (
    <ul
      ref={list}
      aria-label={t('booking.time.dates')}
      className="scrollbar-none -mx-4 flex snap-x gap-2 overflow-x-auto scroll-smooth px-4 py-1"
    >
      {days.map((day, i) => {
        const active = day.start === selected;
        const weekday = formatWeekday(day.start, timeZone, locale);
        const showMonth = i === 0 || day.day === 1;
        return (
          <li key={day.start} className="snap-start">
            <button
              type="button"
              disabled={day.closed}
              aria-pressed={active}
              aria-label={`${t('booking.time.monthDay', { month: day.month, day: day.day })} ${weekday}${
                day.closed ? ` ${t('booking.time.closed')}` : ''
              }`}
              data-date={day.iso}
              onClick={() => onSelect(day)}
              className={`flex h-[4.5rem] w-14 flex-col items-center justify-center rounded-2xl text-center ring-1 transition ${
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
                {day.closed ? t('booking.time.closed') : showMonth ? month.format(day.start * 1000) : '\u00a0'}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
