import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { invoiceAdjustment } from './adjustment';

const base = { issued: 1500, allowed: 0, kept: 1500, inPeriod: true, orderEnded: false };

describe('what a refund does to an issued invoice', () => {
  it('nothing while the invoice says no more than the sale keeps', () => {
    expect(invoiceAdjustment(base)).toEqual({ kind: 'none' });
    expect(invoiceAdjustment({ ...base, allowed: 500, kept: 1000 })).toEqual({ kind: 'none' });
  });

  it('a cancellation in the period voids it and issues again for the fee kept', () => {
    expect(invoiceAdjustment({ ...base, kept: 750, orderEnded: true })).toEqual({ kind: 'void', reissue: 750 });
    expect(invoiceAdjustment({ ...base, kept: 0, orderEnded: true })).toEqual({ kind: 'void', reissue: 0 });
  });

  it('a full refund in the period voids it, even when the order goes on', () => {
    expect(invoiceAdjustment({ ...base, kept: 0 })).toEqual({ kind: 'void', reissue: 0 });
  });

  it('a partial refund of an order that goes on is an allowance of the refunded part', () => {
    expect(invoiceAdjustment({ ...base, kept: 1200 })).toEqual({ kind: 'allowance', amount: 300 });
  });

  it('after the period every refund is an allowance, a cancellation too', () => {
    expect(invoiceAdjustment({ ...base, kept: 0, inPeriod: false, orderEnded: true })).toEqual({
      kind: 'allowance',
      amount: 1500,
    });
  });

  it('an invoice with an allowance is never voided: the next refund is another allowance', () => {
    expect(invoiceAdjustment({ ...base, allowed: 300, kept: 0, orderEnded: true })).toEqual({
      kind: 'allowance',
      amount: 1200,
    });
  });

  it('what stands after the adjustment is what the sale keeps, never below zero', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000 }),
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 0, max: 100 }),
        fc.boolean(),
        fc.boolean(),
        (issued, allowedPct, keptPct, inPeriod, orderEnded) => {
          const allowed = Math.floor((issued * allowedPct) / 100);
          const kept = Math.floor(((issued - allowed) * keptPct) / 100);
          const a = invoiceAdjustment({ issued, allowed, kept, inPeriod, orderEnded });
          const stands =
            a.kind === 'void' ? a.reissue : a.kind === 'allowance' ? issued - allowed - a.amount : issued - allowed;
          expect(stands).toBe(kept);
          if (a.kind === 'allowance') expect(a.amount).toBeGreaterThan(0);
        },
      ),
    );
  });
});
