import { useState } from 'react';
import { Button } from '#web/components/Button';
import { inputClass } from '#web/components/Field';
import { useStaffT } from '#web/staff/i18n';

/** Dated days off: add a day, remove one; kept in date order. */
export function DaysOffEditor({
  id,
  days,
  onChange,
  error,
}: {
  id: string;
  days: string[];
  onChange: (days: string[]) => void;
  error?: string | null;
}) {
  const { t } = useStaffT();
  const [day, setDay] = useState('');
  const add = () => {
    if (!day || days.includes(day)) return;
    onChange([...days, day].sort());
    setDay('');
  };
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium">{t('team.daysOff')}</legend>
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={`${id}-day`} className="sr-only">
          {t('team.dayOffDate')}
        </label>
        <input
          id={`${id}-day`}
          type="date"
          className={inputClass.replace('w-full', 'w-44')}
          value={day}
          onChange={(e) => setDay(e.target.value)}
        />
        <Button variant="secondary" disabled={!day} onClick={add}>
          {t('team.addDayOff')}
        </Button>
      </div>
      {error && <p className="text-sm text-red-700">{error}</p>}
      {days.length === 0 ? (
        <p className="text-sm text-muted">{t('team.noDaysOff')}</p>
      ) : (
        <ul className="flex flex-wrap gap-2">
          {days.map((d) => (
            <li key={d}>
              <button
                type="button"
                className="inline-flex min-h-11 items-center gap-2 rounded-full bg-canvas px-3 text-sm ring-1 ring-line hover:ring-red-300 focus-visible:outline-2 focus-visible:outline-brand-500"
                aria-label={t('team.removeDayOff', { day: d })}
                onClick={() => onChange(days.filter((x) => x !== d))}
              >
                <span className="tabular-nums">{d}</span>
                <span aria-hidden="true">✕</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
