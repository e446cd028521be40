import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { afterDiscount, shareInProportion } from './share';

describe('sharing whole dollars in proportion', () => {
  it('gives the rounding remainder to the largest remainders, the earlier line on a tie', () => {
    expect(shareInProportion(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(shareInProportion(10, [1, 2])).toEqual([3, 7]);
    expect(shareInProportion(-100, [1, 1, 1])).toEqual([-34, -33, -33]);
    expect(shareInProportion(5, [0, 0])).toEqual([3, 2]);
    expect(shareInProportion(0, [3, 4])).toEqual([0, 0]);
  });

  it('shares a $160 voucher over an $800 cut and a $200 shampoo as 128 and 32', () => {
    const lines = afterDiscount(
      [
        { id: 'cut', amount: 800 },
        { id: 'shampoo', amount: 200 },
      ],
      160,
    );
    expect(lines.map((l) => [l.discount, l.paid])).toEqual([
      [128, 672],
      [32, 168],
    ]);
  });

  it('always sums exactly, never gives a line more than its weight allows, and is deterministic', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -50_000, max: 50_000 }),
        fc.array(fc.integer({ min: 0, max: 20_000 }), { minLength: 1, maxLength: 8 }),
        (amount, weights) => {
          const shares = shareInProportion(amount, weights);
          expect(shares.reduce((a, b) => a + b, 0)).toBe(amount);
          expect(shares.every(Number.isInteger)).toBe(true);
          expect(shareInProportion(amount, weights)).toEqual(shares);
          const total = weights.reduce((a, b) => a + b, 0);
          if (total > 0)
            for (const [i, w] of weights.entries())
              expect(Math.abs(shares[i]!)).toBeLessThanOrEqual(Math.ceil((Math.abs(amount) * w) / total));
        },
      ),
    );
  });

  it('a discount never takes a line below zero and the lines still sum to the bill less the discount', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 10_000 }), { minLength: 1, maxLength: 6 }),
        fc.integer({ min: 0, max: 80_000 }),
        (amounts, discount) => {
          const bill = amounts.reduce((a, b) => a + b, 0);
          const lines = afterDiscount(
            amounts.map((amount, i) => ({ id: String(i), amount })),
            discount,
          );
          expect(lines.every((l) => l.paid >= 0 && l.paid <= l.amount)).toBe(true);
          expect(lines.reduce((s, l) => s + l.paid, 0)).toBe(bill - Math.min(discount, bill));
        },
      ),
    );
  });
});
