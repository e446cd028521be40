import { DateTime } from 'luxon';

/** The figures screen's windows: a day, a week (Monday first) or a month holding a date, in the store's zone. */

export const PERIODS = ['day', 'week', 'month'] as const;
export type Period = (typeof PERIODS)[number];

const ISO = 'yyyy-LL-dd';

function startOf(date: string, period: Period, zone: string): DateTime {
  const dt = DateTime.fromFormat(date, ISO, { zone });
  if (!dt.isValid) throw new RangeError(`Not a day: ${date}`);
  return dt.startOf(period);
}

/** Unix seconds of the window's start and of the next window's start. */
export function periodWindow(date: string, period: Period, zone: string): { from: number; to: number } {
  const start = startOf(date, period, zone);
  return { from: start.toSeconds(), to: start.plus({ [`${period}s`]: 1 }).toSeconds() };
}

/** The first day of the window `steps` windows after the one holding `date`. */
export function shiftPeriod(date: string, period: Period, steps: number, zone: string): string {
  return startOf(date, period, zone)
    .plus({ [`${period}s`]: steps })
    .toFormat(ISO);
}

/** `2026/11/23–11/29`, `2026/11`, `2026/11/26`: the window as its heading says it. */
export function periodTitle(date: string, period: Period, zone: string): string {
  const start = startOf(date, period, zone);
  if (period === 'day') return start.toFormat('yyyy/LL/dd');
  if (period === 'month') return start.toFormat('yyyy/LL');
  return `${start.toFormat('yyyy/LL/dd')}–${start.plus({ days: 6 }).toFormat('LL/dd')}`;
}

/** Hours with at most one decimal: 90 minutes → "1.5". */
export const hours = (minutes: number): string => String(Math.round(minutes / 6) / 10);
