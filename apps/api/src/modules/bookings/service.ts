import type {
  BookingDetail,
  CheckItemsRequest,
  CheckoutRequest,
  CheckoutSummary,
  EventCheckResult,
} from '@salon/contract';
import { type BookingStatus, checkEvents } from '@salon/domain';
import type { Tx } from '#api/db/client';
import { customerOf } from '#api/http/actor';
import { eventsFailed } from '#api/modules/availability/errors';
import { assertCustomerCount, engineStore, quoteBooking, toCartEvents } from '#api/modules/availability/quote';
import { loadProviderCalendars } from '#api/modules/availability/service';
import { formsOfBooking } from '#api/modules/forms/service';
import { customerInvoicesOf } from '#api/modules/invoices/customer-views';
import { paidByOrder } from '#api/modules/payments/record';
import { paymentsOf } from '#api/modules/payments/service';
import type { CustomerScope, Scope, StoreScope } from '#api/modules/scope';
import { chargesOf, planWalletPayment, usesWallet } from '#api/modules/wallet/payments';
import { serviceProducts } from '../catalog/service';
import type { BookingDeps } from './deps';
import { expireDue, lapseBookingHolds } from './end';
import { bookingNotFound } from './errors';
import { bookingLinesOf } from './facts-repository';
import { orderLines } from './from-quote';
import * as repo from './repository';
import { type BookingRow, toSeconds } from './repository';
import { moneyOf } from './settled';
import { toCheckoutSummary, toDetail } from './views';

/**
 * A cart's checks, checkout and reads of bookings (the choice of a day and a time and the quote of
 * a cart are availability's, modules/availability). Creating is in create.ts, changing in
 * change.ts, ending in end.ts; what they are all given (deps and scopes) in deps.ts.
 */

const DAY = 86400;

// ---- checks -------------------------------------------------------------------------------

/** Per-event results; with startTime, also whether each event gets a free provider then. */
export async function checkItems(deps: BookingDeps, { store, now, actor }: CustomerScope, body: CheckItemsRequest) {
  assertCustomerCount(store, body.customerCount);
  const at = body.startTime ?? now;
  const [products, providers] = await Promise.all([
    serviceProducts(deps.db, store),
    loadProviderCalendars(deps.db, store, at - DAY, at + 2 * DAY),
  ]);
  const events: EventCheckResult[] = checkEvents({
    store: engineStore(store),
    providers,
    products,
    events: toCartEvents(body.events),
    customerCount: body.customerCount,
    parallel: body.parallel,
    now,
    customerGender: actor.customer.gender,
    start: body.startTime,
  });
  if (events.some((e) => e.status !== 'SUCCESS')) throw eventsFailed(events, 'ITEMS_CHECK_FAILED');
  return { events };
}

/** The price summary, deposit, payment methods and cancel policy of a cart at a start. */
export async function checkout(
  deps: BookingDeps,
  scope: CustomerScope,
  cart: CheckoutRequest,
): Promise<CheckoutSummary> {
  const { store, now, actor } = scope;
  const products = await serviceProducts(deps.db, store);
  const quote = await quoteBooking(deps.db, store, products, cart, actor.customer, now);
  const plan = usesWallet(cart)
    ? await planWalletPayment(deps.db, scope, actor.customer.id, orderLines(quote), cart, quote.start)
    : null;
  return toCheckoutSummary(store, cart, quote, plan, now, deps.payments);
}

// ---- read ---------------------------------------------------------------------------------

/** A booking of the store, after expiring it if its time has come; BOOKING_NOT_FOUND otherwise. */
export async function loadBooking(
  deps: BookingDeps,
  { store, now }: StoreScope,
  bookingId: string,
): Promise<BookingRow> {
  await expireDue(deps, store.id, now, { id: bookingId });
  const row = await repo.findBooking(deps.db, store.id, bookingId);
  if (!row) throw bookingNotFound();
  // Awaiting online payment past its hold: it lapses now rather than at the next sweep.
  if (row.status === 'New' && row.holdUntil && toSeconds(row.holdUntil) <= now) {
    await lapseBookingHolds(deps, now);
    return (await repo.findBooking(deps.db, store.id, bookingId)) ?? row;
  }
  return row;
}

/**
 * One booking by its id (the id is the key; no sign-in needed). `yours` when the signed-in customer
 * is its customer: only they see its forms' answers and may cancel it.
 */
export async function bookingDetail(deps: BookingDeps, scope: Scope, bookingId: string): Promise<BookingDetail> {
  const row = await loadBooking(deps, scope, bookingId);
  const [events, forms, charges, online, money] = await Promise.all([
    repo.loadEvents(deps.db, [row.id]),
    formsOfBooking(deps, scope, row.id),
    chargesOf(deps.db, 'Booking', [row.id]),
    paymentsOf(deps.db, 'Booking', [row.id]),
    moneyOf(deps.db, [row.id]),
  ]);
  const detail = toDetail(row, events, charges, online, scope.store.timeZone, scope.now, money.get(row.id));
  const yours = customerOf(scope.actor)?.id === row.customerId;
  // Her note to the salon (a pregnancy, an allergy) is her own, like her invoices: not the link's.
  if (!yours) return { ...detail, customerNotes: '', forms, yours };
  // Its e-invoices (carrier, tax ID) are its own customer's to see, not whoever holds the id.
  const invoices = await customerInvoicesOf(deps.db, scope.store.id, 'Booking', [row.id]);
  return { ...detail, forms, yours, invoices: invoices.get(row.id) ?? [] };
}

/** The signed-in customer's bookings, newest start first, optionally of one status. */
export async function myBookings(
  deps: BookingDeps,
  { store, now, actor }: CustomerScope,
  status: BookingStatus | undefined,
): Promise<BookingDetail[]> {
  const { customer } = actor;
  await expireDue(deps, store.id, now, { customerId: customer.id });
  const rows = await repo.listCustomerBookings(deps.db, store.id, customer.id, status);
  const ids = rows.map((r) => r.id);
  const [events, charges, online, money, invoices] = await Promise.all([
    repo.loadEvents(deps.db, ids),
    chargesOf(deps.db, 'Booking', ids),
    paymentsOf(deps.db, 'Booking', ids),
    moneyOf(deps.db, ids),
    customerInvoicesOf(deps.db, store.id, 'Booking', ids),
  ]);
  return rows.map((r) => ({
    ...toDetail(
      r,
      events.filter((e) => e.bookingId === r.id),
      charges.filter((c) => c.orderId === r.id),
      online.filter((p) => p.orderId === r.id),
      store.timeZone,
      now,
      money.get(r.id),
    ),
    invoices: invoices.get(r.id) ?? [],
  }));
}

/** The customer's earlier notes, newest first, to pick from. */
export async function userNotes(deps: BookingDeps, { store, actor }: CustomerScope): Promise<string[]> {
  return repo.customerNotes(deps.db, store.id, actor.customer.id);
}

/**
 * A customer's latest bookings for the staff's customer page, each with its services and designers
 * (as booked) and what the payments record says was paid.
 */
export async function recentBookingsOf(db: Tx, storeId: string, customerId: string) {
  const rows = await repo.recentOfCustomer(db, storeId, customerId);
  const ids = rows.map((r) => r.id);
  const [paid, lines] = await Promise.all([paidByOrder(db, 'Booking', ids), bookingLinesOf(db, ids)]);
  return rows.map((r) => {
    const mine = lines.filter((l) => l.bookingId === r.id);
    return {
      ...r,
      startTime: toSeconds(r.startTime),
      paidAmount: paid.get(r.id) ?? 0,
      services: mine.map((l) => (l.subItemName ? `${l.productName}（${l.subItemName}）` : l.productName)),
      designers: [...new Set(mine.map((l) => l.providerName))],
    };
  });
}

/**
 * What other areas ask of bookings: a visit's facts for a message, a customer's recent bookings and
 * their lines, their totals, the services still to come when hours change.
 */
export {
  bookingLinesOf,
  bookingRecordsOf,
  bookingTotalsOf,
  comingServicesOf,
  hasAnyBooking,
  LAPSED_REASON,
  statusChangeOf,
  visitFactsOf,
} from './facts-repository';

/** The clean-up's part of bookings: old idempotency keys forgotten. */
export { clearIdempotencyKeysBefore } from './idempotency';
