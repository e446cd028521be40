import { WEEKDAYS } from '@salon/domain';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { Button } from '#web/components/Button';
import { EmptyState } from '#web/components/EmptyState';
import { LoadError } from '#web/components/LoadError';
import { Skeleton } from '#web/components/Skeleton';
import { dayBounds, dayOf, isIsoDate, weekdayIndex } from '#web/staff/lib/day';
import { staffStoreQuery } from '#web/staff/lib/get-store';
import { useNow, useStaffCode, useStoreZone } from '#web/staff/lib/hooks';
import { useStaffT } from '#web/staff/lib/i18n';
import { calendarQuery } from './api/get-calendar';
import { designerColumn } from './columns';
import { useCalendarOverlays } from './components/CalendarOverlays';
import { DateBar } from './components/DateBar';
import { DayGrid, type GridColumn } from './components/DayGrid';
import { DayWaitlist } from './components/DayWaitlist';
import { visibleMinutes } from './grid';

/**
 * The day: one column per designer (a designer sees only theirs), the bookings as blocks, a "now"
 * line, any date. Asked again every 3 s while visible. A block opens its panel; an empty half hour
 * (or "new booking") opens the desk booking form there.
 */
export default function DayPage() {
  const code = useStaffCode();
  const { t } = useStaffT();
  const zone = useStoreZone();
  const now = useNow();
  const [params, setParams] = useSearchParams();
  const today = dayOf(now, zone);
  const asked = params.get('date');
  const date = isIsoDate(asked) ? asked : today;
  const { from, to } = dayBounds(date, zone);
  const store = useQuery(staffStoreQuery(code));
  const calendar = useQuery(calendarQuery(code, from, to));

  const setDate = (next: string) =>
    setParams((p) => {
      p.set('date', next);
      return p;
    });

  const data = calendar.data;
  const weekday = WEEKDAYS[weekdayIndex(date, zone)]!;
  const range = visibleMinutes(store.data?.openingHours[weekday], data?.bookings ?? [], from);
  const columns: GridColumn[] = (data?.designers ?? []).map((d) =>
    designerColumn(data!, d, { key: d.id, label: d.name, date, dayStart: from }, range),
  );
  const { onOpen, onSlot, onBlocked, overlays } = useCalendarOverlays(data, now);

  return (
    <>
      <DateBar date={date} today={today} onDate={setDate}>
        {data && data.designers.length > 0 && (
          <Button icon="plus" onClick={() => onSlot({ designerId: data.designers[0]!.id, date, minute: null })}>
            {t('day.newBooking')}
          </Button>
        )}
      </DateBar>
      {calendar.isPending || store.isPending ? (
        <div role="status" className="space-y-3 p-4">
          <span className="sr-only">{t('common.loading')}</span>
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-96 w-full" />
        </div>
      ) : calendar.isError && !data ? (
        <div className="p-4">
          <LoadError error={calendar.error} onRetry={() => void calendar.refetch()} />
        </div>
      ) : data && data.designers.length === 0 ? (
        <div className="p-4">
          <EmptyState icon="user" title={t('day.noDesigners')} />
        </div>
      ) : (
        <>
          {data && data.bookings.length === 0 && (
            <p role="status" className="px-4 pt-2 text-sm text-muted">
              {t('day.empty')}
            </p>
          )}
          <div className="min-h-0 flex-1 overflow-auto" data-testid="day-grid">
            <DayGrid
              columns={columns}
              bookings={data?.bookings ?? []}
              range={range}
              now={now}
              onSlot={onSlot}
              onOpen={onOpen}
              onBlocked={onBlocked}
            />
          </div>
          {data && <DayWaitlist date={date} designers={data.designers} />}
        </>
      )}
      {overlays}
    </>
  );
}
