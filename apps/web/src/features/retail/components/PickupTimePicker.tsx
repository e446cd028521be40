import { formatTime, formatWeekday } from '@salon/domain';
import { useQuery } from '@tanstack/react-query';
import { DateTime } from 'luxon';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Chip } from '#web/components/Chip';
import { LoadError } from '#web/components/LoadError';
import { Skeleton } from '#web/components/Skeleton';
import { useDisplayLocale } from '#web/lib/i18n';
import { pickupTimesQuery } from '../api/pickup-times';
import { PICKUP_DAYS_AHEAD, pickupDays } from '../pickup-days';

/** Day chips, then the day's pickup times (GET /bookings/availablePickupTime for the next days). */
export function PickupTimePicker({
  cname,
  zone,
  from,
  value,
  onChange,
  error,
}: {
  cname: string;
  zone: string;
  /** Start of the window asked for (now, unix s). */
  from: number;
  value: number | null;
  onChange: (time: number) => void;
  error?: string | null;
}) {
  const { t } = useTranslation();
  const locale = useDisplayLocale();
  const times = useQuery(pickupTimesQuery(cname, from, from + PICKUP_DAYS_AHEAD * 86400));
  const days = useMemo(() => pickupDays(times.data?.pickupTimes ?? [], zone), [times.data, zone]);
  const [chosenDay, setChosenDay] = useState<number | null>(null);
  const day =
    days.find((d) => d.day === chosenDay) ?? days.find((d) => value !== null && d.slots.includes(value)) ?? days[0];

  if (times.isPending) {
    return (
      <div role="status">
        <span className="sr-only">{t('app.loading')}</span>
        <Skeleton className="h-24 w-full rounded-xl" />
      </div>
    );
  }
  if (times.isError) return <LoadError onRetry={() => times.refetch()} />;
  if (!day) return <p className="text-sm text-muted">{t('retail.payment.noSlots')}</p>;
  return (
    <div className="space-y-3" data-testid="pickup-times">
      <fieldset className="scrollbar-none -mx-1 flex min-w-0 gap-2 overflow-x-auto p-1">
        <legend className="sr-only">{t('retail.payment.pickupDay')}</legend>
        {days.map((d) => (
          <Chip key={d.day} pressed={d.day === day.day} onClick={() => setChosenDay(d.day)} className="shrink-0">
            {DateTime.fromSeconds(d.day, { zone }).toFormat('LL/dd')} {formatWeekday(d.day, zone, locale)}
          </Chip>
        ))}
      </fieldset>
      <fieldset>
        <legend className="sr-only">{t('retail.payment.pickupTime')}</legend>
        <div className="grid grid-cols-4 gap-2">
          {day.slots.map((slot) => (
            <Chip key={slot} shape="tile" pressed={slot === value} onClick={() => onChange(slot)}>
              {formatTime(slot, zone)}
            </Chip>
          ))}
        </div>
      </fieldset>
      {error && (
        <p role="alert" className="text-xs font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
