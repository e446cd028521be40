import { type CalendarBooking, holdsTime } from './grid';

export type DayPlace = 'now' | 'next' | 'later' | 'done';

/**
 * A designer's day as a list on her phone: what is on now first, then the next one, then the rest
 * of the day in order, and what is over (ended, or its time gone) last.
 */
export function myDayOrder(
  bookings: readonly CalendarBooking[],
  now: number,
): { booking: CalendarBooking; place: DayPlace }[] {
  const sorted = [...bookings].sort((a, b) => a.startTime - b.startTime);
  const over = (b: CalendarBooking) => !holdsTime(b) || b.endTime <= now;
  const current = sorted.filter((b) => !over(b) && b.startTime <= now);
  const coming = sorted.filter((b) => !over(b) && b.startTime > now);
  return [
    ...current.map((booking) => ({ booking, place: 'now' as const })),
    ...coming.map((booking, i) => ({ booking, place: i === 0 ? ('next' as const) : ('later' as const) })),
    ...sorted.filter(over).map((booking) => ({ booking, place: 'done' as const })),
  ];
}

/**
 * A designer's week as a list on her phone: for each day (its bounds in unix seconds), the bookings
 * holding time in which she serves, in order of their start.
 */
export function myWeekDays<D extends { from: number; to: number }>(
  bookings: readonly CalendarBooking[],
  designerId: string,
  days: readonly D[],
): { day: D; bookings: CalendarBooking[] }[] {
  const hers = bookings
    .filter((b) => holdsTime(b) && b.events.some((e) => e.userId === designerId))
    .sort((a, b) => a.startTime - b.startTime);
  return days.map((day) => ({
    day,
    bookings: hers.filter((b) => b.startTime >= day.from && b.startTime < day.to),
  }));
}
