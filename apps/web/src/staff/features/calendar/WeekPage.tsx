import { formatWeekday, reach, WEEKDAYS } from '@salon/domain';
import { selectClass } from '#web/components/Field';
import { LoadingBlocks } from '#web/staff/components/LoadingBlocks';
import { dayBounds, weekdayIndex, weekOf } from '#web/staff/lib/day';
import { useStaffSession } from '#web/staff/lib/hooks';
import { useStaffLocale, useStaffT } from '#web/staff/lib/i18n';
import { designerColumn } from './columns';
import { CalendarLoadError, ScrollingGrid } from './components/CalendarBody';
import { useCalendarOverlays } from './components/CalendarOverlays';
import { DateBar } from './components/DateBar';
import type { GridColumn } from './components/DayGrid';
import { MyWeekList } from './components/MyWeekList';
import { visibleMinutes } from './grid';
import { useCalendarPage } from './use-calendar-page';

/** The window of the week holding `date`: its Monday's start to the next Monday's. */
function weekSpan(date: string, zone: string) {
  const days = weekOf(date, zone);
  return { from: dayBounds(days[0]!, zone).from, to: dayBounds(days[6]!, zone).to };
}

/** One designer's week: seven day columns (Monday first), the same blocks and actions as the day. */
export default function WeekPage() {
  const { t } = useStaffT();
  const locale = useStaffLocale();
  const { zone, now, params, today, date, store, calendar, setParam } = useCalendarPage(weekSpan);
  const days = weekOf(date, zone);
  const data = calendar.data;
  const designerId = params.get('designer') ?? data?.designers[0]?.id ?? '';

  const ranges = days.map((day) => {
    const start = dayBounds(day, zone).from;
    return visibleMinutes(store.data?.openingHours[WEEKDAYS[weekdayIndex(day, zone)]!], data?.bookings ?? [], start);
  });
  const range = {
    start: Math.min(...ranges.map((r) => r.start)),
    end: Math.max(...ranges.map((r) => r.end)),
  };
  const designer = data?.designers.find((d) => d.id === designerId);
  const columns: GridColumn[] = designer
    ? days.map((day) => {
        const dayStart = dayBounds(day, zone).from;
        const label = `${formatWeekday(dayStart, zone, locale)} ${day.slice(5).replace('-', '/')}`;
        return designerColumn(data!, designer, { key: day, label, date: day, dayStart }, range);
      })
    : [];
  const { overlays, ...handlers } = useCalendarOverlays(data, now);
  const mayMove = reach(useStaffSession().staff.role, 'update', 'booking') !== null;

  return (
    <>
      <DateBar
        date={date}
        today={today}
        step={7}
        onDate={(d) => setParam('date', d)}
        title={t('week.title', { from: days[0]!.replaceAll('-', '/'), to: days[6]!.slice(5).replace('-', '/') })}
      >
        {data && data.designers.length > 0 && (
          <label className="flex items-center gap-2 text-sm font-medium whitespace-nowrap">
            {t('week.designer')}
            <select
              className={`${selectClass} h-11 w-44`}
              value={designerId}
              onChange={(e) => setParam('designer', e.target.value)}
            >
              {data.designers.map((d) => (
                <option key={d.id} value={d.id}>
                  {d.name}
                </option>
              ))}
            </select>
          </label>
        )}
      </DateBar>
      {calendar.isPending || store.isPending ? (
        <LoadingBlocks className="p-4" blocks={['h-96 w-full']} />
      ) : calendar.isError && !data ? (
        <CalendarLoadError error={calendar.error} onRetry={() => void calendar.refetch()} />
      ) : !designerId ? (
        <p className="p-4 text-muted">{t('day.noDesigners')}</p>
      ) : (
        <>
          {data && (
            <MyWeekList
              bookings={data.bookings}
              designerId={designerId}
              days={days.map((day) => ({ date: day, ...dayBounds(day, zone) }))}
              onOpen={handlers.onOpen}
            />
          )}
          <ScrollingGrid
            className="hidden sm:block"
            testId="week-grid"
            columns={columns}
            bookings={data?.bookings ?? []}
            mayMove={mayMove}
            range={range}
            now={now}
            {...handlers}
          />
        </>
      )}
      {overlays}
    </>
  );
}
