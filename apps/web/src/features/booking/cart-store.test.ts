import type { ServiceMenu, StoreSetting } from '@salon/contract';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { addEvent, emptyCart, setConcurrent, setCustomerCount } from './cart';
import { cartKey, getCart, repairOnLoad, updateCart } from './cart-store';
import { color, cutWash, rules, treatment } from './test-fixtures';

const zone = 'Asia/Taipei';
const now = DateTime.fromISO('2026-11-22T10:00', { zone }).toSeconds();
const menu: ServiceMenu = {
  products: [cutWash, treatment, color],
  categories: [],
  users: ['amber', 'kevin', 'mia', 'leo'].map((id) => ({ id, name: id, avatar: null, title: null, description: null })),
};
const store = {
  ...rules({ maxCustomerCount: 2, minConcurrentServiceUsers: 2 }),
  timeZone: zone,
} as StoreSetting;

describe('cart store', () => {
  it('keeps one cart per store under salon:cart:<cname>', () => {
    expect(cartKey('demo')).toBe('salon:cart:demo');
    updateCart('a', (c) => ({ ...c, customerNotes: 'A' }));
    expect(getCart('a').customerNotes).toBe('A');
    expect(getCart('b').customerNotes).toBe('');
  });

  it('repairs the stored cart once per page load against the current menu and store', () => {
    const yesterday = DateTime.fromISO('2026-11-21', { zone }).toSeconds();
    updateCart('r', () => {
      let c = addEvent(
        emptyCart(),
        { productId: 'cut-wash', userId: 'mia', userName: 'mia', subItemId: null, subItemName: null },
        'e1',
      );
      c = addEvent(c, { productId: 'gone', userId: null, userName: null, subItemId: null, subItemName: null }, 'e2');
      c = addEvent(
        c,
        { productId: 'care-treatment', userId: 'yuna', userName: 'yuna', subItemId: null, subItemName: null },
        'e3',
      );
      c = setConcurrent(setCustomerCount(c, 2, rules()), true, rules());
      return { ...c, customerCount: 5, selectedDate: yesterday, selectedTime: yesterday + 3600 };
    });
    const notice = repairOnLoad('r', null, store, menu, now);
    const cart = getCart('r');
    // A gone product and a designer who left (yuna is not in the menu) are dropped.
    expect(cart.events.map((e) => e.id)).toEqual(['e1']);
    expect(notice?.dropped.map((d) => [d.productId, d.reason])).toEqual([
      ['gone', 'PRODUCT_NOT_EXISTS'],
      ['care-treatment', 'PRODUCT_PROVIDER_NOT_EXISTS'],
    ]);
    // A past day becomes today, its time is cleared; the count is capped at the store maximum.
    expect(cart.selectedDate).toBe(DateTime.fromISO('2026-11-22', { zone }).toSeconds());
    expect(cart.selectedTime).toBeNull();
    expect(cart.customerCount).toBe(2);
    // Once per page load: a second call changes nothing.
    updateCart('r', (c) => ({ ...c, customerCount: 9 }));
    expect(repairOnLoad('r', null, store, menu, now)).toBeNull();
    expect(getCart('r').customerCount).toBe(9);
  });

  it('clears the concurrent option when the store no longer allows it', () => {
    updateCart('o', () => {
      const c = addEvent(
        emptyCart(),
        { productId: 'cut-wash', userId: null, userName: null, subItemId: null, subItemName: null },
        'e1',
      );
      return { ...c, selectedOptions: ['multiple'] };
    });
    repairOnLoad('o', null, { ...store, enableConcurrentServices: false }, menu, now);
    expect(getCart('o').selectedOptions).toEqual([]);
  });

  it('records the designer page the cart belongs to', () => {
    repairOnLoad('p', 'amber', store, menu, now);
    expect(getCart('p').userId).toBe('amber');
  });
});
