import type { DisplayLocale } from './constants';

/** Weekday names, Sunday first (index = weekday % 7 in Luxon's numbering). */
const WEEKDAY_NAMES: Record<DisplayLocale, readonly string[]> = {
  'zh-TW': ['週日', '週一', '週二', '週三', '週四', '週五', '週六'],
  en: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
};

/** `週日`..`週六` (en: `Sun`..`Sat`) for 0 = Sunday .. 6 = Saturday. */
export function weekdayName(index: number, locale: DisplayLocale = 'zh-TW'): string {
  const name = WEEKDAY_NAMES[locale][index];
  if (name === undefined) throw new RangeError(`No weekday ${index}`);
  return name;
}

/** What a wall clock in the zone shows: the weekday (0 = Sunday) and `HH:mm`. */
export interface WallClock {
  weekday: number;
  time: string;
}

/** How Intl's en-US `weekday: 'short'` writes them (not our labels, which may change), Sunday first. */
const INTL_WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

/**
 * A zone's UTC offset around an instant, as the server that rendered a page saw it: the same
 * offset from `HINT_SECONDS` before `at` to as long after it (no DST change inside), so within
 * that window the wall clock is arithmetic. It spares the page's hydration the first zoned
 * Intl.DateTimeFormat, whose making (~120 ms on issue 26's 4× slower phone) was one long task.
 */
export interface ZoneOffsetHint {
  zone: string;
  /** Unix seconds. */
  at: number;
  /** Seconds east of UTC. */
  offset: number;
}

export const HINT_SECONDS = 600;
const hints = new Map<string, ZoneOffsetHint>();

/** Keeps a zone's offset hint (a server-rendered page's, lib/ssr-data.ts) for the wall clock to use. */
export function rememberZoneOffset(hint: ZoneOffsetHint): void {
  hints.set(hint.zone, hint);
}

const twoDigits = (n: number) => String(n).padStart(2, '0');

/**
 * The weekday and time of `ts` (Unix seconds) in an IANA zone, read with Intl alone: the store
 * page needs only this, and so loads without Luxon. An unknown zone throws, as Luxon's does here.
 * Within a remembered hint's window, by its offset instead (the same answer, without Intl).
 */
export function wallClock(ts: number, zone: string): WallClock {
  const hint = hints.get(zone);
  if (hint && Math.abs(ts - hint.at) <= HINT_SECONDS) {
    const wall = new Date((ts + hint.offset) * 1000);
    return { weekday: wall.getUTCDay(), time: `${twoDigits(wall.getUTCHours())}:${twoDigits(wall.getUTCMinutes())}` };
  }
  const parts = formatterFor(zone).formatToParts(ts * 1000);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return { weekday: INTL_WEEKDAYS.indexOf(part('weekday')), time: `${part('hour')}:${part('minute')}` };
}
