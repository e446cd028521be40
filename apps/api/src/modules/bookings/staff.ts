import type { BookingCreated, StaffBookingStatusBody, StaffCalendar, StaffCreateBookingBody } from '@salon/contract';
import { type BookingStatus, reach, transition } from '@salon/domain';
import type { Tx } from '#api/db/client';
import type { StoreRow } from '#api/db/rows';
import type { StaffActor } from '#api/http/actor';
import { ApiError, fieldError } from '#api/http/errors';
import { requirePhone } from '#api/modules/auth/phone';
import { findCustomerById, findCustomerByPhone, insertCustomer } from '#api/modules/customer/service';
import { endOrder } from '#api/modules/orders/end';
import { catalogOf } from '../catalog/service';
import { createBooking } from './create';
import { bookingNotFound } from './errors';
import * as repo from './repository';
import { toSeconds } from './repository';
import type { BookingDeps } from './service';
import * as staffRepo from './staff-repository';

/** The store's staff and its bookings: the calendar they read, the status moves they make. */

interface StaffScope {
  store: StoreRow;
  now: number;
  actor: StaffActor;
}

/** Whose column a member reaches for `action` on bookings: every designer's (null), only theirs, or none. */
function columnOf(actor: StaffActor, action: 'read' | 'update'): string | null | false {
  const access = reach(actor.role, action, action === 'read' ? 'calendar' : 'booking');
  if (access === 'any') return null;
  return access === 'own' && actor.providerId ? actor.providerId : false;
}

/**
 * The designers and the bookings overlapping [from, to): a manager or owner sees every column; a
 * designer only their own column, and only the bookings (and events) in it.
 */
export async function staffCalendar(
  deps: BookingDeps,
  { store, actor }: StaffScope,
  window: { from: number; to: number },
): Promise<StaffCalendar> {
  const column = columnOf(actor, 'read');
  if (column === false) return { designers: [], bookings: [] };
  const [catalog, rows] = await Promise.all([
    catalogOf(deps.db, store),
    staffRepo.bookingsBetween(deps.db, store.id, window.from, window.to),
  ]);
  const events = await repo.loadEvents(
    deps.db,
    rows.map((r) => r.booking.id),
  );
  const designers = catalog.providers.filter((p) => column === null || p.id === column);
  const bookings = rows.flatMap(({ booking, customer }) => {
    const own = events.filter((e) => e.bookingId === booking.id && (column === null || e.providerId === column));
    if (own.length === 0) return [];
    return [
      {
        id: booking.id,
        status: booking.status,
        startTime: toSeconds(booking.startTime),
        endTime: toSeconds(booking.endTime),
        customer,
        events: own.map((e) => ({
          userId: e.providerId,
          productId: e.productId,
          name: e.subItemName ? `${e.productName}（${e.subItemName}）` : e.productName,
          startTime: toSeconds(e.startTime),
          endTime: toSeconds(e.endTime),
        })),
        customerNotes: booking.customerNotes,
        total: booking.total,
        paidAmount: booking.paidAmount,
        awaitingPaymentUntil: booking.holdUntil ? toSeconds(booking.holdUntil) : null,
      },
    ];
  });
  return { designers: designers.map((d) => ({ id: d.id, name: d.name })), bookings };
}

/**
 * A staff member moves a booking by the domain's state machine: confirm, arrive, complete,
 * no-show, close (cancelled by the shop, with its reason). A designer only their own bookings
 * (FORBIDDEN otherwise); a move the machine refuses now → 409 INVALID_OPERATIONS. Closing gives
 * back what was paid (wallet and online) through the order module's end path; a no-show keeps
 * the money paid and gives back the vouchers and tickets held for the service not given.
 */
export async function staffChangeStatus(
  deps: BookingDeps,
  { store, now, actor }: StaffScope,
  body: StaffBookingStatusBody,
): Promise<{ id: string; status: BookingStatus }> {
  const column = columnOf(actor, 'update');
  const { bookingId, action } = body;
  const reason = action === 'close' ? `closed by the store: ${body.reason ?? ''}`.trim() : `${action} by the store`;
  const move = async (tx: Tx) => {
    const row = await repo.findBooking(tx, store.id, bookingId, true);
    if (!row) throw bookingNotFound();
    if (column === false) throw new ApiError('FORBIDDEN');
    if (column !== null && !(await repo.loadEvents(tx, [row.id])).some((e) => e.providerId === column)) {
      throw new ApiError('FORBIDDEN');
    }
    const to = transition(row.status, action, { now, start: toSeconds(row.startTime) });
    if (!to) throw new ApiError('INVALID_OPERATIONS', { data: { status: row.status } });
    const refund = action === 'close' ? row.paidAmount : 0;
    await repo.moveStatus(
      tx,
      { bookingId, from: row.status, to, now, by: 'store', reason },
      action === 'close' ? { refundAmount: refund } : {},
    );
    return { result: to, money: { paid: row.paidAmount, refund } };
  };
  // Closing and no-show end the booking (the order module's one end path); the others only move it.
  const status =
    action === 'close' || action === 'noShow'
      ? await endOrder(deps, { kind: 'Booking', id: bookingId }, now, move)
      : (await deps.db.transaction(move)).result;
  if (!status) throw bookingNotFound();
  return { id: bookingId, status };
}

/**
 * A booking made at the desk (a call, a walk-in) for a customer of the store, found by id or by
 * phone, or added by name and phone: the same cart, availability and prices as online, through the
 * order module's one create path, paid at the counter and confirmed at once. A designer books only
 * into their own column (every event names them); the exclusion constraint holds for staff too.
 */
export async function staffCreateBooking(
  deps: BookingDeps,
  { store, now, actor }: StaffScope,
  body: StaffCreateBookingBody,
  idempotencyKey: string | undefined,
): Promise<BookingCreated> {
  const column = columnOf(actor, 'update');
  if (column === false || (column !== null && body.events.some((e) => e.userId !== column))) {
    throw new ApiError('FORBIDDEN');
  }
  const customer = await deskCustomer(deps, store.id, body.customer);
  const { customer: _who, ...cart } = body;
  return createBooking(
    deps,
    { store, customer: { id: customer.id, gender: customer.gender }, now, by: 'store' },
    { ...cart, paymentMethod: 'Cash', isAgree: true, voucherIds: [], voucherDiscountCondition: 'EveryOne' },
    idempotencyKey,
  );
}

async function deskCustomer(deps: BookingDeps, storeId: string, who: StaffCreateBookingBody['customer']) {
  if ('customerId' in who) {
    const found = await findCustomerById(deps.db, storeId, who.customerId);
    if (!found) throw fieldError('customer.customerId', '找不到這位顧客');
    return found;
  }
  const phone = requirePhone(who.phone, 'customer.phone');
  const row = { storeId, phoneE164: phone, lastName: who.name, gender: who.gender };
  // Found by phone, or added now (a concurrent add of the same phone finds the other's row).
  return (
    (await findCustomerByPhone(deps.db, storeId, phone)) ??
    (await insertCustomer(deps.db, row)) ??
    (await findCustomerByPhone(deps.db, storeId, phone))!
  );
}
