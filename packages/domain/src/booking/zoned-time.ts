import type { Weekday } from '@salon/contract';
import { DateTime } from 'luxon';

const WEEKDAY_BY_LUXON: Record<number, Weekday> = {
  1: 'monday',
  2: 'tuesday',
  3: 'wednesday',
  4: 'thursday',
  5: 'friday',
  6: 'saturday',
  7: 'sunday',
};

/** One calendar day in a zone: [start, end) in unix seconds, end = start of the next day. */
export interface LocalDay {
  date: string;
  weekday: Weekday;
  year: number;
  month: number;
  day: number;
  start: number;
  end: number;
  /** True when the UTC offset is the same at both ends of the day (no DST change inside). */
  uniformOffset: boolean;
  zone: string;
}

function dateTimeAt(seconds: number, zone: string): DateTime {
  const dt = DateTime.fromSeconds(seconds, { zone });
  if (!dt.isValid) throw new RangeError(`Invalid time zone or time: ${zone} ${seconds}`);
  return dt;
}

function toLocalDay(startOfDay: DateTime, zone: string): LocalDay {
  const next = startOfDay.plus({ days: 1 }).startOf('day');
  return {
    date: startOfDay.toISODate() ?? '',
    weekday: WEEKDAY_BY_LUXON[startOfDay.weekday] ?? 'sunday',
    year: startOfDay.year,
    month: startOfDay.month,
    day: startOfDay.day,
    start: startOfDay.toSeconds(),
    end: next.toSeconds(),
    uniformOffset: startOfDay.offset === next.offset,
    zone,
  };
}

/** The local day containing `seconds`. */
export function localDayOf(seconds: number, zone: string): LocalDay {
  return toLocalDay(dateTimeAt(seconds, zone).startOf('day'), zone);
}

/** Every local day that overlaps [from, to] (both inclusive), in order. */
export function localDaysCovering(from: number, to: number, zone: string): LocalDay[] {
  const days: LocalDay[] = [];
  let day = localDayOf(from, zone);
  days.push(day);
  while (day.end <= to) {
    day = localDayOf(day.end, zone);
    days.push(day);
  }
  return days;
}

/** "HH:mm" (or "24:00") on a local day, as unix seconds; exact across DST changes. */
export function clockToSeconds(day: LocalDay, clock: string): number {
  if (clock === '24:00') return day.end;
  const hour = Number(clock.slice(0, 2));
  const minute = Number(clock.slice(3, 5));
  if (day.uniformOffset) return day.start + (hour * 60 + minute) * 60;
  const dt = DateTime.fromObject({ year: day.year, month: day.month, day: day.day, hour, minute }, { zone: day.zone });
  return dt.toSeconds();
}

/** `seconds` moved by whole calendar days in the zone (same wall-clock time). */
export function addLocalDays(seconds: number, days: number, zone: string): number {
  return dateTimeAt(seconds, zone).plus({ days }).toSeconds();
}

/** Start of the local day containing `seconds`. */
export function startOfLocalDay(seconds: number, zone: string): number {
  return dateTimeAt(seconds, zone).startOf('day').toSeconds();
}

/** 'yyyy/LL/dd HH:mm' in the zone (spec section 9 "full" format). */
export function formatLocalDateTime(seconds: number, zone: string): string {
  return dateTimeAt(seconds, zone).toFormat('yyyy/LL/dd HH:mm');
}
