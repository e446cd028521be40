import type { OnlinePayment } from '@salon/contract';
import type { OnlinePaymentMethod } from '@salon/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Tx } from '#api/db/client';
import { at, toSeconds } from '#api/db/time';
import type { OnlinePaymentProvider } from '#api/platform/payments/online';
import type { PaymentRow } from './repository';
import * as repo from './repository';
import { failPayment, type OrderRef, type PaymentDeps, providerOf } from './settlement';
import { toOnlinePayment } from './views';

/**
 * Online payments of bookings and pickup orders: a Pending row opened in the order's transaction,
 * started at the provider after it commits, shown to the customer, paid again after a decline.
 * Callbacks are in callbacks.ts, a payment's moves and refunds in settlement.ts; what a payment does
 * to its order is the order module's (orders/settle.ts).
 */

/** In the order's transaction: the Pending payment of `amount`, payable until `payBy`. */
export async function openPayment(
  tx: Tx,
  p: {
    storeId: string;
    customerId: string;
    order: OrderRef;
    method: OnlinePaymentMethod;
    provider: OnlinePaymentProvider;
    amount: number;
    payBy: number;
    now: number;
  },
): Promise<PaymentRow> {
  // Opened by an online method with its hold: an online payment.
  const opened = await repo.insertPayment(
    tx,
    {
      storeId: p.storeId,
      customerId: p.customerId,
      orderKind: p.order.kind,
      orderId: p.order.id,
      method: p.method,
      provider: p.provider.name,
      amount: p.amount,
      status: 'Pending',
      payBy: at(p.payBy),
      createdAt: at(p.now),
      updatedAt: at(p.now),
    },
    'opened',
  );
  return opened as PaymentRow;
}

/** After the order committed: where the customer pays (the provider's page, or an ATM account). */
export async function startPayment(
  deps: PaymentDeps,
  payment: PaymentRow,
  request: { description: string; returnUrl: string },
  now: number,
  log?: FastifyBaseLogger,
): Promise<OnlinePayment> {
  const provider = providerOf(deps, payment.provider);
  let started: Awaited<ReturnType<OnlinePaymentProvider['create']>>;
  try {
    started = await provider.create({
      paymentId: payment.id,
      method: payment.method,
      amount: payment.amount,
      description: request.description,
      returnUrl: request.returnUrl,
      payBy: toSeconds(payment.payBy),
    });
  } catch (error) {
    // The provider could not take it now: the try fails, and the customer may pay again (or otherwise).
    log?.warn({ err: error, provider: provider.name }, 'starting a payment at the provider failed');
    const failed = await deps.db.transaction((tx) => failPayment(tx, payment, now, 'provider: could not start'));
    return toOnlinePayment(failed ?? payment);
  }
  const fields = {
    providerRef: started.providerRef,
    redirectUrl: started.redirectUrl,
    returnUrl: request.returnUrl,
    atmBankCode: started.atm?.bankCode ?? null,
    atmAccount: started.atm?.account ?? null,
  };
  await repo.setProviderRef(deps.db, payment.id, fields);
  return toOnlinePayment({ ...payment, ...fields });
}

/** An order's online payments, newest first. */
export { findPayment, paymentsOf } from './repository';

/** The payments record by sale, as the e-invoices read it. */
export { saleMoneyOf, saleOfPayment } from './sales';
