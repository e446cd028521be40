import type { DayHours, TimeRange, WeeklyHours } from '../vocabulary/catalog';
import { WEEKDAYS } from '../vocabulary/index';
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

/** The store's working periods of one local day: none on a dated holiday. */
export function storePeriods(store: Pick<EngineStore, 'workingHours' | 'holidays'>, day: LocalDay): Interval[] {
  return store.holidays?.includes(day.date) ? [] : workingPeriods(store.workingHours, day);
}

/** The store's working periods per local day over a span (open minus rest), and all of them merged. */
export interface StoreCalendar {
  days: LocalDay[];
  periods: Interval[][];
  merged: Interval[];
}

export function storeCalendar(store: EngineStore, from: number, to: number): StoreCalendar {
  const days = localDaysCovering(from, to, store.timeZone);
  const periods = days.map((day) => storePeriods(store, day));
  return { days, periods, merged: normalize(periods.flat()) };
}

function calendarSpan(calendar: StoreCalendar): Interval {
  const first = calendar.days[0];
  const last = calendar.days[calendar.days.length - 1];
  return first && last ? { start: first.start, end: last.end } : { start: 0, end: 0 };
}

/** Working time before busy time: the store's periods, or the provider's own schedule within them. */
function providerWorking(provider: EngineProvider, calendar: StoreCalendar): Interval[] {
  const daysOff = new Set(provider.daysOff);
  const off = calendar.days.filter((d) => daysOff.has(d.date)).map((d) => ({ start: d.start, end: d.end }));
  if (!provider.schedule) return off.length > 0 ? subtract(calendar.merged, normalize(off)) : calendar.merged;
  const schedule = provider.schedule;
  const extra = new Set(provider.extraDays);
  const own = calendar.days.flatMap((day, i) => {
    const store = calendar.periods[i] ?? [];
    if (daysOff.has(day.date)) return [];
    return extra.has(day.date) ? store : intersect(workingPeriods(schedule, day), store);
  });
  return normalize(own);
}

/**
 * A provider's free time over the calendar: their own schedule (or the store's hours) minus
 * their rests, within the store's working periods, minus days off, minus busy time (sorted once).
 * Remembered per provider value and calendar (FreeTime is immutable): the API hands the same
 * provider values to every request while its catalogue and busy times are unchanged
 * (availability/busy-repository.ts), so availability sweeps a provider's day once, not per request.
 * Provider values are never changed after they are made.
 */
export function providerFreeTime(provider: EngineProvider, calendar: StoreCalendar): FreeTime {
  const key = calendarKey(calendar);
  const known = freeTimes.get(provider);
  const remembered = known?.get(key);
  if (remembered) return remembered;
  const span = calendarSpan(calendar);
  const busy = normalize(provider.busy.filter((b) => b.end > span.start && b.start < span.end));
  const free = new FreeTime(subtract(providerWorking(provider, calendar), busy));
  const kept = known && known.size < MAX_CALENDARS_PER_PROVIDER ? known : new Map<string, FreeTime>();
  kept.set(key, free);
  freeTimes.set(provider, kept);
  return free;
}

const freeTimes = new WeakMap<EngineProvider, Map<string, FreeTime>>();
const MAX_CALENDARS_PER_PROVIDER = 16;
const calendarKeys = new WeakMap<StoreCalendar, string>();

/** What a calendar holds, as a string: its local days and each day's working periods. */
function calendarKey(calendar: StoreCalendar): string {
  let key = calendarKeys.get(calendar);
  if (key === undefined) {
    const days = calendar.days.map((day, i) => {
      const periods = (calendar.periods[i] ?? []).map((p) => `${p.start}-${p.end}`).join(',');
      return `${day.date}@${day.start}/${day.end}:${periods}`;
    });
    key = days.join(';');
    calendarKeys.set(calendar, key);
  }
  return key;
}

/** Minutes of a provider's busy time inside a span (e.g. one store-local day). */
export function bookedMinutesOn(provider: EngineProvider, span: Interval): number {
  const inside = normalize(
    provider.busy
      .filter((b) => b.end > span.start && b.start < span.end)
      .map((b) => ({ start: Math.max(b.start, span.start), end: Math.min(b.end, span.end) })),
  );
  return Math.round(inside.reduce((sum, b) => sum + (b.end - b.start), 0) / 60);
}

/**
 * A provider's working time within [from, to): their schedule (or the store's hours) minus rests,
 * inside the store's periods (none on a holiday), without days off, with the store's periods on
 * their extra days. The staff calendar shades it; the rest is greyed.
 */
export function providerShifts(provider: EngineProvider, store: EngineStore, from: number, to: number): Interval[] {
  const working = providerWorking(provider, storeCalendar(store, from, to));
  return intersect(working, [{ start: from, end: to }]);
}

const WHOLE_DAY: DayHours = { open: [{ start: '00:00', end: '24:00' }], rest: [] };

/**
 * The store and providers as a manager booking outside working hours sees them: every day open
 * around the clock (holidays too), no schedules, no days off. Busy time (bookings, blocked time) still counts.
 */
export function withoutHours(store: EngineStore, providers: readonly EngineProvider[]) {
  const allDays = Object.fromEntries(WEEKDAYS.map((day) => [day, WHOLE_DAY])) as WeeklyHours;
  return {
    store: { ...store, workingHours: allDays, holidays: [] },
    providers: providers.map((p) => ({ ...p, schedule: null, daysOff: [] })),
  };
}

/**
 * The bookings with a service outside its designer's working time (`shifts` per designer): what a
 * change of hours would strand. Each id once, in the order found.
 */
export function bookingsOutsideShifts(
  events: readonly { bookingId: string; providerId: string; start: number; end: number }[],
  shifts: ReadonlyMap<string, readonly Interval[]>,
): string[] {
  const outside = events.filter(
    (e) => !(shifts.get(e.providerId) ?? []).some((s) => s.start <= e.start && e.end <= s.end),
  );
  return [...new Set(outside.map((e) => e.bookingId))];
}
