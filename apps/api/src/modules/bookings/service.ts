import type {
  BookingCart,
  BookingDetail,
  BookingStatus,
  CheckItemsRequest,
  CheckoutSummary,
  DurationRequest,
  DurationResult,
  EventCheckResult,
} from '@salon/contract';
import { checkEvents, depositFor, expireIfDue, findAvailableStarts } from '@salon/domain';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { bookingPaymentMethods } from '../../platform/payments/index';
import { findSession, requireSession } from '../auth/tokens';
import { loadServiceProducts } from '../menu/service';
import { findStoreByCode, resolveDesignerScope, type StoreRow } from '../store/service';
import { bookingNotFound, eventsFailed } from './errors';
import { assertCustomerCount, describeAssigned, engineStore, quoteBooking, toCartEvents } from './quote';
import * as repo from './repository';
import { type BookingRow, toSeconds } from './repository';
import { type PolicyTerms, policySummary, toDetail } from './views';

/** Availability, checks, checkout and reads of bookings. Writes are in writes.ts. */

export function storeTerms(store: StoreRow): PolicyTerms {
  return {
    cancelPolicy: store.cancelPolicy,
    depositRule: store.depositRule,
    depositScope: store.depositScope,
    cancelConditions: store.cancelCondition,
    timeZone: store.timeZone,
  };
}

/** Deposit terms: the store's current ones, or the copy a booking keeps of what was agreed. */
type DepositTerms = Pick<StoreRow, 'depositRequired' | 'depositValue' | 'depositRule' | 'depositScope'>;

export function depositOf(terms: DepositTerms, total: number) {
  return depositFor({
    total,
    deposit: { required: terms.depositRequired, depositValue: terms.depositValue },
    depositRule: terms.depositRule,
    depositScope: terms.depositScope,
  });
}

// ---- availability and checks --------------------------------------------------------------

/** Start times of a window for a cart (anonymous; a signed-in customer's gender is applied). */
export async function availability(ctx: AppContext, code: string, body: DurationRequest, request: FastifyRequest) {
  const store = await findStoreByCode(ctx.db, code);
  const designer = await resolveDesignerScope(ctx.db, store, body.userId);
  assertCustomerCount(store, body.customerCount);
  if (!store.serviceEnable) return { duration: 0, slots: [] } satisfies DurationResult;
  const [products, providers, session] = await Promise.all([
    loadServiceProducts(ctx.db, store.id),
    repo.loadProviderCalendars(ctx.db, store.id, body.startTime - 86400, body.endTime + 86400, body.excludeBookingId),
    request.headers['access-token'] ? findSession(ctx, store.id, request) : null,
  ]);
  const events = toCartEvents(body.events).map((e) =>
    designer && e.userId === null ? { ...e, userId: designer.id } : e,
  );
  const result: DurationResult = findAvailableStarts({
    store: engineStore(store),
    providers,
    products,
    events,
    customerCount: body.customerCount,
    parallel: body.parallel,
    window: { start: body.startTime, end: body.endTime },
    now: ctx.clock.now(),
    customerGender: session?.customer.gender,
  });
  return result;
}

/** Per-event results; with startTime, also whether each event gets a free provider then. */
export async function checkItems(ctx: AppContext, code: string, body: CheckItemsRequest, request: FastifyRequest) {
  const store = await findStoreByCode(ctx.db, code);
  const { customer } = await requireSession(ctx, store.id, request);
  assertCustomerCount(store, body.customerCount);
  const at = body.startTime ?? ctx.clock.now();
  const [products, providers] = await Promise.all([
    loadServiceProducts(ctx.db, store.id),
    repo.loadProviderCalendars(ctx.db, store.id, at - 86400, at + 2 * 86400),
  ]);
  const events: EventCheckResult[] = checkEvents({
    store: engineStore(store),
    providers,
    products,
    events: toCartEvents(body.events),
    customerCount: body.customerCount,
    parallel: body.parallel,
    now: ctx.clock.now(),
    customerGender: customer.gender,
    start: body.startTime,
  });
  if (events.some((e) => e.status !== 'SUCCESS')) throw eventsFailed(events, 'ITEMS_CHECK_FAILED');
  return { events };
}

/** The price summary, deposit, payment methods and cancel policy of a cart at a start. */
export async function checkout(
  ctx: AppContext,
  code: string,
  cart: BookingCart,
  request: FastifyRequest,
): Promise<CheckoutSummary> {
  const store = await findStoreByCode(ctx.db, code);
  const { customer } = await requireSession(ctx, store.id, request);
  const now = ctx.clock.now();
  const products = await loadServiceProducts(ctx.db, store.id);
  const quote = await quoteBooking(ctx.db, store, products, cart, customer, now);
  return {
    startTime: quote.start,
    endTime: quote.end,
    customerCount: cart.customerCount,
    events: describeAssigned(quote).map((a) => ({
      customerIndex: a.customerIndex,
      eventIndex: a.eventIndex,
      productId: a.productId,
      productName: a.productName,
      subItemId: a.subItemId,
      subItemName: a.subItemName,
      userId: a.requestedUserId,
      realUserId: a.userId,
      realUserName: a.providerName,
      startTime: a.start,
      endTime: a.end,
      price: a.price,
      duration: a.duration,
    })),
    total: quote.total,
    priceRange: quote.priceRange,
    deposit: depositOf(store, quote.total),
    paymentMethods: bookingPaymentMethods(store.paymentMethods),
    policy: policySummary(storeTerms(store), quote.start, now),
  };
}

// ---- read ---------------------------------------------------------------------------------

/**
 * Pending bookings whose start has come become Expired (the domain's transition), releasing
 * their time. Applied lazily whenever bookings are read or changed.
 */
async function expireDue(ctx: AppContext, storeId: string, filter: { customerId?: string; id?: string }) {
  const now = ctx.clock.now();
  const due = (await repo.findPendingDue(ctx.db, storeId, now, filter)).filter(
    (b) => expireIfDue(b.status, toSeconds(b.startTime), now) === 'Expired',
  );
  if (due.length === 0) return;
  await ctx.db.transaction(async (tx) => {
    const expired = [];
    for (const b of due) {
      const moved = await repo.setStatus(tx, { bookingId: b.id, from: b.status, to: 'Expired', active: false, now });
      if (moved) expired.push(b);
    }
    if (expired.length === 0) return;
    await repo.recordHistory(
      tx,
      expired.map((b) => ({
        bookingId: b.id,
        from: b.status,
        to: 'Expired' as const,
        now,
        by: 'system' as const,
        reason: 'expired',
      })),
    );
  });
}

export async function loadBooking(ctx: AppContext, store: StoreRow, bookingId: string): Promise<BookingRow> {
  await expireDue(ctx, store.id, { id: bookingId });
  const row = await repo.findBooking(ctx.db, store.id, bookingId);
  if (!row) throw bookingNotFound();
  return row;
}

/** One booking by its id (the id is the capability; no sign-in needed). */
export async function bookingDetail(ctx: AppContext, code: string, bookingId: string): Promise<BookingDetail> {
  const store = await findStoreByCode(ctx.db, code);
  const row = await loadBooking(ctx, store, bookingId);
  const events = await repo.loadEvents(ctx.db, [row.id]);
  return toDetail(row, events, store.timeZone, ctx.clock.now());
}

/** The signed-in customer's bookings, newest start first, optionally of one status. */
export async function myBookings(
  ctx: AppContext,
  code: string,
  status: BookingStatus | undefined,
  request: FastifyRequest,
): Promise<BookingDetail[]> {
  const store = await findStoreByCode(ctx.db, code);
  const { customer } = await requireSession(ctx, store.id, request);
  await expireDue(ctx, store.id, { customerId: customer.id });
  const rows = await repo.listCustomerBookings(ctx.db, store.id, customer.id, status);
  const events = await repo.loadEvents(
    ctx.db,
    rows.map((r) => r.id),
  );
  const now = ctx.clock.now();
  return rows.map((r) =>
    toDetail(
      r,
      events.filter((e) => e.bookingId === r.id),
      store.timeZone,
      now,
    ),
  );
}

export async function userNotes(ctx: AppContext, code: string, request: FastifyRequest): Promise<string[]> {
  const store = await findStoreByCode(ctx.db, code);
  const { customer } = await requireSession(ctx, store.id, request);
  return repo.customerNotes(ctx.db, store.id, customer.id);
}
