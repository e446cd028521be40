import type { Language } from '@salon/domain';
import { DateTime } from 'luxon';

/**
 * Days of the staff calendar, in the store's zone: an ISO date (`2026-11-25`) is the day the URL
 * and the date input carry; its unix bounds are what the calendar asks the API for.
 */

const ISO = 'yyyy-LL-dd';

function parse(date: string, zone: string): DateTime<true> {
  const dt = DateTime.fromFormat(date, ISO, { zone });
  if (!dt.isValid) throw new RangeError(`Not a day: ${date}`);
  return dt;
}

/** Whether `value` is a day the calendar can show (`yyyy-LL-dd`). */
export const isIsoDate = (value: string | null | undefined): value is string =>
  !!value && /^\d{4}-\d{2}-\d{2}$/.test(value) && DateTime.fromFormat(value, ISO).isValid;

/** The day of `ts` (unix s) in the zone. */
export function dayOf(ts: number, zone: string): string {
  return DateTime.fromSeconds(ts, { zone }).toFormat(ISO);
}

/** Unix seconds of the day's start and of the next day's start (a day is not always 86400 s). */
export function dayBounds(date: string, zone: string): { from: number; to: number } {
  const start = parse(date, zone).startOf('day');
  return { from: start.toSeconds(), to: start.plus({ days: 1 }).toSeconds() };
}

/** The day `days` after `date` (negative: before). */
export function shiftDay(date: string, days: number, zone: string): string {
  return parse(date, zone).plus({ days }).toFormat(ISO);
}

/** The seven days of the week holding `date`, Monday first (as a salon's week runs). */
export function weekOf(date: string, zone: string): string[] {
  const monday = parse(date, zone).startOf('week');
  return Array.from({ length: 7 }, (_, i) => monday.plus({ days: i }).toFormat(ISO));
}

/** 0 = Sunday .. 6 = Saturday: the index of the store's weekly hours. */
export function weekdayIndex(date: string, zone: string): number {
  return parse(date, zone).weekday % 7;
}

/** Unix seconds of `HH:mm` on `date` in the zone. */
export function timeOn(date: string, time: string, zone: string): number {
  const [hour, minute] = time.split(':').map(Number);
  return parse(date, zone)
    .set({ hour: hour ?? 0, minute: minute ?? 0, second: 0, millisecond: 0 })
    .toSeconds();
}

/** `2026/11/25（週三）` or `Wed, Nov 25, 2026`: the day as a heading says it. */
export function dayTitle(date: string, zone: string, locale: Language): string {
  const dt = parse(date, zone);
  return locale === 'en'
    ? dt.setLocale('en').toFormat('ccc, LLL d, yyyy')
    : `${dt.toFormat('yyyy/LL/dd')}（${dt.setLocale('zh-TW').toFormat('ccc')}）`;
}
