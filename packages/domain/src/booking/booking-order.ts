/** What ordering needs of a booking: its times, unix seconds. */
export interface TimedBooking {
  startTime: number;
  endTime: number;
}

/**
 * A customer's bookings as the list shows them: those not yet over (a visit in progress included),
 * soonest first; then the past ones, most recent first. Whatever the status: a cancelled booking
 * keeps its place in time and says what it is with its badge.
 */
export function splitBookings<T extends TimedBooking>(
  bookings: readonly T[],
  now: number,
): { upcoming: T[]; past: T[] } {
  return {
    upcoming: bookings.filter((b) => b.endTime > now).sort((a, b) => a.startTime - b.startTime),
    past: bookings.filter((b) => b.endTime <= now).sort((a, b) => b.startTime - a.startTime),
  };
}

/** The list's order in one: upcoming soonest first, then past newest first (see splitBookings). */
export function orderBookings<T extends TimedBooking>(bookings: readonly T[], now: number): T[] {
  const { upcoming, past } = splitBookings(bookings, now);
  return [...upcoming, ...past];
}
