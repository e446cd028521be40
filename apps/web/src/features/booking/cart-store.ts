import type { ServiceMenu, StoreSetting } from '@salon/contract';
import { type CartRepairResult, type CustomerGender, repairCart } from '@salon/domain';
import { useEffect } from 'react';
import { useStore } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { browserStorage, loginKey, memoryStorage, readJson, type StoredLogin, storageKey } from '../../lib/storage';
import { emptyCart, type ServiceCart, sanitizeCart } from './cart';

/** `salon:cart:<cname>` (spec section 3: the service cart is persisted per store). */
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
  }
  return store;
}

/** The store's cart, read with a selector; re-renders only when the selected part changes. */
export function useCart<T>(cname: string, select: (cart: ServiceCart) => T): T {
  return useStore(cartStore(cname), select);
}

export function getCart(cname: string): ServiceCart {
  return cartStore(cname).getState();
}

/** Applies a pure cart change (the reducers of cart.ts). */
export function updateCart(cname: string, change: (cart: ServiceCart) => ServiceCart): void {
  const store = cartStore(cname);
  const next = change(store.getState());
  if (next !== store.getState()) store.setState(next, true);
}

// ---- repair on load -------------------------------------------------------------------------

export type RepairNotice = Pick<
  CartRepairResult<ServiceCart>,
  'dropped' | 'dateReset' | 'customerCountReset' | 'optionsCleared'
>;

const repaired = new Set<string>();
const notices = createStore<Record<string, RepairNotice | null>>(() => ({}));

/** What the repair on load changed, to tell the customer once (null: nothing). */
export function useRepairNotice(cname: string): RepairNotice | null {
  return useStore(notices, (n) => n[cname] ?? null);
}

export function dismissRepairNotice(cname: string): void {
  notices.setState({ [cname]: null });
}

function storedGender(cname: string): CustomerGender | undefined {
  const gender = readJson<Partial<StoredLogin>>(browserStorage('local'), loginKey(cname))?.gender;
  return gender === 'Male' || gender === 'Female' || gender === 'Other' ? gender : undefined;
}

/**
 * Spec section 4, cart on load: once per page load and store, the persisted cart is repaired
 * against the current menu and store (past date → today, customer count capped, concurrent option
 * cleared, events dropped whose product, designer or sub-item is gone or whose gender limit fails).
 */
export function repairOnLoad(
  cname: string,
  pageUserId: string | null,
  store: StoreSetting,
  menu: ServiceMenu,
  now: number = Math.floor(Date.now() / 1000),
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
  const cart = result.cart.userId === pageUserId ? result.cart : { ...result.cart, userId: pageUserId };
  updateCart(cname, () => cart);
  if (!result.changed || (result.dropped.length === 0 && !result.customerCountReset)) return null;
  const notice: RepairNotice = {
    dropped: result.dropped,
    dateReset: result.dateReset,
    customerCountReset: result.customerCountReset,
    optionsCleared: result.optionsCleared,
  };
  notices.setState({ [cname]: notice });
  return notice;
}

/** Runs the repair on load as soon as the store and the menu are known. */
export function useCartRepair(
  cname: string,
  pageUserId: string | null,
  store: StoreSetting | undefined,
  menu: ServiceMenu | undefined,
) {
  useEffect(() => {
    if (store && menu) repairOnLoad(cname, pageUserId, store, menu);
  }, [cname, pageUserId, store, menu]);
}
