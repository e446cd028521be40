import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { linesForVoucher, priceOrder } from './order-payment';
import { type OrderLine, type VoucherRule, voucherUnfit } from './vouchers';

const NOW = 1_795_000_000;
const use = { condition: 'EveryOne' as const, now: NOW };
const lines: OrderLine[] = [
  { id: '0-0', productId: 'cut-wash', categoryIds: ['cut'], amount: 800 },
  { id: '0-1', productId: 'care-treatment', categoryIds: ['care'], amount: 1500 },
];
const amountOff = (id: string, discountValue: number, over: Partial<VoucherRule> = {}) => ({
  id,
  offerTarget: 'All' as const,
  targetIds: [],
  discountType: 'Amount' as const,
  discountValue,
  minSpend: 0,
  startTime: null,
  endTime: null,
  deactivated: false,
  usesLeft: 1,
  ...over,
});
const ticket = { id: 't1', productId: 'care-treatment', status: 'Active' as const, usesLeft: 3 };

describe('paying an order with a ticket, vouchers and a value card', () => {
  it('the ticket pays its service whole, the voucher takes from the rest, the card pays what is left', () => {
    const result = priceOrder({ lines, ticket, vouchers: [amountOff('v1', 200)], use, valueCardBalance: 3000 });
    expect(result).toEqual({
      payment: {
        total: 2300,
        ticket: { id: 't1', lineId: '0-1', amount: 1500 },
        vouchers: [{ id: 'v1', originValue: 800, discountValue: 200 }],
        discount: 1700,
        split: { voucher: 1700, valueCard: 600, method: 0 },
      },
    });
  });

  it('a card with too little pays part and the chosen method the rest', () => {
    const result = priceOrder({ lines, ticket: null, vouchers: [], use, valueCardBalance: 500 });
    expect(result).toMatchObject({ payment: { split: { voucher: 0, valueCard: 500, method: 1800 } } });
  });

  it('names the first instrument that cannot be used, with its problem', () => {
    const noTarget = amountOff('v2', 100, { offerTarget: 'Product', targetIds: ['perm'] });
    expect(
      priceOrder({ lines, ticket: null, vouchers: [amountOff('v1', 100), noTarget], use, valueCardBalance: null }),
    ).toEqual({ problem: { code: 'VOUCHER_OFFER_TARGETS_NOT_MATCH', id: 'v2' } });
    const used = { ...ticket, usesLeft: 0 };
    expect(priceOrder({ lines, ticket: used, vouchers: [], use, valueCardBalance: null })).toEqual({
      problem: { code: 'SERVICE_TICKET_INVALID', id: 't1' },
    });
  });

  it('a voucher whose only target the ticket already paid no longer matches its minimum spend', () => {
    const careOnly = amountOff('v1', 100, { offerTarget: 'Category', targetIds: ['care'], minSpend: 1000 });
    expect(priceOrder({ lines, ticket, vouchers: [careOnly], use, valueCardBalance: null })).toEqual({
      problem: { code: 'VOUCHER_OFFER_TARGETS_NOT_MATCH', id: 'v1' },
    });
  });

  it('the customer sees, before ticking, the minimum a chosen ticket leaves unmet (as priceOrder would refuse it)', () => {
    const overThousand = amountOff('v3', 100, { minSpend: 1000 });
    // Alone, $2,300 of services meet it; with the ticket paying the treatment, $800 is left.
    expect(voucherUnfit(overThousand, linesForVoucher(lines, null, [], use), use)).toBeNull();
    expect(voucherUnfit(overThousand, linesForVoucher(lines, ticket, [], use), use)).toEqual({
      problem: 'VOUCHER_OFFER_TARGETS_NOT_MATCH',
      reason: 'minSpend',
      minSpend: 1000,
      spend: 800,
    });
    expect(priceOrder({ lines, ticket, vouchers: [overThousand], use, valueCardBalance: null })).toEqual({
      problem: { code: 'VOUCHER_OFFER_TARGETS_NOT_MATCH', id: 'v3' },
    });
    // A voucher ticked ahead takes its dollars first: $2,300 − $1,400 leaves $900, under the minimum.
    const bigOff = amountOff('v4', 1400);
    expect(voucherUnfit(overThousand, linesForVoucher(lines, null, [bigOff], use), use)?.reason).toBe('minSpend');
    expect(linesForVoucher(lines, ticket, [], use).map((l) => l.amount)).toEqual([800, 0]);
    expect(lines.map((l) => l.amount)).toEqual([800, 1500]);
  });

  it('property: the parts always sum to the total and the discount never exceeds it', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 5000 }), { minLength: 1, maxLength: 6 }),
        fc.array(fc.integer({ min: 0, max: 6000 }), { maxLength: 3 }),
        fc.option(fc.integer({ min: 0, max: 20_000 }), { nil: null }),
        fc.boolean(),
        (amounts, offs, balance, withTicket) => {
          const order = amounts.map((amount, i) => ({ id: `0-${i}`, productId: `p${i % 2}`, categoryIds: [], amount }));
          const result = priceOrder({
            lines: order,
            ticket: withTicket ? { ...ticket, productId: 'p0' } : null,
            vouchers: offs.map((off, i) => amountOff(`v${i}`, off)),
            use,
            valueCardBalance: balance,
          });
          if (!('payment' in result)) return;
          const { total, discount, split } = result.payment;
          expect(total).toBe(amounts.reduce((a, b) => a + b, 0));
          expect(discount).toBeLessThanOrEqual(total);
          expect(split.voucher + split.valueCard + split.method).toBe(total);
          expect(split.valueCard).toBeLessThanOrEqual(balance ?? 0);
        },
      ),
    );
  });
});
