import type { BookingCart, BookingCreated, UpdateBookingRequest } from '@salon/contract';
import { type BookingStatus, bookedName, isActiveStatus, type ServiceProduct } from '@salon/domain';
import type { Db, Tx } from '#api/db/client';
import type { StoreRow } from '#api/db/rows';
import { fieldError } from '#api/http/errors';
import { quoteBooking } from '#api/modules/availability/quote';
import { customerGender } from '#api/modules/customer/service';
import type { CustomerScope, StoreScope } from '#api/modules/scope';
import { serviceProducts } from '../catalog/service';
import { withProviderRetry } from './create';
import type { BookingDeps } from './deps';
import { bookingNotFound } from './errors';
import { choosesProvider, depositOf, eventRows } from './from-quote';
import { lockForChange } from './lock';
import * as repo from './repository';
import { at, type BookingRow, toSeconds } from './repository';
import { loadBooking } from './service';

/** The customer's changes of a booking: a new time or cart (rescheduling); cancelling is in end.ts. */

/** The cart a booking was made with (customer 0's events in cart order). */
export async function bookedCart(tx: Tx, row: BookingRow) {
  const events = await repo.loadEvents(tx, [row.id]);
  return events
    .filter((e) => e.customerIndex === 0)
    .sort((a, b) => a.eventIndex - b.eventIndex)
    .map((e) => ({ productId: e.productId, userId: e.requestedUserId, subItemId: e.subItemId }));
}

/**
 * Moves a booking to a new start (and cart, when given) while the policy lets the customer
 * change it: in one transaction the old events go and the new ones hold their time. Only its
 * customer, signed in: another customer's booking is not found (404).
 */
export async function rescheduleBooking(
  deps: BookingDeps,
  scope: CustomerScope,
  body: UpdateBookingRequest,
): Promise<BookingCreated> {
  const { store, now } = scope;
  await loadBooking(deps, scope, body.bookingId);
  const products = await serviceProducts(deps.db, store);
  const mayReassign = body.events ? choosesProvider(store, body.events) : true;
  const write = async (tx: Tx): Promise<BookingCreated> => {
    const { row } = await lockForChange(tx, store, body.bookingId, now, 'reschedule', scope.actor.customer.id);
    // Asked for what it already is: nothing moves, so nothing is recorded or told to anyone.
    if (unchanged(body, row)) return { bookingId: row.id, status: row.status };
    const cart: BookingCart = {
      events: body.events ?? (await bookedCart(tx, row)),
      startTime: body.startTime,
      customerCount: body.customerCount ?? row.customerCount,
      parallel: body.parallel ?? row.parallel,
    };
    await moveBooking(tx, { store, now, row, cart, products }, { by: 'customer', customerNotes: body.customerNotes });
    return { bookingId: row.id, status: row.status };
  };
  return withProviderRetry(mayReassign, () => deps.db.transaction(write));
}

/** A reschedule to the booking's own start with nothing else changed (the services not given). */
function unchanged(body: UpdateBookingRequest, row: BookingRow): boolean {
  return (
    body.startTime === toSeconds(row.startTime) &&
    body.events === undefined &&
    (body.customerCount ?? row.customerCount) === row.customerCount &&
    (body.parallel ?? row.parallel) === row.parallel &&
    (body.customerNotes === undefined || body.customerNotes.trim() === row.customerNotes)
  );
}

/**
 * Puts a locked booking's services at a new time (and cart): its old events go and the new ones
 * hold their time, priced and checked like a new booking. Done by the customer (rescheduling) or
 * the store (staff move, optionally outside working hours).
 */
export async function moveBooking(
  tx: Tx,
  { store, now, row, cart, products }: StoreScope & { row: BookingRow; cart: BookingCart; products: ServiceProduct[] },
  opts: { by: 'customer' | 'store'; staffId?: string; ignoreHours?: boolean; customerNotes?: string },
) {
  const left = await repo.deleteEvents(tx, row.id);
  const gender = await customerGender(tx, store.id, row.customerId);
  const staff = opts.by === 'store';
  const quote = await quoteBooking(tx, store, products, cart, { gender }, now, {
    ignoreHours: opts.ignoreHours,
    staff,
  });
  const events = eventRows(row.id, store.id, quote);
  await repo.insertEvents(tx, store.id, events);
  await repo.updateBooking(tx, row.id, {
    startTime: at(quote.start),
    endTime: at(quote.end),
    customerCount: cart.customerCount,
    parallel: cart.parallel,
    customerNotes: opts.customerNotes?.trim() ?? row.customerNotes,
    total: quote.total,
    // The deposit terms the customer agreed to, not the store's current ones.
    depositAmount: depositOf(row, quote.total).amount,
    updatedAt: at(now),
  });
  await repo.recordHistory(tx, [
    {
      storeId: row.storeId,
      bookingId: row.id,
      from: row.status,
      to: row.status,
      now,
      by: opts.by,
      reason: 'rescheduled',
      staffId: opts.staffId,
      movedFrom: {
        start: toSeconds(row.startTime),
        productIds: [...new Set(left.map((e) => e.productId))],
        providerIds: [...new Set(left.map((e) => e.providerId))],
        services: [...new Set(left.map((e) => bookedName(e, 'zh-TW')))],
        servicesEn: [...new Set(left.map((e) => bookedName(e, 'en')))],
        designers: [...new Set(left.map((e) => e.providerName))],
      },
    },
  ]);
}

/**
 * Puts a booking of the store in `status` directly, as the test mode's helper does for the browser
 * tests (the staff side will move statuses by the domain's actions): only from a status that holds
 * time, which it releases when the new one holds none; the history says the test did it.
 */
export async function setBookingStatus(
  db: Db,
  store: StoreRow,
  change: { bookingId: string; status: BookingStatus },
  now: number,
): Promise<{ bookingId: string; status: BookingStatus }> {
  const row = await repo.findBooking(db, store.id, change.bookingId);
  if (!row) throw bookingNotFound();
  if (!isActiveStatus(row.status)) throw fieldError('status', '只能從有效的預約狀態改變');
  const move = {
    storeId: row.storeId,
    bookingId: row.id,
    from: row.status,
    to: change.status,
    now,
    by: 'system' as const,
  };
  const moved = await db.transaction((tx) => repo.moveStatus(tx, { ...move, reason: 'test' }));
  if (!moved) throw fieldError('status', '預約狀態已被變更');
  return { bookingId: row.id, status: change.status };
}
