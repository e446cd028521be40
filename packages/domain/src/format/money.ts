import type { RangeMode } from './constants';
import { formatRange } from './range';

const wholeNumber = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** Thousands separators, no currency sign: 1234 → `1,234`. */
export function formatNumber(n: number): string {
  return wholeNumber.format(n);
}

/** `$1,234`; negatives as `-$1,234`. Money is whole dollars, so fractions are rounded. */
export function formatMoney(n: number): string {
  const rounded = Math.round(n);
  // Math.round(-0.4) is -0, which must print as `$0`, not `-$0`.
  return rounded < 0 ? `-$${formatNumber(-rounded)}` : `$${formatNumber(Math.abs(rounded))}`;
}

export function formatPriceRange(min: number, max: number, mode: RangeMode = 'range'): string {
  return formatRange(min, max, formatMoney, mode, (low) => `${low} 起`);
}

/** Lowest and highest of the values; an empty list gives {min: 0, max: 0}. */
export function priceRangeOf(values: readonly number[]): { min: number; max: number } {
  if (values.length === 0) return { min: 0, max: 0 };
  return { min: Math.min(...values), max: Math.max(...values) };
}
