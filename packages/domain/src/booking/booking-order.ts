import type { BookingStatus } from '../vocabulary/index';

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
