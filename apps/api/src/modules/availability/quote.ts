import type { BookingCart, CartEventInput } from '@salon/contract';
import {
  type AssignedEvent,
  assignmentWindow,
  assignProviders,
  type CustomerGender,
  cartPriceRange,
  cartTotal,
  checkEvents,
  customerCountValid,
  type EngineProvider,
  type EngineStore,
  exceedsAmountCap,
  type ServiceProduct,
  staffRules,
  startTimeIssue,
  withoutHours,
} from '@salon/domain';
import type { Tx } from '#api/db/client';
import type { StoreRow } from '#api/db/rows';
import { ApiError, fieldError } from '#api/http/errors';
import { catalogOf } from '../catalog/service';
import { readAssignmentTimes } from './assignment-times';
import { providerCalendars } from './busy-repository';
import { eventsFailed } from './errors';
import { staffChecksFailed, staffNotFree, staffStartRefused } from './staff-refusals';

/** The store settings the engine reads. */
export function engineStore(store: StoreRow): EngineStore {
  return {
    timeZone: store.timeZone,
    workingHours: store.workingHours,
    holidays: store.holidays,
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

/** A customer count over the store's maximum (at least 1) is bad input. */
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
 * `ignoreHours` (staff booking outside hours) drops schedules, rests and days off, not busy time.
 * `staff` (a staff booking or move) takes the staff rules (domain staffRules: any minute from now
 * on, no lead time, no grid) and says why it refuses (staff-refusals.ts): NO_PROVIDERS,
 * START_IN_PAST, OUTSIDE_HOURS, TIME_TAKEN naming what is in the way.
 * No-preference events go to the designers of the lowest total (assignProviders), so checkout's
 * total is what booking creation then charges.
 */
export async function quoteBooking(
  db: Tx,
  store: StoreRow,
  products: ServiceProduct[],
  cart: BookingCart,
  customer: { gender: CustomerGender | null },
  now: number,
  opts: { ignoreHours?: boolean; staff?: boolean } = {},
): Promise<BookingQuote> {
  if (!store.serviceEnable) throw new ApiError('INVALID_OPERATIONS');
  assertCustomerCount(store, cart.customerCount);
  const start = cart.startTime;
  const cartInput = {
    store: opts.staff ? staffRules(engineStore(store)) : engineStore(store),
    products,
    events: toCartEvents(cart.events),
    customerCount: cart.customerCount,
    parallel: cart.parallel,
    customerGender: customer.gender,
  };
  const catalog = await catalogOf(db, store);
  const window = assignmentWindow({ ...cartInput, providers: catalog.providers }, start);
  const times = await readAssignmentTimes(db, store.id, window);
  const calendars = providerCalendars(catalog, times.byProvider, window.cart.start, window.cart.end);
  // A manager booking outside working hours: only busy time (bookings, blocked time) counts.
  const { store: engine, providers } = opts.ignoreHours
    ? withoutHours(cartInput.store, calendars)
    : { store: cartInput.store, providers: calendars };
  const req = { ...cartInput, store: engine, providers, now };
  const checks = checkEvents(req);
  if (checks.some((c) => c.status !== 'SUCCESS')) {
    throw (opts.staff && staffChecksFailed(checks)) || eventsFailed(checks, 'EVENTS_CHECK_FAILED');
  }

  const providerIds = providers.map((p) => p.id);
  const priceRange = cartPriceRange(products, req.events, cart.customerCount, providerIds);
  if (exceedsAmountCap(priceRange.min)) throw new ApiError('INVALID_BOOKING_AMOUNT');

  const issue = startTimeIssue(req.store, now, start);
  if (issue && opts.staff) throw staffStartRefused(issue);
  if (issue === 'BEYOND_30_DAYS') throw new ApiError('INVALID_BOOKING_START_TIME');
  if (issue) throw new ApiError('INVALID_OPERATIONS');

  const assigned = assignProviders(req, start, times.dayMinutes);
  if (!assigned && opts.staff) throw staffNotFree(req, start, times.held);
  if (!assigned) throw new ApiError('INVALID_OPERATIONS', { data: { events: checkEvents({ ...req, start }) } });
  const total = cartTotal(assigned);
  if (exceedsAmountCap(total)) throw new ApiError('INVALID_BOOKING_AMOUNT');
  const end = Math.max(...assigned.map((a) => a.end));
  return { start, end, assigned, total, priceRange, products, providers };
}
