import type { RangeMode } from './constants';

/** Shared by price and duration ranges: a single value when min equals max. */
export function formatRange(
  min: number,
  max: number,
  format: (n: number) => string,
  mode: RangeMode,
  fromText: (low: string) => string,
): string {
  if (min === max) return format(min);
  return mode === 'from' ? fromText(format(min)) : `${format(min)} ~ ${format(max)}`;
}
