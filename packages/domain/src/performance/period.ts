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

/** A row of an order's payments record as 業績 reads its time: how it paid, its state, when it was paid. */
export interface CountedRow {
  method: string;
  status: string;
  paidAt: number;
}

const COUNTED = new Set(['Paid', 'PartiallyRefunded', 'Refunded']);

/**
 * When the order's 業績 was first counted: the earliest row that paid (money, a value card or a
 * ticket; a voucher is no money), or null when nothing was. A change to the order reaches back to
 * that time (a month closed after it keeps its payroll).
 */
export function firstCountedAt(rows: readonly CountedRow[]): number | null {
  const times = rows.filter((r) => r.method !== 'Voucher' && COUNTED.has(r.status)).map((r) => r.paidAt);
  return times.length === 0 ? null : Math.min(...times);
}
