import { type TimeRange, WEEKDAYS, type WeeklyHours, weekdayName } from '@salon/domain';
import { inputClass } from '#web/components/Field';
import { useStaffLocale, useStaffT } from '#web/staff/lib/i18n';

type Part = 'open' | 'rest';

/** Monday first, as a salon's week runs (the data stays sunday..saturday). */
const ORDER = [1, 2, 3, 4, 5, 6, 0] as const;

/** The kit's input, narrow enough for "from – until ✕" on one line. */
const timeClass = inputClass.replace('w-full', 'w-36');

const smallButton =
  'inline-flex min-h-11 min-w-11 items-center justify-center rounded-xl px-3 text-sm font-medium ring-1 ring-line hover:ring-brand-300 focus-visible:outline-2 focus-visible:outline-brand-500';

/**
 * Weekly hours: for each weekday its open times and its rests (a lunch break), each a start and an
 * end; a day without open times is closed. `id` keeps the inputs' ids apart when two editors show.
 */
export function WeekHoursEditor({
  id,
  hours,
  onChange,
  error,
}: {
  id: string;
  hours: WeeklyHours;
  onChange: (hours: WeeklyHours) => void;
  error?: (path: string) => string | null;
}) {
  const { t } = useStaffT();
  const locale = useStaffLocale();
  const setRanges = (day: (typeof WEEKDAYS)[number], part: Part, ranges: TimeRange[]) =>
    onChange({ ...hours, [day]: { ...hours[day], [part]: ranges } });

  return (
    <div className="divide-y divide-line rounded-xl ring-1 ring-line">
      {ORDER.map((index) => {
        const day = WEEKDAYS[index]!;
        const name = weekdayName(index, locale);
        return (
          <fieldset key={day} className="grid gap-2 p-3 md:grid-cols-[4rem_1fr_1fr]" data-testid={`${id}-${day}`}>
            <legend className="sr-only">{name}</legend>
            <p aria-hidden="true" className="self-center font-medium">
              {name}
            </p>
            {(['open', 'rest'] as const).map((part) => {
              const ranges = hours[day][part];
              return (
                <div key={part} className="space-y-1">
                  <p className="text-xs text-muted">{t(`team.${part}`)}</p>
                  {part === 'open' && ranges.length === 0 && <p className="text-sm">{t('team.closed')}</p>}
                  {ranges.map((r, i) => {
                    const base = `${id}-${day}-${part}-${i}`;
                    const err = error?.(`${day}.${part}.${i}.end`) ?? error?.(`workingHours.${day}.${part}.${i}.end`);
                    const set = (change: Partial<TimeRange>) =>
                      setRanges(
                        day,
                        part,
                        ranges.map((x, j) => (j === i ? { ...x, ...change } : x)),
                      );
                    return (
                      <div key={base} className="flex flex-wrap items-center gap-1">
                        <label className="sr-only" htmlFor={`${base}-start`}>
                          {t('team.rangeStart', { day: name, part: t(`team.${part}`) })}
                        </label>
                        <input
                          id={`${base}-start`}
                          type="time"
                          step={300}
                          className={timeClass}
                          value={r.start}
                          onChange={(e) => set({ start: e.target.value })}
                        />
                        <span aria-hidden="true">–</span>
                        <label className="sr-only" htmlFor={`${base}-end`}>
                          {t('team.rangeEnd', { day: name, part: t(`team.${part}`) })}
                        </label>
                        <input
                          id={`${base}-end`}
                          type="time"
                          step={300}
                          aria-invalid={!!err}
                          className={timeClass}
                          value={r.end === '24:00' ? '23:59' : r.end}
                          onChange={(e) => set({ end: e.target.value })}
                        />
                        <button
                          type="button"
                          className={smallButton}
                          aria-label={t('team.removeRange', { day: name, part: t(`team.${part}`) })}
                          onClick={() =>
                            setRanges(
                              day,
                              part,
                              ranges.filter((_, j) => j !== i),
                            )
                          }
                        >
                          ✕
                        </button>
                        {err && <p className="w-full text-sm text-red-700">{err}</p>}
                      </div>
                    );
                  })}
                  <button
                    type="button"
                    className={smallButton}
                    onClick={() =>
                      setRanges(day, part, [
                        ...ranges,
                        part === 'open' ? { start: '10:00', end: '19:00' } : { start: '13:00', end: '14:00' },
                      ])
                    }
                  >
                    {t(part === 'open' ? 'team.addOpen' : 'team.addRest', { day: name })}
                  </button>
                </div>
              );
            })}
          </fieldset>
        );
      })}
    </div>
  );
}
