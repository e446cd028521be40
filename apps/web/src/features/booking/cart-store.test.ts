import type { ServiceMenu, StoreSetting } from '@salon/contract';
import { repairCart } from '@salon/domain';
import { QueryClient } from '@tanstack/react-query';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { serviceMenuQuery } from '#web/features/menu/api/service-menu';
import { addEvent, emptyCart, setConcurrent, setCustomerCount } from './cart';
import { cartKey, forgetCart, getCart, repairOnLoad, repairStoredCart, updateCart } from './cart-store';
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
const repairContext = {
  now,
  timeZone: zone,
  products: menu.products,
  providerIds: menu.users.map((u) => u.id),
  maxCustomerCount: 2,
  enableConcurrentServices: true,
  minConcurrentServiceUsers: 2,
};

describe('cart store', () => {
  it('keeps one cart per store under salon:cart:<cname>', () => {
    expect(cartKey('demo')).toBe('salon:cart:demo');
    updateCart('a', (c) => ({ ...c, customerNotes: 'A' }));
    expect(getCart('a').customerNotes).toBe('A');
    expect(getCart('b').customerNotes).toBe('');
  });

  it('forgets the cart and its notes on a sign-out (a shared phone; in the browser: auth.e2e.ts)', () => {
    updateCart('shared', (c) =>
      addEvent(
        { ...c, customerNotes: '懷孕中，對染劑過敏' },
        { productId: 'cut-wash', userId: 'mia', userName: 'mia', subItemId: null, subItemName: null },
        'e1',
      ),
    );
    expect(getCart('shared').customerNotes).toBe('懷孕中，對染劑過敏');
    forgetCart('shared');
    expect(getCart('shared')).toMatchObject({ customerNotes: '', events: [] });
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
    const notice = repairOnLoad('r', store, menu, now);
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
    expect(repairOnLoad('r', store, menu, now)).toBeNull();
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
    repairOnLoad('o', { ...store, enableConcurrentServices: false }, menu, now);
    expect(getCart('o').selectedOptions).toEqual([]);
  });

  it("on a designer page the cart is repaired against the store's whole menu: other designers' services stay", async () => {
    // What GET /bookings/menu/service?userId=amber answers: Amber alone and what she offers.
    const amberPage: ServiceMenu = { ...menu, users: menu.users.filter((u) => u.id === 'amber') };
    const client = new QueryClient();
    client.setQueryData(serviceMenuQuery('d', 'amber').queryKey, amberPage);
    client.setQueryData(serviceMenuQuery('d', null).queryKey, menu);
    updateCart('d', () => ({
      ...addEvent(
        emptyCart(),
        { productId: 'cut-wash', userId: 'mia', userName: 'Mia', subItemId: null, subItemName: null },
        'mia-cut',
      ),
      userId: null,
    }));

    // The same check against Amber's page menu would drop Mia's service: that is what must not happen.
    expect(repairCart(getCart('d'), { ...repairContext, providerIds: ['amber'] }).dropped).toHaveLength(1);

    expect(await repairStoredCart(client, 'd', store, now)).toBeNull();
    const cart = getCart('d');
    expect(cart.events.map((e) => [e.id, e.userId])).toEqual([['mia-cut', 'mia']]);
    // The page's designer is not written into the store's cart.
    expect(cart.userId).toBeNull();
  });

  it('leaves the cart userId as it was stored', () => {
    updateCart('p', (c) => ({ ...c, userId: 'kevin' }));
    repairOnLoad('p', store, menu, now);
    expect(getCart('p').userId).toBe('kevin');
  });
});
