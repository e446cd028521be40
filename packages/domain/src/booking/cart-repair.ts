import { dayStart } from '../format/date';
import type { ServiceProduct } from '../vocabulary/catalog';
import { genderAllowed, offersProduct, resolveSubItem } from './event-rules';
import { concurrentAllowed } from './plan';
import type { CartEvent, CustomerGender } from './types';

/** The concurrent-services option in the cart's selectedOptions. */
export const CONCURRENT_OPTION = 'multiple';

/** The parts of a persisted service cart that repair looks at; other fields are kept as they are. */
export interface RepairableCart<E extends CartEvent = CartEvent> {
  events: E[];
  customerCount: number;
  selectedDate?: number | null;
  selectedTime?: unknown;
  selectedOptions?: string[];
}

export interface CartRepairContext {
  now: number;
  timeZone: string;
  products: readonly ServiceProduct[];
  /** Ids of the store's active providers. */
  providerIds: readonly string[];
  maxCustomerCount: number;
  enableConcurrentServices: boolean;
  minConcurrentServiceUsers: number;
  customerGender?: CustomerGender | null;
}

export type CartDropReason =
  | 'PRODUCT_NOT_EXISTS'
  | 'SUB_ITEM_NOT_EXISTS'
  | 'GENDER_NOT_MATCH'
  | 'PRODUCT_PROVIDER_NOT_EXISTS';

export interface DroppedEvent {
  index: number;
  productId: string;
  reason: CartDropReason;
}

export interface CartRepairResult<C> {
  cart: C;
  changed: boolean;
  dropped: DroppedEvent[];
  dateReset: boolean;
  customerCountReset: boolean;
  optionsCleared: boolean;
}

/** Why an event can no longer stay in the cart, or null. */
export function eventDropReason(event: CartEvent, ctx: CartRepairContext): CartDropReason | null {
  const product = ctx.products.find((p) => p.id === event.productId);
  if (!product) return 'PRODUCT_NOT_EXISTS';
  if (resolveSubItem(product, event.subItemId) === undefined) return 'SUB_ITEM_NOT_EXISTS';
  if (!genderAllowed(product, ctx.customerGender)) return 'GENDER_NOT_MATCH';
  if (event.userId === null) return null;
  const stays = ctx.providerIds.includes(event.userId) && offersProduct(product, event.userId);
  return stays ? null : 'PRODUCT_PROVIDER_NOT_EXISTS';
}

/** A whole number from 1 to the maximum; anything invalid becomes 1. */
export function repairCustomerCount(count: unknown, maxCustomerCount: number): number {
  if (typeof count !== 'number' || !Number.isInteger(count) || count < 1) return 1;
  return Math.min(count, Math.max(1, maxCustomerCount));
}

/**
 * Repairs a persisted cart on load: a past selectedDate becomes today (and the
 * selected time is cleared); customerCount is capped by the maximum, or 1 if invalid; events are
 * dropped whose product is gone, whose sub-item is invalid, whose gender limit fails, or whose
 * provider is gone or no longer offers the product; then the concurrent option is cleared unless
 * concurrentAllowed holds for the repaired count and the services left (two or more).
 */
export function repairCart<C extends RepairableCart>(cart: C, ctx: CartRepairContext): CartRepairResult<C> {
  const next: C = { ...cart };
  const today = dayStart(ctx.now, ctx.timeZone);
  const dateReset = typeof cart.selectedDate === 'number' && cart.selectedDate < today;
  if (dateReset) {
    next.selectedDate = today;
    if ('selectedTime' in cart) next.selectedTime = null;
  }
  next.customerCount = repairCustomerCount(cart.customerCount, ctx.maxCustomerCount);
  const customerCountReset = next.customerCount !== cart.customerCount;
  const dropped: DroppedEvent[] = [];
  next.events = cart.events.filter((event, index) => {
    const reason = eventDropReason(event, ctx);
    if (reason) dropped.push({ index, productId: event.productId, reason });
    return reason === null;
  });
  const options = cart.selectedOptions ?? [];
  const wantsConcurrent = options.includes(CONCURRENT_OPTION);
  const optionsCleared = wantsConcurrent && !concurrentAllowed(ctx, next.customerCount, true, next.events.length);
  if (optionsCleared) next.selectedOptions = options.filter((o) => o !== CONCURRENT_OPTION);
  const changed = dateReset || customerCountReset || optionsCleared || dropped.length > 0;
  return { cart: changed ? next : cart, changed, dropped, dateReset, customerCountReset, optionsCleared };
}
