import { workingPeriods } from '../booking/schedule';
import { DEFAULT_SLOT_INTERVAL } from '../booking/start-times';
import { addLocalDays, type LocalDay, localDayOf, localDaysCovering } from '../booking/zoned-time';
import { BOOKING_WINDOW_DAYS, DEFAULT_BOOKING_TIME_OFFSET } from '../format/constants';
import type { WeeklyHours } from '../vocabulary/catalog';

/** What pickup times depend on: the store's opening hours in its zone, slot step and lead time. */
export interface PickupStore {
  timeZone: string;
  openingHours: WeeklyHours;
  /** Minutes between pickup times, counted from the start of each opening period. */
  slotInterval: number;
  /** Lead time in minutes (the store's bookingTimeOffset). */
  bookingTimeOffset: number;
  /** Dated closed days ('YYYY-MM-DD'): no pickup then either. */
  holidays?: readonly string[];
}

/** The opening periods of one local day: none on a holiday. */
function openPeriods(store: PickupStore, day: LocalDay) {
  return store.holidays?.includes(day.date) ? [] : workingPeriods(store.openingHours, day);
}

export type PickupTimeIssue = 'LEAD_TIME' | 'BEYOND_30_DAYS' | 'NOT_A_SLOT';

function stepSeconds(store: PickupStore): number {
  const minutes = store.slotInterval > 0 ? store.slotInterval : DEFAULT_SLOT_INTERVAL;
  return Math.round(minutes * 60);
}

/** Earliest (now + lead time) and latest (30 calendar days ahead in the store's zone) pickup, inclusive. */
export function pickupHorizon(store: PickupStore, now: number): { earliest: number; latest: number } {
  const lead = Math.max(0, store.bookingTimeOffset ?? DEFAULT_BOOKING_TIME_OFFSET);
  return { earliest: now + lead * 60, latest: addLocalDays(now, BOOKING_WINDOW_DAYS, store.timeZone) };
}

/**
 * The pickup times in [from, to]: every slot step from the start of each opening period (open
 * minus rest) of the store's local days, inside the period, within the pickup horizon.
 */
export function pickupTimes(store: PickupStore, now: number, from: number, to: number): number[] {
  const { earliest, latest } = pickupHorizon(store, now);
  const lo = Math.max(from, earliest);
  const hi = Math.min(to, latest);
  if (lo > hi) return [];
  const step = stepSeconds(store);
  const out: number[] = [];
  for (const day of localDaysCovering(lo, hi, store.timeZone)) {
    for (const period of openPeriods(store, day)) {
      const skip = lo > period.start ? Math.ceil((lo - period.start) / step) : 0;
      for (let t = period.start + skip * step; t < period.end && t <= hi; t += step) out.push(t);
    }
  }
  return out;
}

/** Why a pickup time may not be chosen: before the lead time, past 30 days, or off the opening-hours grid. null = fine. */
export function pickupTimeIssue(store: PickupStore, now: number, time: number): PickupTimeIssue | null {
  const { earliest, latest } = pickupHorizon(store, now);
  if (time < earliest) return 'LEAD_TIME';
  if (time > latest) return 'BEYOND_30_DAYS';
  const step = stepSeconds(store);
  const periods = openPeriods(store, localDayOf(time, store.timeZone));
  const onGrid = periods.some((p) => time >= p.start && time < p.end && (time - p.start) % step === 0);
  return onGrid ? null : 'NOT_A_SLOT';
}
