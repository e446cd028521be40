import type { StaffBookingStatusBody } from '@salon/contract';
import { type BookingStatus, transition } from '@salon/domain';
import type { Tx } from '#api/db/client';
import { toSeconds } from '#api/db/time';
import { ApiError } from '#api/http/errors';
import { recordChange } from '#api/modules/audit/service';
import { bookingForStaff, eventsOf, moveStatusByStaff } from '#api/modules/bookings/calendar-side';
import { bookingNotFound } from '#api/modules/bookings/errors';
import { endOrder } from '#api/modules/orders/end';
import type { StaffScope } from '#api/modules/scope';
import { columnOf } from './columns';
import type { CalendarDeps } from './deps';

/**
 * A staff member moves a booking by the domain's state machine: confirm, arrive, complete,
 * no-show, close (cancelled by the shop, with its reason). A designer only their own bookings
 * (FORBIDDEN otherwise); a move the machine refuses now → 409 INVALID_OPERATIONS. Closing gives
 * back what was paid (wallet and online) through the order module's end path; a no-show keeps
 * the money paid and gives back the vouchers and tickets held for the service not given.
 */
export async function staffChangeStatus(
  deps: CalendarDeps,
  scope: StaffScope,
  body: StaffBookingStatusBody,
): Promise<{ id: string; status: BookingStatus }> {
  const { store, now, actor } = scope;
  const column = columnOf(actor, 'update');
  const { bookingId, action } = body;
  const reason = action === 'close' ? `closed by the store: ${body.reason ?? ''}`.trim() : `${action} by the store`;
  const move = async (tx: Tx) => {
    const row = await bookingForStaff(tx, store.id, bookingId, true);
    if (!row) throw bookingNotFound();
    if (column === false) throw new ApiError('FORBIDDEN');
    if (column !== null && !(await eventsOf(tx, [row.id])).some((e) => e.providerId === column)) {
      throw new ApiError('FORBIDDEN');
    }
    const to = transition(row.status, action, { now, start: toSeconds(row.startTime) });
    if (!to) throw new ApiError('INVALID_OPERATIONS', { data: { status: row.status } });
    const refund = action === 'close' ? row.paidAmount : 0;
    await moveStatusByStaff(tx, {
      row,
      to,
      now,
      staffId: actor.staffId,
      reason,
      ...(action === 'close' ? { close: { refundAmount: refund, closeReason: body.reason?.trim() || null } } : {}),
    });
    await recordChange(tx, scope, {
      operation: 'staffBookingStatus',
      entity: 'booking',
      entityId: bookingId,
      before: { status: row.status },
      after: { id: bookingId, status: to, startTime: toSeconds(row.startTime) },
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
