import type { WeeklyHours } from '@salon/domain';
import { type FormEvent, useState } from 'react';
import { Button } from '#web/components/Button';
import { Checkbox } from '#web/components/Checkbox';
import { useStaffCode } from '#web/staff/lib/hooks';
import { errorText, useFieldErrors, useStaffLocale, useStaffT } from '#web/staff/lib/i18n';
import { useUpdateHours } from '../api/update-hours';
import { DatesEditor } from './DatesEditor';
import { HoursConflict, OtherError } from './HoursConflict';
import { WeekHoursEditor } from './WeekHoursEditor';

/**
 * The store's hours: when bookings may be made (working hours, which designers without their own
 * follow), what the store page shows as opening hours (the same unless set apart) and the dated
 * holidays; a change that leaves bookings outside hours lists them first.
 */
export function StoreHoursForm({
  working,
  opening,
  holidays: savedHolidays,
}: {
  working: WeeklyHours;
  opening: WeeklyHours;
  holidays: string[];
}) {
  const code = useStaffCode();
  const { t } = useStaffT();
  const locale = useStaffLocale();
  const hours = useUpdateHours(code);
  const [workingHours, setWorking] = useState(working);
  const [openingHours, setOpening] = useState(opening);
  const [holidays, setHolidays] = useState(savedHolidays);
  const [same, setSame] = useState(JSON.stringify(working) === JSON.stringify(opening));
  const [saved, setSaved] = useState(false);
  const { err, listErr } = useFieldErrors(hours.error);

  const send = (confirm: boolean) => {
    setSaved(false);
    hours.mutate(
      { workingHours, openingHours: same ? workingHours : openingHours, holidays, confirm },
      { onSuccess: () => setSaved(true) },
    );
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send(false);
  };

  return (
    <form className="space-y-4" onSubmit={submit} noValidate data-testid="store-hours-form">
      <h3 className="font-semibold">{t('team.workingHours')}</h3>
      <p className="text-sm text-muted">{t('team.workingHoursHint')}</p>
      <WeekHoursEditor
        id="store-working"
        hours={workingHours}
        onChange={setWorking}
        error={(p) => err(`workingHours.${p}`)}
      />
      <Checkbox
        id="opening-same"
        label={t('team.openingSame')}
        checked={same}
        onChange={(e) => setSame(e.target.checked)}
      />
      {!same && (
        <>
          <h3 className="font-semibold">{t('team.openingHours')}</h3>
          <WeekHoursEditor
            id="store-opening"
            hours={openingHours}
            onChange={setOpening}
            error={(p) => err(`openingHours.${p}`)}
          />
        </>
      )}
      <DatesEditor
        id="store-holidays"
        kind="holiday"
        days={holidays}
        onChange={setHolidays}
        error={listErr('holidays')}
      />
      <HoursConflict
        error={hours.error}
        confirming={hours.isPending}
        onConfirm={() => send(true)}
        onCancel={() => hours.reset()}
      />
      <OtherError error={hours.error} text={hours.isError ? errorText(hours.error, locale) : null} />
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" loading={hours.isPending}>
          {t('team.saveHours')}
        </Button>
        {saved && (
          <p role="status" className="text-sm text-green-800">
            {t('manage.saved')}
          </p>
        )}
      </div>
    </form>
  );
}
