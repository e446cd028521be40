import { type PaymentStatus, paymentActionFrom, paymentTransition, refundableAmount, transition } from '@salon/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '#api/db/client';
import type { WalletOrderKind } from '#api/db/schema/index';
import { ApiError } from '#api/http/errors';
import * as bookingsRepo from '#api/modules/bookings/repository';
import type { OnlinePayments } from '#api/platform/payments/index';
import type { OnlinePaymentProvider } from '#api/platform/payments/online';
import type { PaymentRow } from './repository';
import * as repo from './repository';

/**
 * Settling online payments, whatever reported them (a signed callback, LINE Pay's confirm, the
 * provider's answer to reconciliation): the payment moves by a conditional update (a repeat finds
 * it moved), its order is confirmed or, when it ended meanwhile, the money is refunded; refunds
 * are recorded here first and then asked of the provider.
 */

export interface PaymentDeps {
  db: Db;
  payments: OnlinePayments;
}

export interface OrderRef {
  kind: WalletOrderKind;
  id: string;
}

export function providerOf(deps: PaymentDeps, name: string): OnlinePaymentProvider {
  const provider = deps.payments.providers.find((p) => p.name === name);
  if (!provider) throw new ApiError('PAYMENT_UNAVAILABLE');
  return provider;
}

/**
 * Paid: confirms the booking still awaiting it; otherwise the whole amount is to be refunded. The
 * booking is locked before the payment, in the order a cancel takes them (no deadlock between the two).
 */
export async function settlePaid(tx: Tx, payment: PaymentRow, now: number) {
  if (payment.orderKind === 'PickupOrder') return settlePickupPaid(tx, payment, now);
  const booking = await bookingsRepo.findBooking(tx, payment.storeId, payment.orderId, true);
  const paid = await markPaid(tx, payment, now);
  if (!paid) return { payment, refund: 0 };
  const to = booking ? transition(booking.status, 'autoConfirm') : null;
  if (!booking || !to || booking.holdUntil === null) return { payment: paid, refund: paid.amount };
  await bookingsRepo.setStatus(
    tx,
    { bookingId: booking.id, from: booking.status, to, active: true, now },
    { paidAmount: booking.paidAmount + paid.amount, holdUntil: null },
  );
  await bookingsRepo.recordHistory(tx, [
    { bookingId: booking.id, from: booking.status, to, now, by: 'system', reason: 'paid online' },
  ]);
  return { payment: paid, refund: 0 };
}

/** A pickup order still waiting for this payment keeps its stock and is paid; one that ended gets a refund. */
async function settlePickupPaid(tx: Tx, payment: PaymentRow, now: number) {
  const order = await repo.lockPickupOrder(tx, payment.orderId);
  const paid = await markPaid(tx, payment, now);
  if (!paid) return { payment, refund: 0 };
  if (order?.status !== 'Placed' || order.holdUntil === null) return { payment: paid, refund: paid.amount };
  await repo.markPickupPaid(tx, order.id, paid.amount, now);
  return { payment: paid, refund: 0 };
}

/** The payment is paid (from pending, or late after it expired); null when another report moved it first. */
function markPaid(tx: Tx, payment: PaymentRow, now: number) {
  return repo.movePayment(tx, {
    id: payment.id,
    from: paymentActionFrom('pay'),
    to: paymentTransition('Pending', 'pay') as PaymentStatus,
    reason: 'provider: paid',
    amount: payment.amount,
    now,
  });
}

export async function settleFailed(tx: Tx, payment: PaymentRow, now: number, reason = 'provider: declined') {
  const failed = await repo.movePayment(tx, {
    id: payment.id,
    from: paymentActionFrom('fail'),
    to: 'Failed',
    reason,
    amount: 0,
    now,
  });
  return { payment: failed ?? payment, refund: 0 };
}

// ---- refunds --------------------------------------------------------------------------------

/**
 * Gives back `amount` of a paid payment through its provider: recorded first (refunded, status,
 * event), then asked of the provider. A provider failure is logged for the store to follow up.
 */
export async function refundAtProvider(
  deps: PaymentDeps,
  payment: PaymentRow,
  amount: number,
  reason: string,
  now: number,
  log?: FastifyBaseLogger,
): Promise<number> {
  const give = Math.min(amount, refundableAmount(payment.amount, payment.refunded));
  if (give <= 0) return 0;
  const recorded = await deps.db.transaction(async (tx) => {
    const added = await repo.addRefund(tx, payment.id, give, now);
    if (!added) return null;
    const to = paymentTransition(payment.status === 'PartiallyRefunded' ? 'PartiallyRefunded' : 'Paid', 'refund', {
      paid: added.amount,
      refunded: added.refunded,
    }) as PaymentStatus;
    return repo.movePayment(tx, { id: payment.id, from: paymentActionFrom('refund'), to, reason, amount: give, now });
  });
  if (!recorded?.providerRef) return 0;
  try {
    await providerOf(deps, payment.provider).refund({ providerRef: recorded.providerRef, amount: give });
  } catch (error) {
    log?.error({ err: error, paymentId: payment.id }, 'refund at the provider failed');
  }
  return give;
}

/** Refunds `amount` of what an order paid online (a cancel policy's share), across its paid payments. */
export async function refundOrder(
  deps: PaymentDeps,
  order: OrderRef,
  amount: number,
  now: number,
  log?: FastifyBaseLogger,
): Promise<number> {
  let left = amount;
  for (const payment of await repo.paymentsOf(deps.db, order.kind, [order.id])) {
    if (left <= 0) break;
    if (!paymentActionFrom('refund').includes(payment.status)) continue;
    left -= await refundAtProvider(deps, payment, left, 'order cancelled', now, log);
  }
  return amount - left;
}

/** In an order's ending transaction: its payments not yet paid can no longer be (a late one is refunded). */
export async function expirePending(tx: Tx, order: OrderRef, now: number): Promise<void> {
  for (const payment of await repo.pendingOf(tx, order.kind, order.id)) {
    await repo.movePayment(tx, {
      id: payment.id,
      from: paymentActionFrom('expire'),
      to: 'Expired',
      reason: 'order ended',
      amount: 0,
      now,
    });
  }
}
