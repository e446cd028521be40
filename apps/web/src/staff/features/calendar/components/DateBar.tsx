import type { ReactNode } from 'react';
import { Button, IconButton } from '#web/components/Button';
import { inputClass } from '#web/components/Field';
import { dayTitle, shiftDay } from '#web/staff/lib/day';
import { useStoreZone } from '#web/staff/lib/hooks';
import { useStaffLocale, useStaffT } from '#web/staff/lib/i18n';

/** Jump to a date: the day before and after (a week with `step` 7), today, or any date. */
export function DateBar({
  date,
  today,
  step = 1,
  onDate,
  title,
  children,
}: {
  date: string;
  today: string;
  step?: number;
  onDate: (date: string) => void;
  title?: string;
  children?: ReactNode;
}) {
  const { t } = useStaffT();
  const zone = useStoreZone();
  const locale = useStaffLocale();
  return (
    <div className="flex flex-wrap items-center gap-1 border-b border-line bg-white px-2 py-1 sm:gap-2 sm:px-4 sm:py-2 print:hidden">
      <h1 className="mr-1 text-base font-semibold sm:mr-2 sm:text-lg" data-testid="day-title">
        {title ?? dayTitle(date, zone, locale)}
      </h1>
      <IconButton
        icon="arrowLeft"
        look="outlined"
        label={t(step === 7 ? 'date.previousWeek' : 'date.previous')}
        onClick={() => onDate(shiftDay(date, -step, zone))}
      />
      <Button variant="secondary" disabled={date === today} onClick={() => onDate(today)}>
        {t('date.today')}
      </Button>
      <IconButton
        icon="chevronRight"
        look="outlined"
        label={t(step === 7 ? 'date.nextWeek' : 'date.next')}
        onClick={() => onDate(shiftDay(date, step, zone))}
      />
      <label className="flex items-center gap-2 text-sm">
        <span className="sr-only">{t('date.jump')}</span>
        <input
          type="date"
          className={`${inputClass} h-11 w-36 sm:w-44`}
          value={date}
          onChange={(e) => e.target.value && onDate(e.target.value)}
        />
      </label>
      <div className="ml-auto flex flex-wrap items-center gap-2">{children}</div>
    </div>
  );
}
