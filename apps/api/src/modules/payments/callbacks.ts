import type { PaymentStatus } from '@salon/domain';
import type { FastifyBaseLogger } from 'fastify';
import { ApiError } from '#api/http/errors';
import { settleFailed, settlePaid } from '#api/modules/orders/settle';
import * as repo from './repository';
import { type PaymentDeps, refundAtProvider } from './settlement';

/** What providers report: signed callbacks, LINE Pay's return, and reconciliation of what they never reported. */
// ---- callbacks -----------------------------------------------------------------------------

/**
 * A provider's callback. Refused (CALLBACK_REJECTED) unless signed by the provider, recent, for a
 * payment it started and for its exact amount; a repeat or replay of one already handled changes
 * nothing. Paid: the order is confirmed, or, when it ended meanwhile (hold lapsed, cancelled),
 * the money is refunded at once. Failed: the payment is Failed; the order waits for another try
 * until its hold runs out.
 */
export async function handleCallback(
  deps: PaymentDeps,
  providerName: string,
  request: { headers: Record<string, string | string[] | undefined>; rawBody: string },
  now: number,
  log?: FastifyBaseLogger,
): Promise<{ paymentId: string; status: PaymentStatus }> {
  const provider = deps.payments.providers.find((p) => p.name.toLowerCase() === providerName.toLowerCase());
  if (!provider) throw new ApiError('NOT_FOUND');
  const callback = provider.verifyCallback(request.headers, request.rawBody, now);
  if (!callback) throw new ApiError('CALLBACK_REJECTED', { data: { reason: 'signature' } });
  const payment = await repo.findPayment(deps.db, callback.paymentId);
  if (!payment || payment.providerRef !== callback.providerRef)
    throw new ApiError('CALLBACK_REJECTED', { data: { reason: 'payment' } });
  if (callback.amount !== payment.amount) throw new ApiError('CALLBACK_REJECTED', { data: { reason: 'amount' } });

  const settled = await deps.db.transaction(async (tx) => {
    if (!(await repo.firstDelivery(tx, payment.storeId, provider.name, callback.digest, now)))
      return { payment, refund: 0 };
    return callback.outcome === 'paid' ? settlePaid(tx, payment, now) : settleFailed(tx, payment, now);
  });
  if (settled.refund > 0)
    await refundAtProvider(deps, settled.payment, settled.refund, 'order ended before payment', now, log);
  const current = (await repo.findPayment(deps.db, payment.id)) ?? settled.payment;
  return { paymentId: payment.id, status: current.status };
}

// ---- reconciliation -------------------------------------------------------------------------

/** How long a payment may stay pending before its provider is asked about it. */
const RECONCILE_AFTER_SECONDS = 120;

/**
 * Asks the providers about payments pending for a while (a callback lost, a customer who approved
 * but never came back) and settles what they say was paid or failed, as a callback would. Runs
 * before holds lapse, so money taken is never lost with its booking.
 */
export async function reconcilePayments(deps: PaymentDeps, now: number, log?: FastifyBaseLogger): Promise<number> {
  let settled = 0;
  for (const payment of await repo.stalePending(deps.db, now - RECONCILE_AFTER_SECONDS)) {
    const provider = deps.payments.providers.find((p) => p.name === payment.provider);
    if (!provider || !payment.providerRef) continue;
    const state = await provider.query(payment.providerRef).catch(() => 'pending' as const);
    if (state === 'pending') continue;
    const done = await deps.db.transaction((tx) =>
      state === 'paid' ? settlePaid(tx, payment, now) : settleFailed(tx, payment, now, 'provider: failed (reconciled)'),
    );
    if (done.refund > 0)
      await refundAtProvider(deps, done.payment, done.refund, 'order ended before payment', now, log);
    settled += 1;
  }
  return settled;
}

// ---- LINE Pay: confirm on the customer's return -----------------------------------------------

/**
 * GET /api/payments/return/linepay: LINE Pay sends the customer back here after approving (with
 * its transactionId) or cancelling. Approved, we confirm with LINE Pay for the payment's exact
 * amount (only then is the money taken) and settle it as paid; cancelled or refused, it fails. A
 * repeat (back button) of a payment already settled asks LINE Pay nothing. Answers where to send
 * the browser: the order's page.
 */
export async function returnFromLinePay(
  deps: PaymentDeps,
  query: { paymentId?: string; transactionId?: string; cancel?: string },
  now: number,
  log?: FastifyBaseLogger,
): Promise<string> {
  const linePay = deps.payments.linePay;
  const payment = linePay && query.paymentId ? await repo.findPayment(deps.db, query.paymentId) : null;
  if (!linePay || !payment || payment.provider !== linePay.name) throw new ApiError('PAYMENT_NOT_FOUND');
  const back = payment.returnUrl ?? '/';
  if (payment.status !== 'Pending' && payment.status !== 'Expired') return back;
  if (query.cancel || query.transactionId !== payment.providerRef) {
    await deps.db.transaction((tx) => settleFailed(tx, payment, now, 'customer cancelled at LINE Pay'));
    return back;
  }
  const outcome = await linePay.confirm(payment.providerRef, payment.amount).catch((error) => {
    log?.warn({ err: error }, 'LINE Pay confirm failed');
    return 'failed' as const;
  });
  const settled = await deps.db.transaction((tx) =>
    outcome === 'paid' ? settlePaid(tx, payment, now) : settleFailed(tx, payment, now, 'LINE Pay: not confirmed'),
  );
  if (settled.refund > 0)
    await refundAtProvider(deps, settled.payment, settled.refund, 'order ended before payment', now, log);
  return back;
}
