import type { BookingCancelled } from '@salon/contract';
import { type BookingStatus, expireIfDue, transition } from '@salon/domain';
import { endOrder } from '#api/modules/orders/end';
import { movedBy } from '#api/modules/orders/kinds';
import type { CustomerScope } from '#api/modules/scope';
import type { BookingDeps } from './deps';
import { LAPSED_REASON } from './facts-repository';
import { lockForChange } from './lock';
import * as repo from './repository';
import { toSeconds } from './repository';

/**
 * A booking's endings, each through the order module's one end path (wallet back once, pending
 * payment expired, the online refund after commit): cancelled by the customer, expired unconfirmed
 * at its start, lapsed unpaid past its hold.
 */

/**
 * Cancels a booking with the refund the policy gives now; its time is released in the same
 * transaction. Only its customer, signed in: another customer's booking is not found (404).
 */
export async function cancelBooking(
  deps: BookingDeps,
  { store, now, actor }: CustomerScope,
  bookingId: string,
): Promise<BookingCancelled> {
  const cancelled = await endOrder(deps, { kind: 'Booking', id: bookingId }, now, async (tx) => {
    const { row, cancellation } = await lockForChange(tx, store, bookingId, now, 'cancel', actor.customer.id);
    const start = toSeconds(row.startTime);
    const to = transition(row.status, 'cancel', { now, start, cancelAllowed: cancellation.quote.allowed });
    const refund = cancellation.quote.refund;
    const move = {
      storeId: row.storeId,
      bookingId,
      from: row.status,
      to: to as BookingStatus,
      now,
      by: movedBy(actor),
    };
    await repo.moveStatus(tx, { ...move, reason: 'cancelled' }, { refundAmount: refund });
    const result = { bookingId, status: to as BookingStatus, refund, refundText: cancellation.text };
    return { result, money: { paid: row.paidAmount, refund } };
  });
  // The row was locked and the policy allowed it: a cancel always moves it.
  if (!cancelled) throw new Error('cancel did not move the booking');
  return cancelled;
}

/**
 * Pending bookings whose start has come become Expired (the domain's transition), releasing
 * their time; never served, what was paid comes back whole. Applied lazily whenever bookings are
 * read or changed.
 */
export async function expireDue(
  deps: BookingDeps,
  storeId: string,
  now: number,
  filter: { customerId?: string; id?: string },
) {
  const due = (await repo.findPendingDue(deps.db, storeId, now, filter)).filter(
    (b) => expireIfDue(b.status, toSeconds(b.startTime), now) === 'Expired',
  );
  for (const b of due) {
    await endOrder(deps, { kind: 'Booking', id: b.id }, now, async (tx) => {
      const move = { storeId, bookingId: b.id, from: b.status, to: 'Expired' as const, now, by: 'system' as const };
      if (!(await repo.moveStatus(tx, { ...move, reason: 'expired' }))) return null;
      return { result: true, money: { paid: b.paidAmount, refund: b.paidAmount } };
    });
  }
}

/**
 * Bookings awaiting online payment past their hold become Expired (lapse), releasing their
 * designers' time; their pending payments expire and what the wallet paid comes back.
 */
export async function lapseBookingHolds(deps: BookingDeps, now: number): Promise<number> {
  let lapsed = 0;
  for (const b of await repo.lapsedHolds(deps.db, now)) {
    const moved = await endOrder(deps, { kind: 'Booking', id: b.id }, now, async (tx) => {
      const row = await repo.findBooking(tx, b.storeId, b.id, true);
      const to = row && transition(row.status, 'lapse');
      if (!row || !to || row.holdUntil === null || toSeconds(row.holdUntil) > now) return null;
      const move = { storeId: row.storeId, bookingId: row.id, from: row.status, to, now, by: 'system' as const };
      await repo.moveStatus(tx, { ...move, reason: LAPSED_REASON });
      return { result: true, money: { paid: row.paidAmount, refund: row.paidAmount } };
    });
    if (moved) lapsed += 1;
  }
  return lapsed;
}
