import type { StaffCalendar } from '@salon/contract';
import type { GridColumn } from './components/DayGrid';
import { minutesOnDay, offSpans } from './grid';

/**
 * A grid column of one designer on one day: greyed outside their shifts (the calendar's working
 * time: their schedule or the store's hours, minus rests and days off), with their blocked time.
 */
export function designerColumn(
  calendar: Pick<StaffCalendar, 'blocks'>,
  designer: StaffCalendar['designers'][number],
  day: { key: string; label: string; date: string; dayStart: number },
  range: { start: number; end: number },
): GridColumn {
  const inDay = (s: { startTime: number; endTime: number }) =>
    s.endTime > day.dayStart && s.startTime < day.dayStart + 86400;
  return {
    ...day,
    designerId: designer.id,
    off: offSpans(minutesOnDay(designer.shifts, day.dayStart), [], range),
    blocked: calendar.blocks.filter((b) => b.userId === designer.id && inDay(b)),
  };
}
