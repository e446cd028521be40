import { BOOKING_WINDOW_DAYS, DEFAULT_BOOKING_TIME_OFFSET } from '../format/constants';
import { type StoreCalendar, storePeriods } from './schedule';
import type { EngineStore } from './types';
import { addLocalDays, localDayOf } from './zoned-time';

export const DEFAULT_SLOT_INTERVAL = 30;

/** The slot step in seconds; a missing or non-positive slotInterval falls back to 30 minutes. */
function slotStepSeconds(store: EngineStore): number {
  const minutes =
    Number.isFinite(store.slotInterval) && store.slotInterval > 0 ? store.slotInterval : DEFAULT_SLOT_INTERVAL;
  return Math.round(minutes * 60);
}

/**
 * Earliest start (now + bookingTimeOffset minutes; a missing offset counts as
 * DEFAULT_BOOKING_TIME_OFFSET, a negative one as 0, and 0 allows immediate bookings) and latest
 * start (now + BOOKING_WINDOW_DAYS calendar days in the store's zone), both inclusive.
 */
export function bookingHorizon(store: EngineStore, now: number): { earliest: number; latest: number } {
  const offset = Math.max(0, store.bookingTimeOffset ?? DEFAULT_BOOKING_TIME_OFFSET);
  return { earliest: now + offset * 60, latest: addLocalDays(now, BOOKING_WINDOW_DAYS, store.timeZone) };
}

/** Grid starts in [lo, hi]: every slot step from the start of each working period, inside the period. */
export function candidateStarts(calendar: StoreCalendar, store: EngineStore, lo: number, hi: number): number[] {
  const step = slotStepSeconds(store);
  const out: number[] = [];
  for (const periods of calendar.periods) {
    for (const p of periods) {
      const skip = lo > p.start ? Math.ceil((lo - p.start) / step) : 0;
      for (let s = p.start + skip * step; s < p.end && s <= hi; s += step) out.push(s);
    }
  }
  return out;
}

export type StartTimeIssue = 'LEAD_TIME' | 'BEYOND_30_DAYS' | 'NOT_A_SLOT' | 'IN_PAST' | 'OUTSIDE_HOURS';

/**
 * The store as a staff booking sees it (a walk-in, a phone call): no lead time and no slot grid,
 * any minute from the current one on (startRule `anyMinute`), and a designer always choosable
 * (no-preference allowed whatever the store's unassignedMode). Working hours, busy time, the
 * 30-day window and every service rule stay the customer's.
 */
export function staffRules<S extends EngineStore>(store: S): S {
  return { ...store, bookingTimeOffset: 0, startRule: 'anyMinute', unassignedMode: 'Normal' };
}

/**
 * Why a start may not be booked, whatever the providers: before the lead time, more than 30 days
 * ahead, or not on the slot grid of a store working period. null = fine. Under staffRules: a start
 * before the current minute is IN_PAST, one outside the store's working periods OUTSIDE_HOURS.
 */
export function startTimeIssue(store: EngineStore, now: number, start: number): StartTimeIssue | null {
  if (store.startRule === 'anyMinute') return anyMinuteIssue(store, now, start);
  const { earliest, latest } = bookingHorizon(store, now);
  if (start < earliest) return 'LEAD_TIME';
  if (start > latest) return 'BEYOND_30_DAYS';
  const step = slotStepSeconds(store);
  const periods = storePeriods(store, localDayOf(start, store.timeZone));
  const onGrid = periods.some((p) => start >= p.start && start < p.end && (start - p.start) % step === 0);
  return onGrid ? null : 'NOT_A_SLOT';
}

/** A staff start: from the current minute on, within 30 days, inside a store working period. */
function anyMinuteIssue(store: EngineStore, now: number, start: number): StartTimeIssue | null {
  if (start < Math.floor(now / 60) * 60) return 'IN_PAST';
  if (start > bookingHorizon(store, now).latest) return 'BEYOND_30_DAYS';
  const periods = storePeriods(store, localDayOf(start, store.timeZone));
  return periods.some((p) => start >= p.start && start < p.end) ? null : 'OUTSIDE_HOURS';
}
