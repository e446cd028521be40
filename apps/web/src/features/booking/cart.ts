import type { CartEventInput, StoreSetting } from '@salon/contract';
import {
  CONCURRENT_OPTION,
  concurrentAllowed,
  designerChoice,
  repairCustomerCount,
  requestedDesignerId,
} from '@salon/domain';

/** One service of the cart (field names fixed by the product: docs/product.md, The service cart). */
export interface ServiceCartEvent {
  id: string;
  productId: string;
  /** The designer asked for; null is 不指定 (no preference). */
  userId: string | null;
  userName: string | null;
  /** The designer who will serve, once the checkout summary has assigned one. */
  realUserId: string | null;
  realUserName: string | null;
  subItemId: string | null;
  subItemName: string | null;
}

/** The service cart, persisted per store under `salon:cart:<cname>`. */
export interface ServiceCart {
  events: ServiceCartEvent[];
  customerCount: number;
  /** Unix seconds of the chosen day's local midnight (store zone). */
  selectedDate: number | null;
  /** Unix seconds of the chosen start. */
  selectedTime: number | null;
  /** May contain 'multiple' (concurrent services). */
  selectedOptions: string[];
  /** The customer changed the options by hand. */
  hadChangedOptions: boolean;
  voucherIds: string[];
  /** The designer page the cart was filled on (/:cname/:userId), or null. */
  userId: string | null;
  customerNotes: string;
  customerValueCardId: string | null;
  customerVoucherId: string | null;
  voucherDiscountCondition: string;
  voucherDiscountEventId: string | null;
  isAgree: boolean;
}

export const emptyCart = (): ServiceCart => ({
  events: [],
  customerCount: 1,
  selectedDate: null,
  selectedTime: null,
  selectedOptions: [],
  hadChangedOptions: false,
  voucherIds: [],
  userId: null,
  customerNotes: '',
  customerValueCardId: null,
  customerVoucherId: null,
  voucherDiscountCondition: 'EveryOne',
  voucherDiscountEventId: null,
  isAgree: false,
});

/** What the concurrency rules need of the store. */
export type CartStoreRules = Pick<
  StoreSetting,
  'enableConcurrentServices' | 'minConcurrentServiceUsers' | 'maxCustomerCount' | 'unassignedMode'
>;

export interface NewEvent {
  productId: string;
  userId: string | null;
  userName: string | null;
  subItemId: string | null;
  subItemName: string | null;
}

/** Anything that changes the services, the people or the options makes the chosen start stale. */
const withoutTime = (cart: ServiceCart): ServiceCart => ({ ...cart, selectedTime: null });

export function addEvent(cart: ServiceCart, event: NewEvent, id: string): ServiceCart {
  return withoutTime({
    ...cart,
    events: [...cart.events, { id, ...event, realUserId: null, realUserName: null }],
  });
}

export function removeEvent(cart: ServiceCart, id: string): ServiceCart {
  if (!cart.events.some((e) => e.id === id)) return cart;
  return withoutTime({ ...cart, events: cart.events.filter((e) => e.id !== id) });
}

function updateEvent(cart: ServiceCart, id: string, patch: Partial<ServiceCartEvent>): ServiceCart {
  const target = cart.events.find((e) => e.id === id);
  if (!target) return cart;
  const unchanged = (Object.keys(patch) as (keyof ServiceCartEvent)[]).every((k) => target[k] === patch[k]);
  if (unchanged) return cart;
  return withoutTime({ ...cart, events: cart.events.map((e) => (e.id === id ? { ...e, ...patch } : e)) });
}

/** Chooses the designer of one service (null = 不指定); the assigned one is forgotten. */
export function setEventDesigner(
  cart: ServiceCart,
  id: string,
  userId: string | null,
  userName: string | null,
): ServiceCart {
  return updateEvent(cart, id, { userId, userName: userId ? userName : null, realUserId: null, realUserName: null });
}

export function setEventSubItem(
  cart: ServiceCart,
  id: string,
  subItemId: string | null,
  subItemName: string | null,
): ServiceCart {
  return updateEvent(cart, id, { subItemId, subItemName });
}

export interface Assignment {
  /** Cart position of the event. */
  eventIndex: number;
  realUserId: string;
  realUserName: string;
}

/** Records who the checkout summary assigned (first customer's events); the chosen time stays. */
export function assignDesigners(cart: ServiceCart, assignments: readonly Assignment[]): ServiceCart {
  let changed = false;
  const events = cart.events.map((e, i) => {
    const a = assignments.find((x) => x.eventIndex === i);
    if (!a || (e.realUserId === a.realUserId && e.realUserName === a.realUserName)) return e;
    changed = true;
    return { ...e, realUserId: a.realUserId, realUserName: a.realUserName };
  });
  return changed ? { ...cart, events } : cart;
}

export function setNotes(cart: ServiceCart, customerNotes: string): ServiceCart {
  return cart.customerNotes === customerNotes ? cart : { ...cart, customerNotes };
}

/**
 * Whether the concurrent option may be offered: the domain's rule (the store enables it, enough
 * customers) for this cart's services (two or more).
 */
export function concurrentOffered(cart: Pick<ServiceCart, 'events' | 'customerCount'>, store: CartStoreRules): boolean {
  return concurrentAllowed(store, cart.customerCount, true, cart.events.length);
}

/** Drops the concurrent option when it no longer applies. */
function fitOptions(cart: ServiceCart, store: CartStoreRules): ServiceCart {
  if (!cart.selectedOptions.includes(CONCURRENT_OPTION) || concurrentOffered(cart, store)) return cart;
  return { ...cart, selectedOptions: cart.selectedOptions.filter((o) => o !== CONCURRENT_OPTION) };
}

/** Sets the customer count, capped at the store's maximum (an invalid count becomes 1). */
export function setCustomerCount(cart: ServiceCart, count: number, store: CartStoreRules): ServiceCart {
  const next = repairCustomerCount(count, store.maxCustomerCount);
  if (next === cart.customerCount) return cart;
  return fitOptions(withoutTime({ ...cart, customerCount: next }), store);
}

/** Turns the concurrent-services option on or off (only where it is offered). */
export function setConcurrent(cart: ServiceCart, on: boolean, store: CartStoreRules): ServiceCart {
  if (on && !concurrentOffered(cart, store)) return cart;
  const has = cart.selectedOptions.includes(CONCURRENT_OPTION);
  if (has === on) return cart;
  const selectedOptions = on
    ? [...cart.selectedOptions, CONCURRENT_OPTION]
    : cart.selectedOptions.filter((o) => o !== CONCURRENT_OPTION);
  return withoutTime({ ...cart, selectedOptions, hadChangedOptions: true });
}

/** Removing services may leave too few for the concurrent option. */
export function removeEventFitted(cart: ServiceCart, id: string, store: CartStoreRules): ServiceCart {
  return fitOptions(removeEvent(cart, id), store);
}

export function selectDate(cart: ServiceCart, dayStart: number): ServiceCart {
  if (cart.selectedDate === dayStart) return cart;
  return { ...cart, selectedDate: dayStart, selectedTime: null };
}

export function selectTime(cart: ServiceCart, start: number | null): ServiceCart {
  return cart.selectedTime === start ? cart : { ...cart, selectedTime: start };
}

/** After a booking is made the cart starts over; the store's page scope is kept. */
export function clearAfterBooking(cart: ServiceCart): ServiceCart {
  return { ...emptyCart(), userId: cart.userId };
}

/** Whether the cart asks for concurrent services and the store allows them now. */
export function isParallel(cart: ServiceCart, store: CartStoreRules): boolean {
  return cart.selectedOptions.includes(CONCURRENT_OPTION) && concurrentOffered(cart, store);
}

/**
 * Events as the API takes them: `userId: null` for no preference, and for every event when the
 * store only takes unassigned bookings. The sub-item only where one is chosen.
 */
export function wireEvents(cart: ServiceCart, store: Pick<StoreSetting, 'unassignedMode'>): CartEventInput[] {
  const choice = designerChoice({ unassignedMode: store.unassignedMode });
  return cart.events.map((e) => ({
    productId: e.productId,
    userId: requestedDesignerId(choice, e.userId),
    ...(e.subItemId ? { subItemId: e.subItemId } : {}),
  }));
}

/** A fresh id for a cart event. */
export function newEventId(): string {
  return globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

const str = (v: unknown): string | null => (typeof v === 'string' && v ? v : null);
const ts = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/** A stored cart as we can trust it: unknown or malformed fields fall back to the defaults. */
export function sanitizeCart(raw: unknown): ServiceCart {
  const base = emptyCart();
  if (!raw || typeof raw !== 'object') return base;
  const r = raw as Record<string, unknown>;
  const events = Array.isArray(r.events)
    ? r.events.flatMap((e): ServiceCartEvent[] => {
        const x = (e ?? {}) as Record<string, unknown>;
        const productId = str(x.productId);
        if (!productId) return [];
        return [
          {
            id: str(x.id) ?? newEventId(),
            productId,
            userId: str(x.userId),
            userName: str(x.userName),
            realUserId: str(x.realUserId),
            realUserName: str(x.realUserName),
            subItemId: str(x.subItemId),
            subItemName: str(x.subItemName),
          },
        ];
      })
    : [];
  return {
    ...base,
    events,
    customerCount: typeof r.customerCount === 'number' ? r.customerCount : base.customerCount,
    selectedDate: ts(r.selectedDate),
    selectedTime: ts(r.selectedTime),
    selectedOptions: Array.isArray(r.selectedOptions)
      ? r.selectedOptions.filter((o): o is string => typeof o === 'string')
      : [],
    hadChangedOptions: r.hadChangedOptions === true,
    voucherIds: Array.isArray(r.voucherIds) ? r.voucherIds.filter((o): o is string => typeof o === 'string') : [],
    userId: str(r.userId),
    customerNotes: typeof r.customerNotes === 'string' ? r.customerNotes : '',
    customerValueCardId: str(r.customerValueCardId),
    customerVoucherId: str(r.customerVoucherId),
    voucherDiscountCondition: str(r.voucherDiscountCondition) ?? base.voucherDiscountCondition,
    voucherDiscountEventId: str(r.voucherDiscountEventId),
    // An agreement is given on checkout for one booking: a stored tick is never carried over.
    isAgree: false,
  };
}
