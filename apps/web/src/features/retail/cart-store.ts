import type { RetailMenu } from '@salon/contract';
import type { RetailItemCheck } from '@salon/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useStore } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { retailMenuQuery } from '#web/features/menu/api/retail-menu';
import { activeLogin, browserStorage, memoryStorage, storageKey } from '#web/lib/storage';
import { checkRetailCart } from './api/check-retail-cart';
import {
  applyStockChecks,
  emptyRetailCart,
  type RetailCart,
  type RetailCartChange,
  repairAgainstMenu,
  sanitizeRetailCart,
} from './cart';

/** `salon:retailCart:<cname>`: the retail cart is persisted per store, apart from the service cart. */
export const retailCartKey = (cname: string) => storageKey(`retailCart:${cname}`);

type CartStore = StoreApi<RetailCart> & { persist: { rehydrate: () => Promise<void> | void } };

const stores = new Map<string, CartStore>();
const fallback = memoryStorage();

function cartStore(cname: string): CartStore {
  let store = stores.get(cname);
  if (!store) {
    store = createStore<RetailCart>()(
      persist(() => emptyRetailCart(), {
        name: retailCartKey(cname),
        version: 1,
        storage: createJSONStorage(() => browserStorage('local') ?? fallback),
        merge: (persisted) => sanitizeRetailCart(persisted),
        migrate: (persisted) => sanitizeRetailCart(persisted),
      }),
    ) as CartStore;
    stores.set(cname, store);
  }
  return store;
}

export function useRetailCart<T>(cname: string, select: (cart: RetailCart) => T): T {
  return useStore(cartStore(cname), select);
}

export const getRetailCart = (cname: string): RetailCart => cartStore(cname).getState();

/** A sign-out on a shared phone: the next person signing in finds no items of the last one. */
export function forgetRetailCart(cname: string): void {
  cartStore(cname).setState(emptyRetailCart(), true);
}

/** Applies a pure cart change (the rules of cart.ts). */
export function updateRetailCart(cname: string, change: (cart: RetailCart) => RetailCart): void {
  const store = cartStore(cname);
  const next = change(store.getState());
  if (next !== store.getState()) store.setState(next, true);
}

// ---- what a check changed, told once -------------------------------------------------------

export interface RetailNoticeLine {
  change: RetailCartChange;
  /** The product's name as the cart knew it (a product gone from the menu is still named). */
  name: string;
}

const notices = createStore<Record<string, RetailNoticeLine[]>>(() => ({}));

export function useRetailNotice(cname: string): RetailNoticeLine[] {
  return useStore(notices, (n) => n[cname] ?? NONE);
}
const NONE: RetailNoticeLine[] = [];

export function dismissRetailNotice(cname: string): void {
  notices.setState({ [cname]: [] });
}

function tell(cname: string, lines: RetailNoticeLine[]): void {
  if (lines.length === 0) return;
  notices.setState({ [cname]: [...(notices.getState()[cname] ?? []), ...lines] });
}

function named(before: RetailCart, changes: RetailCartChange[]): RetailNoticeLine[] {
  return changes.map((change) => ({
    change,
    name: before.items.find((l) => l.productId === change.productId)?.name ?? change.productId,
  }));
}

/** Applies per-item results (a refused order) to the cart and tells the customer what changed. */
export function applyChecks(cname: string, checks: readonly RetailItemCheck[]): RetailCartChange[] {
  const before = getRetailCart(cname);
  const { cart, changes } = applyStockChecks(before, checks);
  updateRetailCart(cname, () => cart);
  tell(cname, named(before, changes));
  return changes;
}

const repaired = new Set<string>();

/**
 * The restored cart, once per page load and store: gone products out, quantities down to the stock.
 * A signed-in customer's cart is checked by the API (POST /bookings/checkItems); otherwise, or when
 * that call fails, against the retail menu just read.
 */
export async function repairOnLoad(cname: string, menu: RetailMenu, signedIn: boolean): Promise<RetailCartChange[]> {
  if (repaired.has(cname)) return [];
  repaired.add(cname);
  const before = getRetailCart(cname);
  if (before.items.length === 0) return [];
  const checks = signedIn ? await checkRetailCart(cname, before).catch(() => null) : null;
  const current = getRetailCart(cname);
  const { cart, changes } = checks
    ? applyStockChecks(current, checks, menu.products)
    : repairAgainstMenu(current, menu.products);
  updateRetailCart(cname, () => cart);
  tell(cname, named(current, changes));
  return changes;
}

/** Checks the restored cart once the retail menu is in (every retail page runs it; only the first does anything). */
export function useRetailCartRepair(cname: string): void {
  const menu = useQuery(retailMenuQuery(cname, null));
  // Read when the effect runs, not from useLoginToken: a server-rendered page is hydrated as signed
  // out (the server cannot see the login), and this runs once per page load.
  useEffect(() => {
    if (menu.data) void repairOnLoad(cname, menu.data, activeLogin(cname) !== null);
  }, [cname, menu.data]);
}
