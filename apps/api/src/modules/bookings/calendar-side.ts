import type { BookingCreated, StaffCreateBookingBody } from '@salon/contract';
import type { BookingStatus, ServiceProduct } from '@salon/domain';
import type { Tx } from '#api/db/client';
import type { BookingRow, StoreRow } from '#api/db/rows';
import type { StaffScope } from '#api/modules/scope';
import { bookedCart, moveBooking } from './change';
import { type BookingFor, createBookingFor } from './create';
import type { BookingDeps } from './deps';
import type { BookingEventRow } from './repository';
import * as repo from './repository';

/**
 * What the calendar module asks of bookings: a booking (locked while staff move it), its services,
 * the bookings overlapping a window (every status), a status move, a staff booking made through bookings' create
 * path (the order module's `createOrder`) and a booking moved. A status is written by
 * `repo.moveStatus`, as every status move of a booking is.
 */

export { eventsOf } from './counter-side';
export { withProviderRetry } from './create';

/** The booking of this store by its id (null when there is none); `lock` takes its row lock. */
export function bookingForStaff(db: Tx, storeId: string, bookingId: string, lock = false): Promise<BookingRow | null> {
  return repo.findBooking(db, storeId, bookingId, lock);
}

/** Bookings of the store overlapping [from, to), every status (the calendar draws the ended ones apart), by start. */
export function bookingsOverlapping(db: Tx, storeId: string, from: number, to: number): Promise<BookingRow[]> {
  return repo.bookingsBetween(db, storeId, from, to);
}

/** The bookings overlapping [from, to) and their services as the calendar's answer draws them (times in unix seconds). */
export { calendarBookingsBetween, calendarEventsOf } from './window-reads';

/** Online bookings the desk's inbox shows: Pending ones to come, and those placed or cancelled after `since`. */
export function onlineInbox(db: Tx, storeId: string, since: number, now: number) {
  return repo.onlineInbox(db, storeId, since, now);
}

/** Ids of the active bookings with a service of this designer overlapping [from, to). */
export function activeBookingsOfDesigner(
  db: Tx,
  storeId: string,
  providerId: string,
  from: number,
  to: number,
): Promise<string[]> {
  return repo.activeBookingsOver(db, storeId, providerId, from, to);
}

/** Locks the designers' rows FOR UPDATE (blocked time waits for the bookings writing their services); how many exist. */
export function lockDesigners(tx: Tx, storeId: string, providerIds: readonly string[]): Promise<number> {
  return repo.lockProviders(tx, storeId, providerIds);
}

export interface StaffStatusMove {
  row: BookingRow;
  to: BookingStatus;
  now: number;
  staffId: string;
  reason: string;
  /** A close by the store: what is given back and why. */
  close?: { refundAmount: number; closeReason: string | null };
}

/** A member moves the booking's status (only if it is still in `row.status`); whether it moved. */
export function moveStatusByStaff(tx: Tx, { row, to, now, staffId, reason, close }: StaffStatusMove) {
  return repo.moveStatus(
    tx,
    { storeId: row.storeId, bookingId: row.id, from: row.status, to, now, by: 'store', reason, staffId },
    close ?? {},
  );
}

/**
 * A booking a member makes (a call, a walk-in) for a customer: bookings' one create path (the
 * order module's `createOrder`), paid at the counter, the member (the scope's actor) in its history.
 */
export function createStaffBooking(
  deps: BookingDeps,
  scope: StaffScope,
  who: BookingFor,
  cart: Omit<StaffCreateBookingBody, 'customer' | 'outsideHours'>,
  idempotencyKey: string | undefined,
): Promise<BookingCreated> {
  return createBookingFor(
    deps,
    scope,
    who,
    { ...cart, paymentMethod: 'Cash', isAgree: true, voucherIds: [], voucherDiscountCondition: 'EveryOne' },
    idempotencyKey,
  );
}

/**
 * A locked booking moved by a member to a new start, every service shifting with it, and to another
 * designer when `userId` is given; one guest keeps the designers who serve them, a group keeps what
 * was asked (re-assigned). Answers the designers before and after.
 */
export async function moveBookingByStaff(
  tx: Tx,
  move: {
    store: StoreRow;
    now: number;
    row: BookingRow;
    events: readonly BookingEventRow[];
    products: ServiceProduct[];
    startTime: number;
    userId: string | null | undefined;
  },
  opts: { staffId: string; ignoreHours: boolean },
): Promise<{ before: (string | null)[]; after: (string | null)[] }> {
  const { store, now, row, events, products } = move;
  const booked = await bookedCart(tx, row);
  const served = events.filter((e) => e.customerIndex === 0).sort((a, b) => a.eventIndex - b.eventIndex);
  const keep = (i: number) => (row.customerCount === 1 ? (served[i]?.providerId ?? null) : booked[i]!.userId);
  const cart = {
    events: booked.map((e, i) => ({ ...e, userId: move.userId ?? keep(i) })),
    startTime: move.startTime,
    customerCount: row.customerCount,
    parallel: row.parallel,
  };
  await moveBooking(
    tx,
    { store, now, row, cart, products },
    { by: 'store', staffId: opts.staffId, ignoreHours: opts.ignoreHours },
  );
  return { before: served.map((e) => e.providerId), after: cart.events.map((e) => e.userId) };
}
