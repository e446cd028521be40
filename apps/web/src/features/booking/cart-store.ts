import type { ServiceMenu, StoreSetting } from '@salon/contract';
import { type CartRepairResult, type CustomerGender, GENDERS, isOneOf, repairCart } from '@salon/domain';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useStore } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { serviceMenuQuery } from '#web/features/menu/api/service-menu';
import { nowSeconds } from '#web/lib/clock';
import {
  activeLogin,
  browserStorage,
  memoryStorage,
  readJson,
  readLogin,
  removeKey,
  storageKey,
  writeJson,
} from '#web/lib/storage';
import { checkCartItems } from './api/check-items';
import { emptyCart, isParallel, type ServiceCart, sanitizeCart, wireEvents } from './cart';
import { applyItemCheck, type CartChange, type NameOf } from './cart-check';

/** `salon:cart:<cname>`: the service cart is persisted per store. */
export const cartKey = (cname: string) => storageKey(`cart:${cname}`);

type CartStore = StoreApi<ServiceCart> & {
  persist: { rehydrate: () => Promise<void> | void; hasHydrated: () => boolean };
};

const stores = new Map<string, CartStore>();
const fallback = memoryStorage();

function cartStore(cname: string): CartStore {
  let store = stores.get(cname);
  if (!store) {
    store = createStore<ServiceCart>()(
      persist(() => emptyCart(), {
        name: cartKey(cname),
        version: 1,
        storage: createJSONStorage(() => browserStorage('local') ?? fallback),
        merge: (persisted) => sanitizeCart(persisted),
        migrate: (persisted) => sanitizeCart(persisted),
      }),
    ) as CartStore;
    stores.set(cname, store);
    followOtherTabs(cname, store);
  }
  return store;
}

/**
 * The cart another tab of the store changes (a service added, the booking made and the cart
 * emptied) is read again here: a checkout left open in a second tab shows the emptied cart instead
 * of booking the same services a second time.
 */
function followOtherTabs(cname: string, store: CartStore): void {
  if (typeof window === 'undefined') return;
  window.addEventListener('storage', (event) => {
    if (event.key === cartKey(cname)) void store.persist.rehydrate();
  });
}

/** The store's cart, read with a selector; re-renders only when the selected part changes. */
export function useCart<T>(cname: string, select: (cart: ServiceCart) => T): T {
  return useStore(cartStore(cname), select);
}

export function getCart(cname: string): ServiceCart {
  return cartStore(cname).getState();
}

/**
 * A sign-out on a shared phone: the cart (its services, time and the customer's notes, which may
 * hold health facts) and the booking just made are forgotten, so the next person signing in on
 * this phone finds none of it. The emptied cart is what the store keeps in storage from now on.
 */
export function forgetCart(cname: string): void {
  cartStore(cname).setState(emptyCart(), true);
  removeKey(browserStorage('session'), bookedKey(cname));
}

/** Applies a pure cart change (the reducers of cart.ts). */
export function updateCart(cname: string, change: (cart: ServiceCart) => ServiceCart): void {
  const store = cartStore(cname);
  const next = change(store.getState());
  if (next !== store.getState()) store.setState(next, true);
}

// ---- the booking just made ------------------------------------------------------------------

const bookedKey = (cname: string) => storageKey(`booked:${cname}`);

/** Remembers, for this tab, the booking the cart was just turned into (checkout without a cart goes there). */
export function rememberBooking(cname: string, bookingId: string): void {
  writeJson(browserStorage('session'), bookedKey(cname), bookingId);
}

/** The booking made in this tab from the store's cart, or null. */
export function lastBooking(cname: string): string | null {
  const id = readJson<unknown>(browserStorage('session'), bookedKey(cname));
  return typeof id === 'string' && id ? id : null;
}

// ---- repair on load -------------------------------------------------------------------------

export type RepairNotice = Pick<
  CartRepairResult<ServiceCart>,
  'dropped' | 'dateReset' | 'customerCountReset' | 'optionsCleared'
> & {
  /** Every service removed or changed, by name, to list to the customer. */
  changes: CartChange[];
};

const repaired = new Set<string>();
const notices = createStore<Record<string, RepairNotice | null>>(() => ({}));

/** What the repair on load changed, to tell the customer once (null: nothing). */
export function useRepairNotice(cname: string): RepairNotice | null {
  return useStore(notices, (n) => n[cname] ?? null);
}

export function dismissRepairNotice(cname: string): void {
  notices.setState({ [cname]: null });
}

/** Adds what a check changed to the notice shown (a new notice when none is shown). */
function noteCartChanges(cname: string, changes: CartChange[]): void {
  if (changes.length === 0) return;
  const shown = notices.getState()[cname];
  const notice: RepairNotice = shown
    ? { ...shown, changes: [...shown.changes, ...changes] }
    : { dropped: [], dateReset: false, customerCountReset: false, optionsCleared: false, changes };
  notices.setState({ [cname]: notice });
}

const menuNames =
  (menu: ServiceMenu): NameOf =>
  (productId) =>
    menu.products.find((p) => p.id === productId)?.name ?? null;

function storedGender(cname: string): CustomerGender | undefined {
  const gender = readLogin(cname)?.gender;
  return isOneOf(GENDERS, gender) ? gender : undefined;
}

/**
 * Cart on load: once per page load and store, the persisted cart is repaired
 * against the current menu and store (past date → today, customer count capped, concurrent option
 * cleared, events dropped whose product, designer or sub-item is gone or whose gender limit fails).
 * `menu` must be the whole store's: the cart is one per store, whatever page it is opened on.
 * The cart's own fields (its userId among them) are left as they are.
 */
export function repairOnLoad(
  cname: string,
  store: StoreSetting,
  menu: ServiceMenu,
  now: number = nowSeconds(),
): RepairNotice | null {
  if (repaired.has(cname)) return null;
  repaired.add(cname);
  const result = repairCart(getCart(cname), {
    now,
    timeZone: store.timeZone,
    products: menu.products,
    providerIds: menu.users.map((u) => u.id),
    maxCustomerCount: store.maxCustomerCount,
    enableConcurrentServices: store.enableConcurrentServices,
    minConcurrentServiceUsers: store.minConcurrentServiceUsers,
    customerGender: storedGender(cname),
  });
  updateCart(cname, () => result.cart);
  if (!result.changed || (result.dropped.length === 0 && !result.customerCountReset)) return null;
  const nameOf = menuNames(menu);
  const notice: RepairNotice = {
    dropped: result.dropped,
    dateReset: result.dateReset,
    customerCountReset: result.customerCountReset,
    optionsCleared: result.optionsCleared,
    changes: result.dropped.map((d) => ({
      productId: d.productId,
      name: nameOf(d.productId),
      kind: 'removed',
      reason: d.reason,
    })),
  };
  notices.setState({ [cname]: notice });
  return notice;
}

/**
 * The repair on load against the store's whole service menu (GET /bookings/menu/service without
 * userId). A designer page's menu holds only that designer and what they offer; repairing against
 * it would drop every other designer's services from the store's one cart.
 */
export async function repairStoredCart(
  client: QueryClient,
  cname: string,
  store: StoreSetting,
  now?: number,
): Promise<RepairNotice | null> {
  if (repaired.has(cname)) return null;
  const menu = await client.ensureQueryData(serviceMenuQuery(cname, null));
  return repairOnLoad(cname, store, menu, now);
}

/**
 * The cart as the API sees it for the signed-in customer (POST /bookings/checkItems, with the
 * chosen start while it is ahead): what cannot be booked is removed or changed (applyItemCheck)
 * and listed in the notice. Returns the changes; nothing is asked for an empty cart.
 */
export async function checkCart(
  cname: string,
  store: StoreSetting,
  menu: ServiceMenu,
  now: number = nowSeconds(),
  signal?: AbortSignal,
): Promise<CartChange[]> {
  const cart = getCart(cname);
  if (cart.events.length === 0) return [];
  const startTime = cart.selectedTime !== null && cart.selectedTime > now ? cart.selectedTime : undefined;
  const results = await checkCartItems(
    cname,
    {
      events: wireEvents(cart, store),
      customerCount: cart.customerCount,
      parallel: isParallel(cart, store),
      ...(startTime ? { startTime } : {}),
    },
    signal,
  );
  // The customer may have changed the cart meanwhile: the answer is for the cart that was sent.
  if (getCart(cname) !== cart) return [];
  const { cart: next, changes } = applyItemCheck(cart, results, menuNames(menu));
  updateCart(cname, () => next);
  noteCartChanges(cname, changes);
  return changes;
}

const checkedOnLoad = new Set<string>();

/**
 * Runs the repair on load once the store is known (the store's menu is fetched for it if needed);
 * for a signed-in customer the restored cart is then checked by the API once per page load.
 */
export function useCartRepair(cname: string, store: StoreSetting | undefined) {
  const client = useQueryClient();
  useEffect(() => {
    if (!store) return;
    repairStoredCart(client, cname, store)
      .then(async () => {
        if (checkedOnLoad.has(cname) || !activeLogin(cname)) return;
        checkedOnLoad.add(cname);
        await checkCart(cname, store, await client.ensureQueryData(serviceMenuQuery(cname, null)));
      })
      .catch(() => {
        // The menu or the check did not load: the cart stays as stored; checkout checks it again.
      });
  }, [client, cname, store]);
}
