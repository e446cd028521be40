import { describe, expect, it } from 'vitest';
import { type CartRepairContext, eventDropReason, repairCart, repairCustomerCount } from './cart-repair';
import { at, makeProduct, TAIPEI } from './test-support';

const NOW = at('2025-03-03T15:00');
const ctx: CartRepairContext = {
  now: NOW,
  timeZone: TAIPEI,
  products: [
    makeProduct('cut'),
    makeProduct('lady', { customerLimited: 'Female' }),
    makeProduct('color', { isShowSubItem: true, subItems: [{ id: 'long', name: '長髮', price: 1, duration: 30 }] }),
    makeProduct('only-a', {
      isAssigned: true,
      providers: [{ userId: 'a', useDefault: true, price: 0, duration: 0, isProvided: true }],
    }),
  ],
  providerIds: ['a', 'b'],
  maxCustomerCount: 3,
  enableConcurrentServices: true,
  minConcurrentServiceUsers: 2,
  customerGender: 'Male',
};
const cart = (extra: object = {}) => ({
  events: [
    { productId: 'cut', userId: 'a', subItemId: null },
    { productId: 'cut', userId: 'b', subItemId: null },
  ],
  customerCount: 2,
  selectedDate: at('2025-03-03T00:00'),
  selectedTime: '10:00',
  selectedOptions: ['multiple'],
  customerNotes: 'keep me',
  ...extra,
});

describe('repairCart', () => {
  it('leaves a valid cart untouched', () => {
    const input = cart();
    const result = repairCart(input, ctx);
    expect(result.changed).toBe(false);
    expect(result.cart).toBe(input);
  });

  it('moves a past selectedDate to today and clears the selected time', () => {
    const { cart: out, dateReset } = repairCart(cart({ selectedDate: at('2025-03-01T00:00') }), ctx);
    expect(dateReset).toBe(true);
    expect(out.selectedDate).toBe(at('2025-03-03T00:00'));
    expect(out.selectedTime).toBeNull();
    expect(out.customerNotes).toBe('keep me');
  });

  it('caps customerCount by the maximum', () =>
    expect(repairCart(cart({ customerCount: 9 }), ctx).cart.customerCount).toBe(3));

  it('resets an invalid customerCount to 1', () => {
    expect(repairCustomerCount(0, 3)).toBe(1);
    expect(repairCustomerCount(1.5, 3)).toBe(1);
    expect(repairCustomerCount('2', 3)).toBe(1);
    expect(repairCustomerCount(Number.NaN, 3)).toBe(1);
  });

  it('clears the concurrent option when the count is below the minimum', () => {
    const result = repairCart(cart({ customerCount: 1 }), ctx);
    expect(result.optionsCleared).toBe(true);
    expect(result.cart.selectedOptions).toEqual([]);
  });

  it('clears the concurrent option when the store does not enable it', () =>
    expect(repairCart(cart(), { ...ctx, enableConcurrentServices: false }).cart.selectedOptions).toEqual([]));

  it('clears the concurrent option on a one-service cart', () => {
    const result = repairCart(cart({ events: [{ productId: 'cut', userId: 'a', subItemId: null }] }), ctx);
    expect(result.optionsCleared).toBe(true);
    expect(result.changed).toBe(true);
    expect(result.cart.selectedOptions).toEqual([]);
  });

  it('clears the concurrent option when dropped events leave one service', () => {
    const result = repairCart(
      cart({
        events: [
          { productId: 'cut', userId: 'a' },
          { productId: 'gone', userId: null },
        ],
      }),
      ctx,
    );
    expect(result.dropped.map((d) => d.reason)).toEqual(['PRODUCT_NOT_EXISTS']);
    expect(result.optionsCleared).toBe(true);
    expect(result.cart.selectedOptions).toEqual([]);
  });

  it('keeps other options when it clears the concurrent one', () => {
    const result = repairCart(cart({ customerCount: 1, selectedOptions: ['other', 'multiple'] }), ctx);
    expect(result.cart.selectedOptions).toEqual(['other']);
  });

  it('drops events whose product, provider, sub-item or gender limit fails, and says why', () => {
    const events = [
      { productId: 'cut', userId: null },
      { productId: 'gone', userId: null },
      { productId: 'cut', userId: 'zed' },
      { productId: 'only-a', userId: 'b' },
      { productId: 'color', userId: null, subItemId: 'short' },
      { productId: 'lady', userId: null },
      { productId: 'color', userId: 'a', subItemId: 'long' },
    ];
    const result = repairCart(cart({ events }), ctx);
    expect(result.cart.events.map((e) => e.productId)).toEqual(['cut', 'color']);
    expect(result.dropped.map((d) => [d.index, d.reason])).toEqual([
      [1, 'PRODUCT_NOT_EXISTS'],
      [2, 'PRODUCT_PROVIDER_NOT_EXISTS'],
      [3, 'PRODUCT_PROVIDER_NOT_EXISTS'],
      [4, 'SUB_ITEM_NOT_EXISTS'],
      [5, 'GENDER_NOT_MATCH'],
    ]);
  });

  it('drops an event without the sub-item its product asks for', () =>
    expect(eventDropReason({ productId: 'color', userId: null }, ctx)).toBe('SUB_ITEM_NOT_EXISTS'));
});
