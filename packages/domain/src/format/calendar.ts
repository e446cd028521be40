import { DateTime } from 'luxon';

/** A leap year, so "year not chosen yet" still allows 29 February. */
const ANY_LEAP_YEAR = 2000;

/**
 * How many days a birthday picker offers for a month: the days of that month of that year (28 or 29
 * in February, leap years included). A month without a year gets its longest length (29 for
 * February), no month at all gets 31, so an early choice never hides a day that can still be right.
 */
export function daysInMonth(year: number | null, month: number | null): number {
  if (month === null) return 31;
  const firstDay = DateTime.utc(year ?? ANY_LEAP_YEAR, month);
  if (!firstDay.isValid) throw new RangeError(`No month ${month} of year ${year}: ${firstDay.invalidReason}`);
  return firstDay.daysInMonth;
}

/** The day numbers 1…n a birthday picker offers for a month (see daysInMonth). */
export function dayOptions(year: number | null, month: number | null): number[] {
  return Array.from({ length: daysInMonth(year, month) }, (_, i) => i + 1);
}
