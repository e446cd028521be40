import { type PaymentStatus, paymentActionFrom, paymentTransition, refundableAmount } from '@salon/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '#api/db/client';
import { ApiError } from '#api/http/errors';
import type { OrderRef } from '#api/modules/orders/kinds';
import type { OnlinePayments } from '#api/platform/payments/index';
import type { OnlinePaymentProvider } from '#api/platform/payments/online';
import type { PaymentRow } from './repository';
import * as repo from './repository';

/**
 * A payment's own moves: paid, declined, refunds (recorded here first, then asked of the provider)
 * and expiry when its order ends. What a payment does to its order is the order module's (orders/settle.ts).
 */

export interface PaymentDeps {
  db: Db;
  payments: OnlinePayments;
}

export type { OrderRef };

export function providerOf(deps: PaymentDeps, name: string): OnlinePaymentProvider {
  const provider = deps.payments.providers.find((p) => p.name === name);
  if (!provider) throw new ApiError('PAYMENT_UNAVAILABLE');
  return provider;
}

/** The payment is paid (from pending, or late after it expired); null when another report moved it first. */
export function markPaid(tx: Tx, payment: PaymentRow, now: number) {
  return repo.movePayment(tx, {
    id: payment.id,
    from: paymentActionFrom('pay'),
    to: paymentTransition('Pending', 'pay') as PaymentStatus,
    reason: 'provider: paid',
    amount: payment.amount,
    now,
  });
}

/** The payment was declined (or could not start); null when another report moved it first. */
export function failPayment(tx: Tx, payment: PaymentRow, now: number, reason: string) {
  return repo.movePayment(tx, {
    id: payment.id,
    from: paymentActionFrom('fail'),
    to: 'Failed',
    reason,
    amount: 0,
    now,
  });
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
