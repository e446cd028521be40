import { DateTime } from 'luxon';
import { BOOKING_WINDOW_DAYS } from '../format/constants';
import type { WeeklyHours } from '../vocabulary/catalog';
import { WEEKDAYS } from '../vocabulary/index';

/** One day of the booking calendar, in the store's zone. */
export interface CalendarDay {
  /** Unix seconds of local midnight. */
  start: number;
  /** Unix seconds of the next local midnight (days are not always 24 h under DST). */
  end: number;
  /** YYYY-MM-DD */
  iso: string;
  month: number;
  day: number;
  /** 0 = Sunday … 6 = Saturday. */
  weekday: number;
  /** The store does not work that weekday, or the day is one of its holidays. */
  closed: boolean;
  today: boolean;
}

/**
 * The days a booking may start on: today through the day `windowDays` (the booking window, 30)
 * ahead, in the store's zone; weekdays without working hours and the store's holidays are closed.
 */
export function calendarDays(
  now: number,
  zone: string,
  workingHours: WeeklyHours,
  windowDays: number = BOOKING_WINDOW_DAYS,
  holidays: readonly string[] = [],
): CalendarDay[] {
  const today = DateTime.fromSeconds(now, { zone }).startOf('day');
  const days: CalendarDay[] = [];
  for (let i = 0; i <= windowDays; i++) {
    const d = today.plus({ days: i });
    const weekday = d.weekday % 7;
    const hours = workingHours[WEEKDAYS[weekday]!];
    const iso = d.toISODate() ?? '';
    days.push({
      start: d.toSeconds(),
      end: d.plus({ days: 1 }).toSeconds(),
      iso,
      month: d.month,
      day: d.day,
      weekday,
      closed: !hours || hours.open.length === 0 || holidays.includes(iso),
      today: i === 0,
    });
  }
  return days;
}

/** The chosen day if it is still in the calendar and open, else the first open day (null: none). */
export function pickCalendarDay(days: readonly CalendarDay[], selected: number | null): CalendarDay | null {
  const chosen = selected === null ? undefined : days.find((d) => d.start === selected && !d.closed);
  return chosen ?? days.find((d) => !d.closed) ?? null;
}

export interface CalendarWindow {
  /** The days the customer may pick from. */
  days: CalendarDay[];
  /** The day shown: the selected one when it is open, else the first open day (null: none is open). */
  day: CalendarDay | null;
  /** The [start, end) to ask free start times for: that whole local day (null: nothing to load). */
  load: { start: number; end: number } | null;
}

/** How much calendar to show and load: the booking window's days, the day shown, and its times. */
export function calendarWindow({
  now,
  timeZone,
  workingHours,
  holidays = [],
  selected = null,
  windowDays = BOOKING_WINDOW_DAYS,
}: {
  now: number;
  timeZone: string;
  workingHours: WeeklyHours;
  /** The store's dated closed days. */
  holidays?: readonly string[] | undefined;
  /** Local midnight of the day the customer chose (or the booking is on). */
  selected?: number | null;
  windowDays?: number;
}): CalendarWindow {
  const days = calendarDays(now, timeZone, workingHours, windowDays, holidays);
  const day = pickCalendarDay(days, selected);
  return { days, day, load: day ? { start: day.start, end: day.end } : null };
}
