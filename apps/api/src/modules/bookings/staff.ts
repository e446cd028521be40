import type { StaffBookingStatusBody, StaffCalendar } from '@salon/contract';
import { type BookingStatus, providerShifts, reach, transition } from '@salon/domain';
import type { Tx } from '#api/db/client';
import type { StaffActor } from '#api/http/actor';
import { ApiError } from '#api/http/errors';
import { recordChange } from '#api/modules/audit/service';
import { customerSummariesOf } from '#api/modules/customer/service';
import { endOrder } from '#api/modules/orders/end';
import { paidByOrder } from '#api/modules/payments/record';
import type { StaffScope } from '#api/modules/scope';
import { catalogOf, designerSchedules } from '../catalog/service';
import type { BookingDeps } from './deps';
import { bookingNotFound } from './errors';
import { engineStore } from './quote';
import * as repo from './repository';
import { toSeconds } from './repository';
import * as staffRepo from './staff-repository';

/** The store's staff and its bookings: the calendar they read, the status moves they make. */

/** Whose column a member reaches for `action` on bookings: every designer's (null), only theirs, or none. */
export function columnOf(actor: StaffActor, action: 'read' | 'update'): string | null | false {
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
  if (column === false) return { designers: [], bookings: [], blocks: [] };
  // Working hours only: the calendar shows bookings themselves, so no busy-time query (it is polled every 3 s).
  const [catalog, rows, blocks] = await Promise.all([
    catalogOf(deps.db, store),
    staffRepo.bookingsBetween(deps.db, store.id, window.from, window.to),
    staffRepo.blocksBetween(deps.db, store.id, window.from, window.to),
  ]);
  const ids = rows.map((b) => b.id);
  // The customers' names are the customer module's: asked in the same round as the events and payments, by ids.
  const [events, paid, customers] = await Promise.all([
    repo.loadEvents(deps.db, ids),
    paidByOrder(deps.db, 'Booking', ids),
    customerSummariesOf(
      deps.db,
      store.id,
      rows.map((b) => b.customerId),
    ),
  ]);
  const designers = designerSchedules(catalog).filter((p) => column === null || p.id === column);
  const bookings = rows.flatMap((booking) => {
    const own = events.filter((e) => e.bookingId === booking.id && (column === null || e.providerId === column));
    const who = customers.get(booking.customerId);
    if (own.length === 0 || !who) return [];
    const customer = { name: who.lastName, phone: who.phone };
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
        paidAmount: paid.get(booking.id) ?? 0,
        awaitingPaymentUntil: booking.holdUntil ? toSeconds(booking.holdUntil) : null,
        closeReason: booking.closeReason,
      },
    ];
  });
  const engine = engineStore(store);
  return {
    designers: designers.map((d) => ({
      id: d.id,
      name: d.name,
      shifts: providerShifts(d, engine, window.from, window.to).map((i) => ({ startTime: i.start, endTime: i.end })),
    })),
    bookings,
    blocks: blocks
      .filter((b) => column === null || b.providerId === column)
      .map((b) => ({
        id: b.id,
        userId: b.providerId,
        startTime: toSeconds(b.startTime),
        endTime: toSeconds(b.endTime),
        reason: b.reason,
      })),
  };
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
  scope: StaffScope,
  body: StaffBookingStatusBody,
): Promise<{ id: string; status: BookingStatus }> {
  const { store, now, actor } = scope;
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
      { bookingId, from: row.status, to, now, by: 'store', reason, staffId: actor.staffId },
      action === 'close' ? { refundAmount: refund, closeReason: body.reason?.trim() || null } : {},
    );
    await recordChange(tx, scope, {
      operation: 'staffBookingStatus',
      entity: 'booking',
      entityId: bookingId,
      before: { status: row.status },
      after: { id: bookingId, status: to },
    });
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

/** A customer's latest bookings for the staff's customer page, each with what the payments record says was paid. */
export async function recentBookingsOf(db: Tx, storeId: string, customerId: string) {
  const rows = await staffRepo.recentOfCustomer(db, storeId, customerId);
  const paid = await paidByOrder(
    db,
    'Booking',
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({ ...r, startTime: toSeconds(r.startTime), paidAmount: paid.get(r.id) ?? 0 }));
}
