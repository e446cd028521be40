import type { WeeklyHours } from '@salon/contract';
import { BOOKING_WINDOW_DAYS } from '@salon/domain';
import { DateTime } from 'luxon';
import { WEEKDAYS } from '../../lib/contract-tables';

/** One day of the date strip, in the store's zone. */
export interface StripDay {
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
  /** The store does not work that weekday. */
  closed: boolean;
  today: boolean;
}

/**
 * The days a booking may start on: today through the day 30 days ahead (the booking window of
 * spec section 5), in the store's zone; weekdays without working hours are closed.
 */
export function dateStrip(
  now: number,
  zone: string,
  workingHours: WeeklyHours,
  windowDays: number = BOOKING_WINDOW_DAYS,
): StripDay[] {
  const today = DateTime.fromSeconds(now, { zone }).startOf('day');
  const days: StripDay[] = [];
  for (let i = 0; i <= windowDays; i++) {
    const d = today.plus({ days: i });
    const weekday = d.weekday % 7;
    const hours = workingHours[WEEKDAYS[weekday]!];
    days.push({
      start: d.toSeconds(),
      end: d.plus({ days: 1 }).toSeconds(),
      iso: d.toISODate() ?? '',
      month: d.month,
      day: d.day,
      weekday,
      closed: !hours || hours.open.length === 0,
      today: i === 0,
    });
  }
  return days;
}

/** The chosen day if it is still in the strip and open, else the first open day (null: none). */
export function pickDay(strip: readonly StripDay[], selected: number | null): StripDay | null {
  const chosen = selected === null ? undefined : strip.find((d) => d.start === selected && !d.closed);
  return chosen ?? strip.find((d) => !d.closed) ?? null;
}

export type DayPeriod = 'morning' | 'afternoon' | 'evening';

export interface SlotGroup {
  period: DayPeriod;
  slots: number[];
}

/** 上午 before 12:00, 下午 from 12:00, 晚上 from 18:00 (local time). */
export function periodOf(start: number, zone: string): DayPeriod {
  const hour = DateTime.fromSeconds(start, { zone }).hour;
  if (hour < 12) return 'morning';
  return hour < 18 ? 'afternoon' : 'evening';
}

/** Slots (ascending) grouped by morning, afternoon and evening; empty groups are left out. */
export function groupSlots(slots: readonly number[], zone: string): SlotGroup[] {
  const order: DayPeriod[] = ['morning', 'afternoon', 'evening'];
  const groups = new Map<DayPeriod, number[]>();
  for (const s of [...slots].sort((a, b) => a - b)) {
    const p = periodOf(s, zone);
    groups.set(p, [...(groups.get(p) ?? []), s]);
  }
  return order.flatMap((period) => {
    const list = groups.get(period);
    return list ? [{ period, slots: list }] : [];
  });
}
