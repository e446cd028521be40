import { DateTime } from 'luxon';

/** The calendar month (in the store's zone) holding `seconds`: [from, to) in unix seconds. */
export function monthOf(seconds: number, zone: string): { from: number; to: number } {
  const start = DateTime.fromSeconds(seconds, { zone }).startOf('month');
  return { from: start.toSeconds(), to: start.plus({ months: 1 }).toSeconds() };
}

/** A month by its local name ('2026-11') in the store's zone; null for anything else. */
export function monthNamed(month: string, zone: string): { from: number; to: number } | null {
  const start = DateTime.fromFormat(month, 'yyyy-MM', { zone });
  return start.isValid ? { from: start.toSeconds(), to: start.plus({ months: 1 }).toSeconds() } : null;
}

/** The local name of the month holding `seconds` ('2026-11'). */
export const monthName = (seconds: number, zone: string): string =>
  DateTime.fromSeconds(seconds, { zone }).toFormat('yyyy-MM');

/** The start of a local day by its name ('2026-11-24') in the store's zone; null for anything else. */
export function dayNamed(day: string, zone: string): number | null {
  const start = DateTime.fromFormat(day, 'yyyy-MM-dd', { zone });
  return start.isValid ? start.toSeconds() : null;
}
