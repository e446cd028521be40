import { weekdayName } from '@salon/domain';
import { useState } from 'react';
import { Button } from '#web/components/Button';
import { inputClass } from '#web/components/Field';
import { useStaffLocale, useStaffT } from '#web/staff/lib/i18n';

const WORDS = {
  dayOff: {
    legend: 'team.daysOff',
    date: 'team.dayOffDate',
    add: 'team.addDayOff',
    none: 'team.noDaysOff',
    remove: 'team.removeDayOff',
    hint: null,
  },
  extraDay: {
    legend: 'team.extraDays',
    date: 'team.extraDayDate',
    add: 'team.addExtraDay',
    none: 'team.noExtraDays',
    remove: 'team.removeExtraDay',
    hint: 'team.extraDaysHint',
  },
  holiday: {
    legend: 'team.holidays',
    date: 'team.holidayDate',
    add: 'team.addHoliday',
    none: 'team.noHolidays',
    remove: 'team.removeHoliday',
    hint: 'team.holidaysHint',
  },
} as const;

/** Dated days (a designer's days off or extra days, the store's holidays): add one, remove one; in date order. */
export function DatesEditor({
  id,
  kind,
  days,
  onChange,
  error,
}: {
  id: string;
  kind: keyof typeof WORDS;
  days: string[];
  onChange: (days: string[]) => void;
  error?: string | null;
}) {
  const { t } = useStaffT();
  const locale = useStaffLocale();
  /** The weekday of a local date, to read beside it (週四 / Thu). */
  const weekday = (day: string) => weekdayName(new Date(`${day}T12:00:00Z`).getUTCDay(), locale);
  const words = WORDS[kind];
  const [day, setDay] = useState('');
  const add = () => {
    if (!day || days.includes(day)) return;
    onChange([...days, day].sort());
    setDay('');
  };
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium">{t(words.legend)}</legend>
      {words.hint && <p className="text-sm text-muted">{t(words.hint)}</p>}
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={`${id}-day`} className="sr-only">
          {t(words.date)}
        </label>
        <input
          id={`${id}-day`}
          type="date"
          className={inputClass.replace('w-full', 'w-44')}
          value={day}
          onChange={(e) => setDay(e.target.value)}
        />
        <Button variant="secondary" disabled={!day} onClick={add}>
          {t(words.add)}
        </Button>
      </div>
      {error && <p className="text-sm text-red-700">{error}</p>}
      {days.length === 0 ? (
        <p className="text-sm text-muted">{t(words.none)}</p>
      ) : (
        <ul className="flex flex-wrap gap-2" data-testid={`${id}-list`}>
          {days.map((d) => (
            <li key={d}>
              <button
                type="button"
                className="inline-flex min-h-11 items-center gap-2 rounded-full bg-canvas px-3 text-sm ring-1 ring-line hover:ring-red-300 focus-visible:outline-2 focus-visible:outline-brand-500"
                aria-label={t(words.remove, { day: d })}
                onClick={() => onChange(days.filter((x) => x !== d))}
              >
                <span className="tabular-nums">{d}</span>
                <span className="text-muted">{weekday(d)}</span>
                <span aria-hidden="true">✕</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
