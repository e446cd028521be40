import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COUNTER_METHODS, changeDue, discountProblem, splitCoverage } from './counter';

describe('changeDue', () => {
  it('gives back what is tendered over the cash part', () => {
    expect(changeDue(1000, 880)).toBe(120);
    expect(changeDue(880, 880)).toBe(0);
  });
  it('is null while the cash tendered does not cover it, or is not a whole amount', () => {
    expect(changeDue(500, 880)).toBeNull();
    expect(changeDue(-1, 0)).toBeNull();
    expect(changeDue(10.5, 0)).toBeNull();
  });
  it('tendered = cash + change, always', () => {
    fc.assert(
      fc.property(fc.nat(100_000), fc.nat(100_000), (cash, extra) => {
        expect(changeDue(cash + extra, cash)).toBe(extra);
      }),
    );
  });
});

describe('splitCoverage', () => {
  it('two methods covering the bill exactly', () => {
    expect(
      splitCoverage(
        [
          { method: 'Cash', amount: 500 },
          { method: 'CardTerminal', amount: 380 },
        ],
        880,
      ),
    ).toBe('ok');
  });
  it('short, over and invalid parts', () => {
    expect(splitCoverage([{ method: 'Cash', amount: 500 }], 880)).toBe('short');
    expect(splitCoverage([{ method: 'Cash', amount: 900 }], 880)).toBe('over');
    expect(splitCoverage([], 0)).toBe('invalid');
    expect(splitCoverage([{ method: 'Cash', amount: -5 }], 0)).toBe('invalid');
    expect(
      splitCoverage(
        [
          { method: 'Cash', amount: 1 },
          { method: 'Cash', amount: 1 },
        ],
        2,
      ),
    ).toBe('invalid');
  });
  it('a split of any due into two positive parts of two methods is ok', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 100_000 }), fc.double({ min: 0, max: 1, noNaN: true }), (due, r) => {
        const first = Math.min(due - 1, Math.max(1, Math.floor(due * r)));
        const splits = [
          { method: COUNTER_METHODS[0], amount: first },
          { method: COUNTER_METHODS[3], amount: due - first },
        ];
        expect(splitCoverage(splits, due)).toBe('ok');
      }),
    );
  });
});

describe('discountProblem', () => {
  it('fits between one dollar and what is left, with a reason', () => {
    expect(discountProblem({ amount: 100, reason: '生日優惠' }, 880)).toBeNull();
    expect(discountProblem({ amount: 880, reason: '招待' }, 880)).toBeNull();
  });
  it('names the amount over the bill, zero, negative or fractional', () => {
    expect(discountProblem({ amount: 881, reason: '生日優惠' }, 880)).toBe('amount');
    expect(discountProblem({ amount: 0, reason: '生日優惠' }, 880)).toBe('amount');
    expect(discountProblem({ amount: -10, reason: '生日優惠' }, 880)).toBe('amount');
    expect(discountProblem({ amount: 1.5, reason: '生日優惠' }, 880)).toBe('amount');
  });
  it('names a missing reason', () => {
    expect(discountProblem({ amount: 100, reason: '  ' }, 880)).toBe('reason');
  });
});
