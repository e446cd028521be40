import { describe, expect, it } from 'vitest';
import { addEvent, emptyCart, type ServiceCart, selectTime } from './cart';
import { applyItemCheck } from './cart-check';

const names: Record<string, string> = { 'cut-men': '男士理容', 'cut-wash': '洗剪吹', 'care-treatment': '結構式護髮' };
const nameOf = (id: string) => names[id] ?? null;

function cartOf(...events: [id: string, productId: string, userId: string | null][]): ServiceCart {
  const cart = events.reduce(
    (c, [id, productId, userId]) =>
      addEvent(c, { productId, userId, userName: userId, subItemId: null, subItemName: null }, id),
    emptyCart(),
  );
  return selectTime(cart, 1_800_000_000);
}

describe('applying the answer of POST /bookings/checkItems to the cart', () => {
  it('keeps a cart whose every service passed, start included', () => {
    const cart = cartOf(['a', 'cut-wash', 'mia']);
    const result = applyItemCheck(cart, [{ eventIndex: 0, productId: 'cut-wash', status: 'SUCCESS' }], nameOf);
    expect(result.cart).toBe(cart);
    expect(result.changes).toEqual([]);
  });

  it('removes a service limited to another gender and one that is gone, naming each, and clears the start', () => {
    const cart = cartOf(['a', 'cut-men', null], ['b', 'cut-wash', 'mia'], ['c', 'gone', null]);
    const { cart: next, changes } = applyItemCheck(
      cart,
      [
        { eventIndex: 0, productId: 'cut-men', status: 'GENDER_NOT_MATCH' },
        { eventIndex: 1, productId: 'cut-wash', status: 'SUCCESS' },
        { eventIndex: 2, productId: 'gone', status: 'PRODUCT_NOT_EXISTS' },
      ],
      nameOf,
    );
    expect(next.events.map((e) => e.id)).toEqual(['b']);
    expect(next.selectedTime).toBeNull();
    expect(changes).toEqual([
      { productId: 'cut-men', name: '男士理容', kind: 'removed', reason: 'GENDER_NOT_MATCH' },
      { productId: 'gone', name: null, kind: 'removed', reason: 'PRODUCT_NOT_EXISTS' },
    ]);
  });

  it('sends a service back to no preference when its designer no longer offers it; removes it when nobody does', () => {
    const cart = cartOf(['a', 'cut-wash', 'yuna'], ['b', 'care-treatment', null]);
    const { cart: next, changes } = applyItemCheck(
      cart,
      [
        { eventIndex: 0, productId: 'cut-wash', status: 'PRODUCT_PROVIDER_NOT_EXISTS' },
        { eventIndex: 1, productId: 'care-treatment', status: 'PRODUCT_PROVIDER_NOT_EXISTS' },
      ],
      nameOf,
    );
    expect(next.events.map((e) => [e.id, e.userId, e.realUserId])).toEqual([['a', null, null]]);
    expect(changes.map((c) => [c.name, c.kind])).toEqual([
      ['洗剪吹', 'designerCleared'],
      ['結構式護髮', 'removed'],
    ]);
  });

  it('clears a start nobody is free at any more and keeps the services', () => {
    const cart = cartOf(['a', 'cut-wash', 'kevin'], ['b', 'care-treatment', 'kevin']);
    const { cart: next, changes } = applyItemCheck(
      cart,
      [
        { eventIndex: 0, productId: 'cut-wash', status: 'NO_PROVIDERS' },
        { eventIndex: 1, productId: 'care-treatment', status: 'NO_PROVIDERS' },
      ],
      nameOf,
    );
    expect(next.events).toHaveLength(2);
    expect(next.selectedTime).toBeNull();
    expect(changes).toEqual([{ productId: 'cut-wash', name: '洗剪吹', kind: 'timeCleared', reason: 'NO_PROVIDERS' }]);
  });

  it('ignores results that do not match the cart (it changed while the check ran)', () => {
    const cart = cartOf(['a', 'cut-wash', null]);
    const result = applyItemCheck(
      cart,
      [
        { eventIndex: 0, productId: 'cut-men', status: 'GENDER_NOT_MATCH' },
        { eventIndex: 3, productId: 'cut-wash', status: 'PRODUCT_NOT_EXISTS' },
      ],
      nameOf,
    );
    expect(result.cart).toBe(cart);
    expect(result.changes).toEqual([]);
  });
});
