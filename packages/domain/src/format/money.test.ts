import { describe, expect, it } from 'vitest';
import { formatMoney, formatPriceRange, priceRangeOf } from './money';

describe('formatMoney', () => {
  it.each([
    ['dollar sign with thousands separators', 1234, '$1,234'],
    ['large amounts group every three digits', 1234567, '$1,234,567'],
    ['small amounts have no separator', 800, '$800'],
    ['negatives with a minus before it', -1234, '-$1,234'],
    ['zero is $0', 0, '$0'],
    ['negative zero is $0', -0, '$0'],
    ['money is whole dollars, so fractions round', 1234.6, '$1,235'],
    ['a negative that rounds to zero has no minus', -0.4, '$0'],
  ])('%s', (_rule, n, expected) => {
    expect(formatMoney(n)).toBe(expected);
  });
});

describe('formatPriceRange', () => {
  it.each([
    ['Price range shows a single value when min equals max', 800, 800, undefined, '$800'],
    ['Price range shows low ~ high', 800, 1200, undefined, '$800 ~ $1,200'],
    ["'from' (起) shows the lowest only", 800, 1200, 'from', '$800 起'],
    ["'from' still shows a single value when min equals max", 800, 800, 'from', '$800'],
  ] as const)('%s', (_rule, min, max, mode, expected) => {
    expect(formatPriceRange(min, max, mode)).toBe(expected);
  });
});

describe('priceRangeOf', () => {
  it.each([
    ['lowest and highest of several prices', [1200, 800, 1000], { min: 800, max: 1200 }],
    ['one price is both min and max', [500], { min: 500, max: 500 }],
    ['no prices gives zero', [], { min: 0, max: 0 }],
  ])('%s', (_rule, values, expected) => {
    expect(priceRangeOf(values)).toEqual(expected);
  });

  it('feeds formatPriceRange', () => {
    const { min, max } = priceRangeOf([1200, 800]);
    expect(formatPriceRange(min, max)).toBe('$800 ~ $1,200');
  });
});
