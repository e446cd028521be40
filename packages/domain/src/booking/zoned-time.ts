import { DateTime, IANAZone } from 'luxon';
import { HINT_SECONDS, type ZoneOffsetHint } from '../format/wall-clock';
import { WEEKDAYS, type Weekday } from '../vocabulary/index';

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

const zones = new Map<string, IANAZone>();

function zoneOf(name: string): IANAZone {
  let zone = zones.get(name);
  if (!zone) {
    zone = IANAZone.create(name);
    if (!zone.isValid) throw new RangeError(`Invalid time zone: ${name}`);
    zones.set(name, zone);
  }
  return zone;
}

/** UTC offset in seconds at an instant. */
function offsetAt(zone: string, seconds: number): number {
  return zoneOf(zone).offset(seconds * 1000) * 60;
}

/** A calendar date (normalized, so day + 1 past the month's end rolls over) and its midnight read as if UTC. */
interface CivilDate {
  year: number;
  month: number;
  day: number;
  weekday: Weekday;
  /** Seconds of this date's 00:00 as if the zone were UTC. */
  naive: number;
}

function civil(year: number, month: number, day: number): CivilDate {
  const d = new Date(Date.UTC(year, month - 1, day));
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    weekday: WEEKDAYS[d.getUTCDay()] ?? 'sunday',
    naive: d.getTime() / 1000,
  };
}

/** Exact start of a date in a zone (Luxon; handles a missing midnight). */
function exactStart(date: CivilDate, zone: string): number {
  const noon = DateTime.fromObject({ year: date.year, month: date.month, day: date.day, hour: 12 }, { zone });
  return noon.startOf('day').toSeconds();
}

/** Start of a date, trying the offset of the previous midnight first; Luxon only when the offset changed. */
function startOf(date: CivilDate, offsetGuess: number, zone: string): number {
  const guess = date.naive - offsetGuess;
  return offsetAt(zone, guess) === offsetGuess ? guess : exactStart(date, zone);
}

/** Local days are pure facts of (zone, date): memoized, bounded. */
const dayCache = new Map<string, LocalDay>();
const DAY_CACHE_LIMIT = 20_000;

/** The local day of a date; `start` when already known (the previous day's end). */
function dayOf(date: CivilDate, zone: string, start?: number): LocalDay {
  const key = `${zone}|${date.naive}`;
  const cached = dayCache.get(key);
  if (cached) return cached;
  const from = start ?? startOf(date, offsetAt(zone, date.naive), zone);
  const next = civil(date.year, date.month, date.day + 1);
  const offset = date.naive - from;
  const end = startOf(next, offset, zone);
  const day: LocalDay = {
    date: `${date.year}-${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`,
    weekday: date.weekday,
    year: date.year,
    month: date.month,
    day: date.day,
    start: from,
    end,
    uniformOffset: next.naive - end === offset,
    zone,
  };
  if (dayCache.size >= DAY_CACHE_LIMIT) dayCache.clear();
  dayCache.set(key, day);
  return day;
}

/** For benchmarks measuring a cold start. */
export function clearLocalDayCache(): void {
  dayCache.clear();
}

function dateTimeAt(seconds: number, zone: string): DateTime {
  const dt = DateTime.fromSeconds(seconds, { zone: zoneOf(zone) });
  if (!dt.isValid) throw new RangeError(`Invalid time: ${seconds}`);
  return dt;
}

/** Each zone's offset at the start of the last local day looked up: the first guess for the next. */
const lastOffset = new Map<string, number>();

/**
 * The local day containing `seconds`. A memoized day found with the zone's last offset that
 * contains the instant is the answer (its bounds are exact), so the zone's offset (Intl, slow) is
 * computed only for a day not seen yet.
 */
export function localDayOf(seconds: number, zone: string): LocalDay {
  if (!Number.isFinite(seconds)) throw new RangeError(`Invalid time: ${seconds}`);
  const guess = lastOffset.get(zone);
  if (guess !== undefined) {
    const known = dayCache.get(`${zone}|${Math.floor((seconds + guess) / 86400) * 86400}`);
    if (known && known.start <= seconds && seconds < known.end) return known;
  }
  const offset = offsetAt(zone, seconds);
  const wall = new Date((seconds + offset) * 1000);
  const day = dayOf(civil(wall.getUTCFullYear(), wall.getUTCMonth() + 1, wall.getUTCDate()), zone);
  lastOffset.set(zone, offset);
  return day;
}

/**
 * Every local day that overlaps [from, to] (both inclusive), in order. Calendar dates step in
 * civil arithmetic; each midnight is checked against the zone's offset, so DST days are exact.
 */
export function localDaysCovering(from: number, to: number, zone: string): LocalDay[] {
  let day = localDayOf(from, zone);
  const days: LocalDay[] = [day];
  while (day.end <= to) {
    day = dayOf(civil(day.year, day.month, day.day + 1), zone, day.end);
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

/**
 * `seconds` moved by whole calendar days in the zone (same wall-clock time). From the memoized
 * local days when neither day has an offset change (every day of most zones, so no Luxon per
 * request); Luxon's calendar arithmetic otherwise.
 */
export function addLocalDays(seconds: number, days: number, zone: string): number {
  const from = localDayOf(seconds, zone);
  const to = dayOf(civil(from.year, from.month, from.day + days), zone);
  if (from.uniformOffset && to.uniformOffset) return to.start + (seconds - from.start);
  return dateTimeAt(seconds, zone).plus({ days }).toSeconds();
}

/**
 * The hint a rendered page carries for the browser's wall clock (format/wall-clock.ts): the zone's
 * offset at `at`, or null when it changes within HINT_SECONDS either side (a DST change: the
 * browser then reads the clock with Intl).
 */
export function zoneOffsetHint(zone: string, at: number): ZoneOffsetHint | null {
  const offset = offsetAt(zone, at);
  const steady = offsetAt(zone, at - HINT_SECONDS) === offset && offsetAt(zone, at + HINT_SECONDS) === offset;
  return steady ? { zone, at, offset } : null;
}
