import type { Interval } from '../booking/types';
import type { BookingStatus } from '../vocabulary/index';

/**
 * The store's figures for a window (a day, a week, a month): money taken by method, bookings by
 * status, the no-show rate, each designer's booked time against working time, retail sold. Pure:
 * the API reads the rows, these rules count them; the staff app writes the CSV with `figuresCsv`.
 */

/**
 * When money counts: `payment`, on the day it was taken; `visit`, a booking's money on the day of
 * its visit (paid ahead or at the counter), every other sale as it was taken. Over a closed month
 * whose bookings were all paid within it, both give the same total.
 */
export const FIGURES_BASES = ['payment', 'visit'] as const;
export type FiguresBasis = (typeof FIGURES_BASES)[number];

export interface FigureInputs {
  bookings: { status: BookingStatus }[];
  /** Each booked service: its designer and time (of bookings that hold or held time: not cancelled, expired or closed). */
  events: { providerId: string; start: number; end: number }[];
  designers: { id: string; name: string; shifts: Interval[] }[];
  /** Money taken, one row per payment: how and how much (a counter method or an online one). */
  takings: { method: string; amount: number }[];
  retail: { itemId: string; name: string; quantity: number; amount: number }[];
  window: Interval;
}

export interface Figures {
  revenue: { method: string; amount: number }[];
  revenueTotal: number;
  bookingsByStatus: { status: BookingStatus; count: number }[];
  /** No-shows among the bookings that were due (arrived, completed, paid or no-show); null when none were. */
  noShowRate: number | null;
  designers: { id: string; name: string; bookedMinutes: number; workingMinutes: number }[];
  retail: { itemId: string; name: string; quantity: number; amount: number }[];
}

const DUE: readonly BookingStatus[] = ['Arrived', 'Completed', 'Paid', 'NoShow'];

const minutesWithin = (spans: Interval[], window: Interval) =>
  Math.round(
    spans.reduce((sum, s) => sum + Math.max(0, Math.min(s.end, window.end) - Math.max(s.start, window.start)), 0) / 60,
  );

function sumBy<T>(rows: readonly T[], key: (row: T) => string, amount: (row: T) => number): Map<string, number> {
  const sums = new Map<string, number>();
  for (const row of rows) sums.set(key(row), (sums.get(key(row)) ?? 0) + amount(row));
  return sums;
}

export function storeFigures(input: FigureInputs): Figures {
  const revenue = [
    ...sumBy(
      input.takings,
      (t) => t.method,
      (t) => t.amount,
    ),
  ]
    .filter(([, amount]) => amount !== 0)
    .map(([method, amount]) => ({ method, amount }))
    .sort((a, b) => b.amount - a.amount);
  const byStatus = sumBy(
    input.bookings,
    (b) => b.status,
    () => 1,
  );
  const due = input.bookings.filter((b) => DUE.includes(b.status)).length;
  const noShows = byStatus.get('NoShow') ?? 0;
  const retail = [
    ...sumBy(
      input.retail,
      (r) => r.itemId,
      (r) => r.quantity,
    ),
  ].map(([itemId, quantity]) => {
    const rows = input.retail.filter((r) => r.itemId === itemId);
    return { itemId, name: rows[0]!.name, quantity, amount: rows.reduce((n, r) => n + r.amount, 0) };
  });
  return {
    revenue,
    revenueTotal: revenue.reduce((n, r) => n + r.amount, 0),
    bookingsByStatus: [...byStatus].map(([status, count]) => ({ status: status as BookingStatus, count })),
    noShowRate: due === 0 ? null : noShows / due,
    designers: input.designers.map((d) => ({
      id: d.id,
      name: d.name,
      bookedMinutes: minutesWithin(
        input.events.filter((e) => e.providerId === d.id).map((e) => ({ start: e.start, end: e.end })),
        input.window,
      ),
      workingMinutes: minutesWithin(d.shifts, input.window),
    })),
    retail: retail.sort((a, b) => b.amount - a.amount),
  };
}

const cell = (value: string | number) => {
  const text = String(value);
  return /[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** The figures as CSV (one section per table, a blank line between), headings in the caller's language. */
export function figuresCsv(
  figures: Figures,
  heading: (
    key: 'revenue' | 'method' | 'amount' | 'status' | 'count' | 'designer' | 'booked' | 'working' | 'item' | 'quantity',
  ) => string,
): string {
  const rows: (string | number)[][] = [
    [heading('revenue'), heading('method'), heading('amount')],
    ...figures.revenue.map((r) => ['', r.method, r.amount]),
    [],
    [heading('status'), heading('count')],
    ...figures.bookingsByStatus.map((b) => [b.status, b.count]),
    [],
    [heading('designer'), heading('booked'), heading('working')],
    ...figures.designers.map((d) => [d.name, d.bookedMinutes, d.workingMinutes]),
    [],
    [heading('item'), heading('quantity'), heading('amount')],
    ...figures.retail.map((r) => [r.name, r.quantity, r.amount]),
  ];
  return `${rows.map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`;
}
