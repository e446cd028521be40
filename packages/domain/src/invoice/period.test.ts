import { describe, expect, it } from 'vitest';
import { invoicePeriodLabel, invoicePeriodOf, samePeriod } from './period';

const taipei = (iso: string) => Date.parse(`${iso}+08:00`) / 1000;

describe('invoice period', () => {
  it('pairs the months Jan–Feb … Nov–Dec in Taipei time', () => {
    expect(invoicePeriodOf(taipei('2026-11-29T10:00:00'))).toEqual({ year: 2026, firstMonth: 11 });
    expect(invoicePeriodOf(taipei('2026-12-31T23:59:59'))).toEqual({ year: 2026, firstMonth: 11 });
    expect(invoicePeriodOf(taipei('2027-01-01T00:00:00'))).toEqual({ year: 2027, firstMonth: 1 });
    expect(invoicePeriodOf(taipei('2026-04-30T12:00:00'))).toEqual({ year: 2026, firstMonth: 3 });
  });

  it('a moment just after midnight in Taipei is already the next period, though still the old one in UTC', () => {
    expect(samePeriod(taipei('2026-12-31T23:30:00'), taipei('2027-01-01T00:30:00'))).toBe(false);
    expect(samePeriod(taipei('2026-11-01T00:00:00'), taipei('2026-12-31T23:59:59'))).toBe(true);
  });

  it('reads as printed on the proof, in the Republic of China year', () => {
    expect(invoicePeriodLabel(taipei('2026-11-29T10:00:00'))).toBe('115年11-12月');
    expect(invoicePeriodLabel(taipei('2027-02-03T10:00:00'))).toBe('116年01-02月');
  });
});
