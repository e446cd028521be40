import { reach, WEEKDAYS } from '@salon/domain';
import { useEffect } from 'react';
import { Button } from '#web/components/Button';
import { EmptyState } from '#web/components/EmptyState';
import { LoadingBlocks } from '#web/staff/components/LoadingBlocks';
import { dayBounds, weekdayIndex } from '#web/staff/lib/day';
import { useStaffSession } from '#web/staff/lib/hooks';
import { useStaffT } from '#web/staff/lib/i18n';
import { mayReadWaitlist } from './api/get-waitlist';
import { designerColumn } from './columns';
import { CalendarLoadError, ScrollingGrid } from './components/CalendarBody';
import { PANEL_PARAM, useCalendarOverlays } from './components/CalendarOverlays';
import { DateBar } from './components/DateBar';
import type { GridColumn } from './components/DayGrid';
import { DayWaitlist } from './components/DayWaitlist';
import { EndedList } from './components/EndedList';
import { MyDayList } from './components/MyDayList';
import { visibleMinutes } from './grid';
import { useCalendarPage } from './use-calendar-page';

/**
 * The day: one column per designer (a designer sees only theirs), the bookings as blocks, a "now"
 * line, any date. Asked again every 3 s while visible. A block opens its panel; an empty half hour
 * (or "new booking") opens the staff booking form there.
 */
export default function DayPage() {
  const { t } = useStaffT();
  const { zone, now, today, date, from, store, calendar, setParam, params, setParams } = useCalendarPage(dayBounds);

  const data = calendar.data;
  const weekday = WEEKDAYS[weekdayIndex(date, zone)]!;
  const range = visibleMinutes(store.data?.openingHours[weekday], data?.bookings ?? [], from);
  const columns: GridColumn[] = (data?.designers ?? []).map((d) =>
    designerColumn(data!, d, { key: d.id, label: d.name, date, dayStart: from }, range),
  );
  const { overlays, ...handlers } = useCalendarOverlays(data, now);
  const { role } = useStaffSession().staff;
  const mayMove = reach(role, 'update', 'booking') !== null;
  // A designer's own day: on a phone a list (now and next first) instead of the grid.
  const ownDay = role === 'designer';
  // `?booking=` (from the inbox) opens that booking's panel once its day is read.
  const asked = params.get('booking');
  useEffect(() => {
    if (asked && data && [...data.bookings, ...data.ended].some((b) => b.id === asked)) {
      setParams(
        (p) => {
          p.delete('booking');
          p.set(PANEL_PARAM, asked);
          return p;
        },
        { replace: true },
      );
    }
  }, [asked, data, setParams]);

  return (
    <>
      <DateBar date={date} today={today} onDate={(d) => setParam('date', d)}>
        {data && data.designers.length > 0 && (
          <Button
            icon="plus"
            onClick={() => handlers.onSlot({ designerId: data.designers[0]!.id, date, minute: null })}
          >
            {t('day.newBooking')}
          </Button>
        )}
      </DateBar>
      {calendar.isPending || store.isPending ? (
        <LoadingBlocks className="space-y-3 p-4" blocks={['h-10 w-full', 'h-96 w-full']} />
      ) : calendar.isError && !data ? (
        <CalendarLoadError error={calendar.error} onRetry={() => void calendar.refetch()} />
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
          {ownDay && data && (
            <MyDayList bookings={[...data.bookings, ...data.ended]} now={now} onOpen={handlers.onOpen} />
          )}
          <ScrollingGrid
            className={ownDay ? 'hidden sm:block' : undefined}
            testId="day-grid"
            columns={columns}
            bookings={data?.bookings ?? []}
            mayMove={mayMove}
            range={range}
            now={now}
            {...handlers}
          />
          {data && (
            <EndedList
              bookings={[...data.bookings, ...data.ended]}
              designers={data.designers}
              onOpen={handlers.onOpen}
            />
          )}
          {data && mayReadWaitlist(role) && <DayWaitlist date={date} designers={data.designers} />}
        </>
      )}
      {overlays}
    </>
  );
}
