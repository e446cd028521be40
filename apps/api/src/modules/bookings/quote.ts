import type { BookingCart, CartEventInput, ServiceProduct } from '@salon/contract';
import {
  type AssignedEvent,
  assignProviders,
  type CustomerGender,
  cartPriceRange,
  cartTotal,
  checkEvents,
  customerCountValid,
  type EngineProvider,
  type EngineStore,
  exceedsAmountCap,
  startTimeIssue,
} from '@salon/domain';
import { fieldError } from '../../http/errors';
import type { StoreRow } from '../store/service';
import { bookingError, eventsFailed } from './errors';
import { loadProviderCalendars, type NewBookingEvent, type Tx } from './repository';

const DAY = 86400;

/** The store settings the engine reads. */
export function engineStore(store: StoreRow): EngineStore {
  return {
    timeZone: store.timeZone,
    workingHours: store.workingHours,
    slotInterval: store.slotInterval,
    bookingTimeOffset: store.bookingTimeOffset,
    enableConcurrentServices: store.enableConcurrentServices,
    minConcurrentServiceUsers: store.minConcurrentServiceUsers,
    unassignedMode: store.unassignedMode,
    maxCustomerCount: store.maxCustomerCount,
  };
}

export function toCartEvents(events: CartEventInput[]) {
  return events.map((e) => ({ productId: e.productId, userId: e.userId, subItemId: e.subItemId ?? null }));
}

/** Customer count over the store's maximum is bad input (spec section 5). */
export function assertCustomerCount(store: StoreRow, customerCount: number) {
  if (!customerCountValid(engineStore(store), customerCount)) {
    throw fieldError('customerCount', `人數最多 ${Math.max(1, store.maxCustomerCount)} 位`);
  }
}

/** A bookable cart at a start: who serves what, when, for how much. */
export interface BookingQuote {
  start: number;
  end: number;
  assigned: AssignedEvent[];
  total: number;
  priceRange: { min: number; max: number };
  products: ServiceProduct[];
  providers: EngineProvider[];
}

/**
 * Every rule of a booking at `cart.startTime`, against the products and the provider time as it
 * is now (read through `db` in one query, so inside a transaction it sees that transaction's
 * changes; the products are read before, outside any transaction):
 * per-event checks → EVENTS_CHECK_FAILED/PRODUCT_NOT_EXISTS; more than 30 days ahead →
 * INVALID_BOOKING_START_TIME; before the lead time, off the slot grid or no free provider →
 * INVALID_OPERATIONS (per-event results in data); over 10,000 → INVALID_BOOKING_AMOUNT.
 */
export async function quoteBooking(
  db: Tx,
  store: StoreRow,
  products: ServiceProduct[],
  cart: BookingCart,
  customer: { gender: CustomerGender | null },
  now: number,
): Promise<BookingQuote> {
  if (!store.serviceEnable) throw bookingError(409, 'INVALID_OPERATIONS');
  assertCustomerCount(store, cart.customerCount);
  const start = cart.startTime;
  const providers = await loadProviderCalendars(db, store.id, start - DAY, start + 2 * DAY);
  const req = {
    store: engineStore(store),
    providers,
    products,
    events: toCartEvents(cart.events),
    customerCount: cart.customerCount,
    parallel: cart.parallel,
    now,
    customerGender: customer.gender,
  };
  const checks = checkEvents(req);
  if (checks.some((c) => c.status !== 'SUCCESS')) throw eventsFailed(checks, 'EVENTS_CHECK_FAILED');

  const providerIds = providers.map((p) => p.id);
  const priceRange = cartPriceRange(products, req.events, cart.customerCount, providerIds);
  if (exceedsAmountCap(priceRange.min)) throw bookingError(422, 'INVALID_BOOKING_AMOUNT');

  const issue = startTimeIssue(req.store, now, start);
  if (issue === 'BEYOND_30_DAYS') throw bookingError(422, 'INVALID_BOOKING_START_TIME');
  if (issue) throw bookingError(409, 'INVALID_OPERATIONS');

  const assigned = assignProviders(req, start);
  if (!assigned) throw bookingError(409, 'INVALID_OPERATIONS', { events: checkEvents({ ...req, start }) });
  const total = cartTotal(assigned);
  if (exceedsAmountCap(total)) throw bookingError(422, 'INVALID_BOOKING_AMOUNT');
  const end = Math.max(...assigned.map((a) => a.end));
  return { start, end, assigned, total, priceRange, products, providers };
}

/** Names as they are now, for the rows and the views. */
export function describeAssigned(quote: BookingQuote) {
  const productById = new Map(quote.products.map((p) => [p.id, p]));
  const providerName = new Map(quote.providers.map((p) => [p.id, p.name]));
  return quote.assigned.map((a) => {
    const product = productById.get(a.productId);
    return {
      ...a,
      productName: product?.name ?? a.productId,
      subItemName: product?.subItems.find((s) => s.id === a.subItemId)?.name ?? null,
      providerName: providerName.get(a.userId) ?? a.userId,
    };
  });
}

/** The rows that hold the providers' time. */
export function eventRows(bookingId: string, storeId: string, quote: BookingQuote): NewBookingEvent[] {
  return describeAssigned(quote).map((a, index) => ({
    bookingId,
    index,
    customerIndex: a.customerIndex,
    eventIndex: a.eventIndex,
    storeId,
    productId: a.productId,
    productName: a.productName,
    subItemId: a.subItemId,
    subItemName: a.subItemName,
    requestedUserId: a.requestedUserId,
    providerId: a.userId,
    providerName: a.providerName,
    price: a.price,
    duration: a.duration,
    startTime: new Date(a.start * 1000),
    endTime: new Date(a.end * 1000),
    active: true,
  }));
}

/** Whether the engine picks a provider for some event, so a lost race may still succeed with another one. */
export function choosesProvider(store: StoreRow, events: CartEventInput[]): boolean {
  return store.unassignedMode === 'OnlyUnassigned' || events.some((e) => e.userId === null);
}
