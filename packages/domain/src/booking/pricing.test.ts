import { describe, expect, it } from 'vitest';
import { BOOKING_AMOUNT_CAP } from '../format/constants';
import { assignProviders } from './assignment';
import { cartPriceRange, cartTotal, depositFor, eventDuration, eventPrice, exceedsAmountCap } from './pricing';
import { at, makeProduct, makeProvider, makeRequest } from './test-support';

const entry = (
  userId: string,
  price: number,
  extra: { useDefault?: boolean; isProvided?: boolean; duration?: number } = {},
) => ({
  userId,
  price,
  duration: extra.duration ?? 60,
  useDefault: extra.useDefault ?? false,
  isProvided: extra.isProvided ?? true,
});

describe('eventPrice', () => {
  const product = makeProduct('cut', {
    price: 1000,
    providers: [entry('a', 1200), entry('b', 1500, { useDefault: true })],
  });

  it("uses the provider's override price", () => expect(eventPrice(product, 'a')).toEqual({ min: 1200, max: 1200 }));
  it('uses the product price when the provider has useDefault', () =>
    expect(eventPrice(product, 'b')).toEqual({ min: 1000, max: 1000 }));
  it('uses the product price for a provider without an entry', () =>
    expect(eventPrice(product, 'c')).toEqual({ min: 1000, max: 1000 }));

  it('gives the range over eligible providers for no preference', () => {
    expect(eventPrice(product, null, null, ['a', 'b'])).toEqual({ min: 1000, max: 1200 });
    expect(eventPrice(product, null, null, ['a'])).toEqual({ min: 1200, max: 1200 });
  });

  it('without a provider list, includes unlisted providers at the product price unless isAssigned', () => {
    expect(eventPrice(product, null)).toEqual({ min: 1000, max: 1200 });
    const assigned = makeProduct('x', {
      isAssigned: true,
      providers: [entry('a', 1200), entry('b', 2000, { isProvided: false })],
    });
    expect(eventPrice(assigned, null)).toEqual({ min: 1200, max: 1200 });
  });

  it('uses the sub-item, and the subItemProviders entry of an overriding provider', () => {
    const withSubs = makeProduct('color', {
      providers: [entry('a', 0), entry('b', 0, { useDefault: true })],
      subItems: [{ id: 's', name: '短髮', price: 1800, duration: 90 }],
      subItemProviders: [
        { userId: 'a', subItemId: 's', price: 2200, duration: 80 },
        { userId: 'b', subItemId: 's', price: 9999, duration: 10 },
      ],
    });
    expect(eventPrice(withSubs, 'a', 's')).toEqual({ min: 2200, max: 2200 });
    expect(eventPrice(withSubs, 'b', 's')).toEqual({ min: 1800, max: 1800 });
    expect(eventDuration(withSubs, null, 's', ['a', 'b'])).toEqual({ min: 80, max: 90 });
  });
});

describe('totals', () => {
  it('sums assigned prices over all customers', () => {
    const req = makeRequest({
      providers: [makeProvider('a'), makeProvider('b')],
      products: [makeProduct('cut', { price: 800 }), makeProduct('wash', { price: 300, duration: 30 })],
      events: [
        { productId: 'cut', userId: null },
        { productId: 'wash', userId: null },
      ],
      customerCount: 2,
    });
    expect(cartTotal(assignProviders(req, at('2025-03-03T10:00')) ?? [])).toBe(2200);
  });

  it('gives the cart price range for several customers, each served by a designer of their own', () => {
    const products = [makeProduct('cut', { price: 800, providers: [entry('a', 1000)] })];
    // Two customers side by side take both designers: $800 + $1,000 whichever way, never $800 twice.
    expect(cartPriceRange(products, [{ productId: 'cut', userId: null }], 2, ['a', 'b'])).toEqual({
      min: 1800,
      max: 1800,
    });
    expect(cartPriceRange(products, [{ productId: 'cut', userId: null }], 2, ['a', 'b', 'c'])).toEqual({
      min: 1600,
      max: 1800,
    });
    // The demo's 漂髮＋設計色 for two: only two designers give it ($5,500 and $4,800), so $10,300, over the cap.
    const bleach = makeProduct('bleach', {
      price: 4800,
      isAssigned: true,
      providers: [entry('amber', 5500), entry('mia', 4800)],
    });
    const two = cartPriceRange([bleach], [{ productId: 'bleach', userId: null }], 2, ['amber', 'kevin', 'mia']);
    expect(two).toEqual({ min: 10_300, max: 10_300 });
    expect(exceedsAmountCap(two.min)).toBe(true);
    // A chosen designer is that designer's price for each customer.
    expect(cartPriceRange(products, [{ productId: 'cut', userId: 'a' }], 2, ['a', 'b'])).toEqual({
      min: 2000,
      max: 2000,
    });
  });

  it('rejects totals over 10,000 but not 10,000 itself', () => {
    expect(BOOKING_AMOUNT_CAP).toBe(10_000);
    expect(exceedsAmountCap(10_000)).toBe(false);
    expect(exceedsAmountCap(10_001)).toBe(true);
  });
});

describe('depositFor', () => {
  const deposit = { required: true, depositValue: 500 };

  it('asks no deposit under depositRule Allowed', () =>
    expect(depositFor({ total: 2000, deposit, depositRule: 'Allowed', depositScope: 'Partial' })).toMatchObject({
      required: false,
      amount: 0,
    }));

  it('requires the deposit under Restricted even when the store does not', () =>
    expect(
      depositFor({
        total: 2000,
        deposit: { required: false, depositValue: 500 },
        depositRule: 'Restricted',
        depositScope: 'Partial',
      }),
    ).toEqual({ required: true, amount: 500, scope: 'Partial', label: '訂金' }));

  it("follows the store's deposit.required under None", () => {
    expect(depositFor({ total: 2000, deposit, depositRule: 'None', depositScope: 'Partial' }).amount).toBe(500);
    expect(
      depositFor({
        total: 2000,
        deposit: { ...deposit, required: false },
        depositRule: 'None',
        depositScope: 'Partial',
      }).required,
    ).toBe(false);
  });

  it('prepays the whole total with scope All', () =>
    expect(depositFor({ total: 2000, deposit, depositRule: 'Restricted', depositScope: 'All' })).toEqual({
      required: true,
      amount: 2000,
      scope: 'All',
      label: '全額',
    }));

  it('never asks more than the total', () =>
    expect(depositFor({ total: 300, deposit, depositRule: 'Restricted', depositScope: 'Partial' }).amount).toBe(300));
});
