import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyVouchers,
  type OrderLine,
  shareOut,
  type VoucherRule,
  voucherDiscount,
  voucherProblem,
  voucherUnfit,
} from './vouchers';

const NOW = 1_795_000_000;
const voucher = (over: Partial<VoucherRule> = {}): VoucherRule => ({
  offerTarget: 'All',
  targetIds: [],
  discountType: 'Amount',
  discountValue: 200,
  minSpend: 0,
  startTime: null,
  endTime: null,
  deactivated: false,
  usesLeft: 1,
  ...over,
});
/** Two people: a cut and a colour for the first, a cut for the second. */
const lines: OrderLine[] = [
  { id: '0-0', productId: 'cut-wash', categoryIds: ['cut'], amount: 800 },
  { id: '0-1', productId: 'color-single', categoryIds: ['color'], amount: 2000 },
  { id: '1-0', productId: 'cut-wash', categoryIds: ['cut'], amount: 800 },
];
const everyone = { condition: 'EveryOne' as const, now: NOW };

describe('voucher applicability by offerTarget', () => {
  it('All targets every line of the order', () => {
    expect(voucherProblem(voucher(), lines, everyone)).toBeNull();
    expect(voucherDiscount(voucher({ discountValue: 10_000 }), lines, everyone).originValue).toBe(3600);
  });

  it('Product targets the lines of the listed products only', () => {
    const cut = voucher({
      offerTarget: 'Product',
      targetIds: ['cut-wash'],
      discountType: 'Percent',
      discountValue: 50,
    });
    expect(voucherDiscount(cut, lines, everyone)).toMatchObject({ originValue: 1600, discountValue: 800 });
    const perm = voucher({ offerTarget: 'Product', targetIds: ['perm-digital'] });
    expect(voucherProblem(perm, lines, everyone)).toBe('VOUCHER_OFFER_TARGETS_NOT_MATCH');
  });

  it('Category targets the lines of products in the listed categories', () => {
    const color = voucher({
      offerTarget: 'Category',
      targetIds: ['color'],
      discountType: 'Percent',
      discountValue: 90,
    });
    expect(voucherDiscount(color, lines, everyone)).toMatchObject({ originValue: 2000, discountValue: 200 });
    expect(voucherProblem(voucher({ offerTarget: 'Category', targetIds: ['perm'] }), lines, everyone)).toBe(
      'VOUCHER_OFFER_TARGETS_NOT_MATCH',
    );
  });
});

describe('voucher validity', () => {
  it('a deactivated voucher is refused first', () => {
    expect(voucherProblem(voucher({ deactivated: true, usesLeft: 0 }), lines, everyone)).toBe(
      'VOUCHER_HAS_BEEN_DEACTIVATED',
    );
  });

  it('outside its window (not yet started, or ended at or before now) it is expired', () => {
    expect(voucherProblem(voucher({ startTime: NOW + 1 }), lines, everyone)).toBe('VOUCHER_IS_EXPIRED');
    expect(voucherProblem(voucher({ endTime: NOW }), lines, everyone)).toBe('VOUCHER_IS_EXPIRED');
    expect(voucherProblem(voucher({ startTime: NOW, endTime: NOW + 1 }), lines, everyone)).toBeNull();
  });

  it('with no uses left it is not enough', () => {
    expect(voucherProblem(voucher({ usesLeft: 0 }), lines, everyone)).toBe('VOUCHER_NOT_ENOUGH');
  });

  it('a minimum spend counts only what the voucher targets', () => {
    const color = voucher({ offerTarget: 'Category', targetIds: ['cut'], minSpend: 2000 });
    expect(voucherProblem(color, lines, everyone)).toBe('VOUCHER_OFFER_TARGETS_NOT_MATCH');
    expect(voucherProblem({ ...color, minSpend: 1600 }, lines, everyone)).toBeNull();
  });
});

describe('voucherDiscountCondition in a group booking', () => {
  const cutHalf = voucher({
    offerTarget: 'Product',
    targetIds: ['cut-wash'],
    discountType: 'Percent',
    discountValue: 50,
  });

  it('EveryOne (the default) discounts the targeted service of every person', () => {
    expect(voucherDiscount(cutHalf, lines, everyone).byLine).toEqual({ '0-0': 400, '1-0': 400 });
  });

  it('OneEvent discounts only the service voucherDiscountEventId names, which it must target', () => {
    const one = { condition: 'OneEvent' as const, eventId: '1-0', now: NOW };
    expect(voucherProblem(cutHalf, lines, one)).toBeNull();
    expect(voucherDiscount(cutHalf, lines, one)).toEqual({
      originValue: 800,
      discountValue: 400,
      byLine: { '1-0': 400 },
    });
    expect(voucherProblem(cutHalf, lines, { ...one, eventId: '0-1' })).toBe('VOUCHER_DISCOUNT_CONDITION_NOT_MATCH');
    expect(voucherProblem(cutHalf, lines, { ...one, eventId: null })).toBe('VOUCHER_DISCOUNT_CONDITION_NOT_MATCH');
  });
});

describe('the discount', () => {
  it('Percent pays that share (90 → pays 90%); 0 percent is free', () => {
    expect(
      voucherDiscount(voucher({ discountType: 'Percent', discountValue: 90 }), lines, everyone).discountValue,
    ).toBe(360);
    expect(voucherDiscount(voucher({ discountType: 'Percent', discountValue: 0 }), lines, everyone).discountValue).toBe(
      3600,
    );
  });

  it('rounds to the dollar in the customer’s favour', () => {
    const odd: OrderLine[] = [{ id: 'a', productId: 'p', categoryIds: [], amount: 999 }];
    // Pays 85% of 999 = 849.15 → 849, so 150 off.
    expect(voucherDiscount(voucher({ discountType: 'Percent', discountValue: 85 }), odd, everyone).discountValue).toBe(
      150,
    );
  });

  it('an amount never takes more than the items it targets', () => {
    const cut = voucher({ offerTarget: 'Product', targetIds: ['cut-wash'], discountValue: 5000 });
    expect(voucherDiscount(cut, lines, everyone)).toMatchObject({ originValue: 1600, discountValue: 1600 });
  });

  it('two vouchers: the second discounts what the first left', () => {
    const { lines: after, discounts } = applyVouchers(
      [voucher({ discountValue: 1000 }), voucher({ discountType: 'Percent', discountValue: 50 })],
      lines,
      everyone,
    );
    expect(discounts.map((d) => d.discountValue)).toEqual([1000, 1300]);
    expect(after.reduce((n, l) => n + l.amount, 0)).toBe(1300);
  });
});

const lineArb = fc.array(
  fc.record({
    productId: fc.constantFrom('a', 'b', 'c'),
    categoryIds: fc.subarray(['x', 'y']),
    amount: fc.integer({ min: 0, max: 20_000 }),
  }),
  { minLength: 1, maxLength: 8 },
);
const voucherArb = fc.record({
  offerTarget: fc.constantFrom('All' as const, 'Product' as const, 'Category' as const),
  targetIds: fc.subarray(['a', 'b', 'x', 'y']),
  discountType: fc.constantFrom('Percent' as const, 'Amount' as const),
  discountValue: fc.integer({ min: 0, max: 30_000 }),
});

describe('properties', () => {
  it('a discount never exceeds what it targets, and no line goes below zero', () => {
    fc.assert(
      fc.property(lineArb, voucherArb, (raw, v) => {
        const order = raw.map((l, i) => ({ ...l, id: String(i) }));
        const rule = voucher({
          ...v,
          discountValue: v.discountType === 'Percent' ? v.discountValue % 101 : v.discountValue,
        });
        const d = voucherDiscount(rule, order, everyone);
        expect(d.discountValue).toBeGreaterThanOrEqual(0);
        expect(d.discountValue).toBeLessThanOrEqual(d.originValue);
        expect(Object.values(d.byLine).reduce((n, x) => n + x, 0)).toBe(d.discountValue);
        for (const line of order) expect(d.byLine[line.id] ?? 0).toBeLessThanOrEqual(line.amount);
      }),
    );
  });

  it('shareOut hands out exactly the total, each line at most its amount', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 10_000 }), { minLength: 1, maxLength: 10 }),
        fc.integer({ min: 0, max: 1000 }),
        (amounts, permille) => {
          const parts = amounts.map((amount, i) => ({ id: String(i), amount }));
          const sum = amounts.reduce((n, a) => n + a, 0);
          const total = Math.floor((permille * sum) / 1000);
          const out = shareOut(total, parts);
          expect(Object.values(out).reduce((n, x) => n + x, 0)).toBe(sum === 0 ? 0 : total);
          for (const p of parts) expect(out[p.id] ?? 0).toBeLessThanOrEqual(p.amount);
        },
      ),
    );
  });
});

describe('why a voucher cannot apply, as the checkout greys it (voucherUnfit)', () => {
  const cutOnly = [lines[0]!];
  it('a colour voucher on a cut: only for its targets', () => {
    const color = voucher({
      offerTarget: 'Category',
      targetIds: ['color'],
      discountType: 'Percent',
      discountValue: 90,
    });
    expect(voucherUnfit(color, cutOnly, everyone)).toEqual({
      problem: 'VOUCHER_OFFER_TARGETS_NOT_MATCH',
      reason: 'targets',
    });
    expect(voucherUnfit(color, lines, everyone)).toBeNull();
  });

  it('short of the minimum spend: says the minimum and what the targeted lines cost', () => {
    const welcome = voucher({ minSpend: 1000 });
    expect(voucherUnfit(welcome, cutOnly, everyone)).toEqual({
      problem: 'VOUCHER_OFFER_TARGETS_NOT_MATCH',
      reason: 'minSpend',
      minSpend: 1000,
      spend: 800,
    });
    expect(voucherUnfit(welcome, lines, everyone)).toBeNull();
  });

  it('not started, ended, switched off, used up', () => {
    expect(voucherUnfit(voucher({ startTime: NOW + 1 }), lines, everyone)?.reason).toBe('notStarted');
    expect(voucherUnfit(voucher({ endTime: NOW }), lines, everyone)?.reason).toBe('expired');
    expect(voucherUnfit(voucher({ deactivated: true }), lines, everyone)?.reason).toBe('unavailable');
    expect(voucherUnfit(voucher({ usesLeft: 0 }), lines, everyone)?.reason).toBe('unavailable');
  });

  it('the API refuses with the same decision: voucherProblem is its code', () => {
    fc.assert(
      fc.property(
        fc.record({ minSpend: fc.integer({ min: 0, max: 4000 }), usesLeft: fc.integer({ min: 0, max: 2 }) }),
        fc.subarray(lines, { minLength: 0 }),
        (over, chosen) => {
          const v = voucher(over);
          expect(voucherProblem(v, chosen, everyone)).toBe(voucherUnfit(v, chosen, everyone)?.problem ?? null);
        },
      ),
    );
  });
});
