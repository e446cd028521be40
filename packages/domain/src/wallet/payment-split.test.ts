import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitPayment, splitRefund } from './payment-split';

describe('splitting a payment: voucher, then value card, then the method', () => {
  it('the card pays what the voucher leaves, up to its balance; the method the rest', () => {
    expect(splitPayment(2300, 300, 1500)).toEqual({ voucher: 300, valueCard: 1500, method: 500 });
    expect(splitPayment(2300, 300, 5000)).toEqual({ voucher: 300, valueCard: 2000, method: 0 });
    expect(splitPayment(2300, 0, null)).toEqual({ voucher: 0, valueCard: 0, method: 2300 });
  });

  it('a voucher worth more than the order covers it and no more', () => {
    expect(splitPayment(500, 800, 1000)).toEqual({ voucher: 500, valueCard: 0, method: 0 });
  });

  it('always sums to the total, every part at least zero', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 0, max: 100_000 }),
        fc.option(fc.integer({ min: 0, max: 100_000 })),
        (total, discount, balance) => {
          const split = splitPayment(total, discount, balance);
          expect(split.voucher + split.valueCard + split.method).toBe(total);
          for (const part of Object.values(split)) expect(part).toBeGreaterThanOrEqual(0);
          if (balance !== null) expect(split.valueCard).toBeLessThanOrEqual(balance);
        },
      ),
    );
  });
});

describe('a refund goes back to what paid', () => {
  it('in proportion to what the card and the method paid', () => {
    expect(splitRefund({ valueCard: 1500, method: 500 }, 2000)).toEqual({ valueCard: 1500, method: 500 });
    expect(splitRefund({ valueCard: 1500, method: 500 }, 1000)).toEqual({ valueCard: 750, method: 250 });
    expect(splitRefund({ valueCard: 0, method: 800 }, 400)).toEqual({ valueCard: 0, method: 400 });
  });

  it('never more than was paid, and always exactly the refund otherwise', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 50_000 }),
        fc.integer({ min: 0, max: 50_000 }),
        fc.integer({ min: 0, max: 120_000 }),
        (valueCard, method, refund) => {
          const back = splitRefund({ valueCard, method }, refund);
          expect(back.valueCard + back.method).toBe(Math.min(refund, valueCard + method));
          expect(back.valueCard).toBeLessThanOrEqual(valueCard);
          expect(back.method).toBeLessThanOrEqual(method);
        },
      ),
    );
  });
});
