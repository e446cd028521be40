import { describe, expect, it } from 'vitest';
import { stockHint } from './stock';

describe('stock hints', () => {
  it.each([
    ['stock 0 is sold out (售完)', 0, { kind: 'soldOut' }],
    ['a few left says how many', 8, { kind: 'low', count: 8 }],
    ['exactly at the threshold', 10, { kind: 'low', count: 10 }],
    ['plenty is in stock', 24, { kind: 'inStock' }],
  ] as const)('%s', (_rule, stock, expected) => {
    expect(stockHint(stock)).toEqual(expected);
  });
});
