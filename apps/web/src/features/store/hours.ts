import { type DayHours, WEEKDAYS, type Weekday, type WeeklyHours, wallClock } from '@salon/domain';

// The store page is the first page most customers see: it reads the time with Intl (wallClock), not Luxon.

/** 0 = Sunday .. 6 = Saturday, in the store's time zone. */
export function weekdayIndexAt(nowSeconds: number, zone: string): number {
  return wallClock(nowSeconds, zone).weekday;
}

export interface HoursRow {
  index: number;
  weekday: Weekday;
  /** `10:00 – 19:00`, several joined; empty when closed (公休). */
  open: string[];
  rest: string[];
}

const span = (r: { start: string; end: string }) => `${r.start} – ${r.end}`;

export function hoursRows(hours: WeeklyHours): HoursRow[] {
  return WEEKDAYS.map((weekday, index) => {
    const day: DayHours = hours[weekday] ?? { open: [], rest: [] };
    return { index, weekday, open: day.open.map(span), rest: day.rest.map(span) };
  });
}

export type OpenStatus =
  | { state: 'open'; until: string }
  | { state: 'later'; from: string }
  | { state: 'closed' }
  | { state: 'dayOff' };

/**
 * Open right now in the store's zone (outside rest breaks), opening later today, closed for the
 * rest of today, or a day the store does not open at all (公休).
 */
export function openStatus(hours: WeeklyHours, nowSeconds: number, zone: string): OpenStatus {
  const { weekday, time: clock } = wallClock(nowSeconds, zone);
  const day = hours[WEEKDAYS[weekday]!];
  if (!day || day.open.length === 0) return { state: 'dayOff' };
  const resting = day.rest.some((r) => r.start <= clock && clock < r.end);
  const current = day.open.find((r) => r.start <= clock && clock < r.end);
  if (current && !resting) return { state: 'open', until: current.end };
  const next = [
    ...day.open.map((r) => r.start),
    ...day.rest.filter((r) => current && r.start <= clock).map((r) => r.end),
  ]
    .filter((t) => t > clock)
    .sort()[0];
  return next ? { state: 'later', from: next } : { state: 'closed' };
}
