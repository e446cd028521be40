/**
 * The uniform-invoice period (期別) a moment falls in: two calendar months, Jan–Feb, Mar–Apr, …,
 * Nov–Dec, in Taiwan's time (UTC+8, no daylight saving). An invoice may be voided (作廢) only within
 * its own period; after that a refund is an allowance (折讓).
 */
export interface InvoicePeriod {
  /** Gregorian year. */
  year: number;
  /** The period's first month, 1, 3, 5, 7, 9 or 11. */
  firstMonth: number;
}

const TAIPEI_OFFSET_SECONDS = 8 * 3600;

export function invoicePeriodOf(unixSeconds: number): InvoicePeriod {
  const d = new Date((unixSeconds + TAIPEI_OFFSET_SECONDS) * 1000);
  const month = d.getUTCMonth() + 1;
  return { year: d.getUTCFullYear(), firstMonth: month % 2 === 1 ? month : month - 1 };
}

export function samePeriod(a: number, b: number): boolean {
  const pa = invoicePeriodOf(a);
  const pb = invoicePeriodOf(b);
  return pa.year === pb.year && pa.firstMonth === pb.firstMonth;
}

/** As printed on the proof: 民國 year and the months, e.g. 「115年11-12月」. */
export function invoicePeriodLabel(unixSeconds: number): string {
  const p = invoicePeriodOf(unixSeconds);
  const pad = (m: number) => String(m).padStart(2, '0');
  return `${p.year - 1911}年${pad(p.firstMonth)}-${pad(p.firstMonth + 1)}月`;
}
