import type { DayHours, TimeRange, WeeklyHours } from '@salon/contract';
import { FreeTime, intersect, normalize, subtract } from './intervals';
import type { EngineProvider, EngineStore, Interval } from './types';
import { clockToSeconds, type LocalDay, localDaysCovering } from './zoned-time';

const NO_HOURS: DayHours = { open: [], rest: [] };

function rangesOn(day: LocalDay, ranges: readonly TimeRange[]): Interval[] {
  return normalize(ranges.map((r) => ({ start: clockToSeconds(day, r.start), end: clockToSeconds(day, r.end) })));
}

/** Working time of one day of weekly hours: open periods minus rests. */
export function workingPeriods(hours: WeeklyHours, day: LocalDay): Interval[] {
  const dayHours = hours[day.weekday] ?? NO_HOURS;
  return subtract(rangesOn(day, dayHours.open), rangesOn(day, dayHours.rest));
}

/** The store's working periods per local day over a span (open minus rest). */
export interface StoreCalendar {
  days: LocalDay[];
  periods: Interval[][];
}

export function storeCalendar(store: EngineStore, from: number, to: number): StoreCalendar {
  const days = localDaysCovering(from, to, store.timeZone);
  return { days, periods: days.map((day) => workingPeriods(store.workingHours, day)) };
}

/**
 * A provider's free time over the calendar: their own schedule (or the store's hours) minus
 * their rests, within the store's working periods, minus days off, minus busy time.
 */
export function providerFreeTime(provider: EngineProvider, calendar: StoreCalendar): FreeTime {
  const daysOff = new Set(provider.daysOff);
  const working: Interval[] = [];
  calendar.days.forEach((day, i) => {
    if (daysOff.has(day.date)) return;
    const store = calendar.periods[i] ?? [];
    const own = provider.schedule ? intersect(workingPeriods(provider.schedule, day), store) : store;
    working.push(...own);
  });
  const first = calendar.days[0];
  const last = calendar.days[calendar.days.length - 1];
  const span = first && last ? { start: first.start, end: last.end } : { start: 0, end: 0 };
  const busy = normalize(provider.busy.filter((b) => b.end > span.start && b.start < span.end));
  return new FreeTime(subtract(normalize(working), busy));
}
