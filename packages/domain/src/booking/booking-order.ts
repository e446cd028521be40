import { type BookingStatus, isOneOf } from '../vocabulary/index';
import { SPENT_BOOKING_STATUSES } from './status';

/** What ordering needs of a booking: its times, unix seconds. */
export interface TimedBooking {
  startTime: number;
  endTime: number;
  /** Its status: a booking that ended (cancelled, closed, expired, missed) is never upcoming. */
  status?: BookingStatus;
}

const ENDED: readonly BookingStatus[] = ['Cancelled', 'Closed', 'Expired', 'NoShow'];

/** Still to come: not yet over (a visit in progress included) and not ended by a cancellation or lapse. */
const isUpcoming = (b: TimedBooking, now: number) => b.endTime > now && !(b.status && ENDED.includes(b.status));

/**
 * A customer's bookings as the list shows them: those still to come (a visit in progress
 * included), soonest first; then the past and ended ones, most recent first. A cancelled booking
 * is not upcoming, whenever it was for.
 */
export function splitBookings<T extends TimedBooking>(
  bookings: readonly T[],
  now: number,
): { upcoming: T[]; past: T[] } {
  return {
    upcoming: bookings.filter((b) => isUpcoming(b, now)).sort((a, b) => a.startTime - b.startTime),
    past: bookings.filter((b) => !isUpcoming(b, now)).sort((a, b) => b.startTime - a.startTime),
  };
}

/** The list's order in one: upcoming soonest first, then past newest first (see splitBookings). */
export function orderBookings<T extends TimedBooking>(bookings: readonly T[], now: number): T[] {
  const { upcoming, past } = splitBookings(bookings, now);
  return [...upcoming, ...past];
}

/** 我的預約's filters besides 全部: still to come, done (over, not called off), called off or missed. */
export const BOOKING_LIST_FILTERS = ['upcoming', 'done', 'ended'] as const;
export type BookingListFilter = (typeof BOOKING_LIST_FILTERS)[number];

/**
 * Which filter of 我的預約 a booking falls under: a cancelled, closed, expired or missed one is
 * 'ended'; a completed or paid one 'done'; one not yet over 'upcoming', else 'done'. Three
 * words a customer knows instead of the ten statuses the store works with (issue 28.6).
 */
export function bookingListFilter(b: TimedBooking, now: number): BookingListFilter {
  if (b.status && ENDED.includes(b.status)) return 'ended';
  if (isOneOf(SPENT_BOOKING_STATUSES, b.status)) return 'done';
  return isUpcoming(b, now) ? 'upcoming' : 'done';
}
