import type { OnlinePayment } from '@salon/contract';
import {
  type BookingStatus,
  type OnlinePaymentMethod,
  type PaymentStatus,
  paymentTransition,
  refundableAmount,
  transition,
} from '@salon/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '#api/db/client';
import type { WalletOrderKind } from '#api/db/schema/index';
import { at, toSeconds } from '#api/db/time';
import { ApiError } from '#api/http/errors';
import * as bookingsRepo from '#api/modules/bookings/repository';
import type { StoreRow } from '#api/modules/store/repository';
import { returnWallet } from '#api/modules/wallet/payments';
import { type OnlinePayments, onlineProviderFor } from '#api/platform/payments/index';
import type { OnlinePaymentProvider } from '#api/platform/payments/online';
import type { PaymentRow } from './repository';
import * as repo from './repository';

/**
 * Online payments of bookings (and later pickup orders): a Pending row opened in the order's
 * transaction, started at the provider after it commits, settled by signed callbacks (once,
 * whatever arrives twice), lapsed with its order when the hold runs out, refunded by the policy.
 */

export interface PaymentDeps {
  db: Db;
  payments: OnlinePayments;
}

interface OrderRef {
  kind: WalletOrderKind;
  id: string;
}

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
  return repo.insertPayment(
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
    const failed = await deps.db.transaction((tx) => settleFailed(tx, payment, now, 'provider: could not start'));
    return toOnlinePayment(failed.payment);
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

function providerOf(deps: PaymentDeps, name: string): OnlinePaymentProvider {
  const provider = deps.payments.providers.find((p) => p.name === name);
  if (!provider) throw new ApiError('PAYMENT_UNAVAILABLE');
  return provider;
}

/** The payment an order shows: the one not declined (pending, paid, refunded, expired), else the last try. */
export function currentPayment(rows: readonly PaymentRow[]): PaymentRow | null {
  return rows.find((p) => p.status !== 'Failed') ?? rows[rows.length - 1] ?? null;
}

export function toOnlinePayment(row: PaymentRow): OnlinePayment {
  return {
    paymentId: row.id,
    method: row.method,
    amount: row.amount,
    refunded: row.refunded,
    status: row.status,
    payBy: toSeconds(row.payBy),
    redirectUrl: row.status === 'Pending' ? row.redirectUrl : null,
    atm:
      row.atmAccount && row.atmBankCode
        ? { bankCode: row.atmBankCode, account: row.atmAccount, dueTime: toSeconds(row.payBy) }
        : null,
  };
}

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
    if (!(await repo.firstDelivery(tx, provider.name, callback.digest, now))) return { payment, refund: 0 };
    return callback.outcome === 'paid' ? settlePaid(tx, payment, now) : settleFailed(tx, payment, now);
  });
  if (settled.refund > 0)
    await refundAtProvider(deps, settled.payment, settled.refund, 'order ended before payment', now, log);
  const current = (await repo.findPayment(deps.db, payment.id)) ?? settled.payment;
  return { paymentId: payment.id, status: current.status };
}

/**
 * Paid: confirms the booking still awaiting it; otherwise the whole amount is to be refunded. The
 * booking is locked before the payment, in the order a cancel takes them (no deadlock between the two).
 */
async function settlePaid(tx: Tx, payment: PaymentRow, now: number) {
  if (payment.orderKind === 'PickupOrder') return settlePickupPaid(tx, payment, now);
  const booking = await bookingsRepo.findBooking(tx, payment.storeId, payment.orderId, true);
  const paid = await repo.movePayment(tx, {
    id: payment.id,
    from: ['Pending', 'Expired'],
    to: paymentTransition('Pending', 'pay') as PaymentStatus,
    reason: 'provider: paid',
    amount: payment.amount,
    now,
  });
  if (!paid) return { payment, refund: 0 };
  const to = booking ? transition(booking.status, 'autoConfirm') : null;
  if (!booking || !to || booking.holdUntil === null) return { payment: paid, refund: paid.amount };
  await bookingsRepo.setStatus(
    tx,
    { bookingId: booking.id, from: booking.status, to, active: true, now },
    { paidAmount: booking.paidAmount + paid.amount, paymentStatus: 'Paid', holdUntil: null },
  );
  await bookingsRepo.recordHistory(tx, [
    { bookingId: booking.id, from: booking.status, to, now, by: 'system', reason: 'paid online' },
  ]);
  return { payment: paid, refund: 0 };
}

/** A pickup order still waiting for this payment keeps its stock and is paid; one that ended gets a refund. */
async function settlePickupPaid(tx: Tx, payment: PaymentRow, now: number) {
  const order = await repo.lockPickupOrder(tx, payment.orderId);
  const paid = await repo.movePayment(tx, {
    id: payment.id,
    from: ['Pending', 'Expired'],
    to: 'Paid',
    reason: 'provider: paid',
    amount: payment.amount,
    now,
  });
  if (!paid) return { payment, refund: 0 };
  if (order?.status !== 'Placed' || order.holdUntil === null) return { payment: paid, refund: paid.amount };
  await repo.markPickupPaid(tx, order.id, paid.amount, now);
  return { payment: paid, refund: 0 };
}

async function settleFailed(tx: Tx, payment: PaymentRow, now: number, reason = 'provider: declined') {
  const booking =
    payment.orderKind === 'Booking' ? await bookingsRepo.findBooking(tx, payment.storeId, payment.orderId, true) : null;
  const failed = await repo.movePayment(tx, {
    id: payment.id,
    from: ['Pending'],
    to: 'Failed',
    reason,
    amount: 0,
    now,
  });
  if (failed && booking?.status === 'New')
    await bookingsRepo.updateBooking(tx, booking.id, { paymentStatus: 'PaymentFailed' });
  return { payment: failed ?? payment, refund: 0 };
}

// ---- refunds --------------------------------------------------------------------------------

/**
 * Gives back `amount` of a paid payment through its provider: recorded first (refunded, status,
 * event), then asked of the provider. A provider failure is logged for the store to follow up.
 */
async function refundAtProvider(
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
    return repo.movePayment(tx, { id: payment.id, from: ['Paid', 'PartiallyRefunded'], to, reason, amount: give, now });
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
    if (payment.status !== 'Paid' && payment.status !== 'PartiallyRefunded') continue;
    left -= await refundAtProvider(deps, payment, left, 'order cancelled', now, log);
  }
  return amount - left;
}

/** In an order's ending transaction: its payments not yet paid can no longer be (a late one is refunded). */
export async function expirePending(tx: Tx, order: OrderRef, now: number): Promise<void> {
  for (const payment of await repo.pendingOf(tx, order.kind, order.id)) {
    await repo.movePayment(tx, {
      id: payment.id,
      from: ['Pending'],
      to: 'Expired',
      reason: 'order ended',
      amount: 0,
      now,
    });
  }
}

// ---- reconciliation -------------------------------------------------------------------------

/** How long a payment may stay pending before its provider is asked about it. */
export const RECONCILE_AFTER_SECONDS = 120;

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

// ---- holds ----------------------------------------------------------------------------------

/**
 * Bookings awaiting online payment past their hold become Expired (lapse), releasing their
 * designers' time; their pending payments expire and what the wallet paid comes back.
 */
export async function lapseHolds(deps: Pick<PaymentDeps, 'db'>, now: number): Promise<number> {
  let lapsed = 0;
  for (const b of await repo.lapsedHolds(deps.db, now)) {
    const moved = await deps.db.transaction(async (tx) => {
      const to = transition('New', 'lapse') as BookingStatus;
      const done = await bookingsRepo.setStatus(tx, { bookingId: b.id, from: 'New', to, active: false, now });
      if (!done) return false;
      await bookingsRepo.recordHistory(tx, [
        { bookingId: b.id, from: 'New', to, now, by: 'system', reason: 'payment hold lapsed' },
      ]);
      await expirePending(tx, { kind: 'Booking', id: b.id }, now);
      await returnWallet(tx, { kind: 'Booking', id: b.id }, { paid: b.paidAmount, refund: b.paidAmount }, now);
      return true;
    });
    if (moved) lapsed += 1;
  }
  return lapsed;
}

export interface HoldSweeper {
  runOnce(): Promise<number>;
  stop(): void;
}

/** Lapses unpaid holds every `intervalSeconds` (0: never) with the app's clock; the timer is unref'd. */
export function startHoldSweeper(
  deps: PaymentDeps,
  now: () => number,
  intervalSeconds: number,
  log: FastifyBaseLogger,
  /** Other orders' holds to lapse on each run (pickup orders: the retail module's own close). */
  others: readonly ((now: number) => Promise<unknown>)[] = [],
): HoldSweeper {
  const runOnce = async () => {
    try {
      await reconcilePayments(deps, now(), log);
      for (const lapse of others) await lapse(now());
      return await lapseHolds(deps, now());
    } catch (error) {
      log.warn({ err: error }, 'lapsing payment holds failed');
      return 0;
    }
  };
  const timer = intervalSeconds > 0 ? setInterval(() => void runOnce(), intervalSeconds * 1000) : null;
  timer?.unref();
  return { runOnce, stop: () => timer && clearInterval(timer) };
}

// ---- paying again ---------------------------------------------------------------------------

/**
 * POST /bookings/payments: the customer's booking awaiting payment (its last try declined or left)
 * gets a new payment, by the same or another online method, for the same amount and until the
 * same hold. A booking no longer waiting (paid, lapsed, cancelled) or still being paid → UPDATE_FAILED.
 */
export async function payBookingAgain(
  deps: PaymentDeps,
  { store, customer, now }: { store: StoreRow; customer: { id: string }; now: number },
  body: { bookingId: string; paymentMethod: OnlinePaymentMethod },
): Promise<OnlinePayment> {
  const provider = onlineProviderFor(deps.payments, store.paymentMethods, body.paymentMethod);
  if (!provider) throw new ApiError('PAYMENT_UNAVAILABLE');
  const opened = await deps.db.transaction(async (tx) => {
    const booking = await bookingsRepo.findBooking(tx, store.id, body.bookingId, true);
    if (!booking || booking.customerId !== customer.id) throw new ApiError('BOOKING_NOT_FOUND');
    const hold = booking.holdUntil ? toSeconds(booking.holdUntil) : null;
    if (booking.status !== 'New' || hold === null || hold <= now)
      throw new ApiError('UPDATE_FAILED', { stateConflict: true });
    const tries = await repo.paymentsOf(tx, 'Booking', [booking.id]);
    const last = tries[0];
    // Only when every try so far was declined: one pending or paid is still the booking's.
    if (!last || tries.some((p) => p.status !== 'Failed')) throw new ApiError('UPDATE_FAILED', { stateConflict: true });
    await bookingsRepo.updateBooking(tx, booking.id, { paymentStatus: 'AwaitingPayment' });
    return openPayment(tx, {
      storeId: store.id,
      customerId: customer.id,
      order: { kind: 'Booking', id: booking.id },
      method: body.paymentMethod,
      provider,
      amount: last.amount,
      payBy: hold,
      now,
    });
  });
  return startPayment(
    deps,
    opened,
    { description: `${store.name} 預約`, returnUrl: `/${store.code}/booking/${body.bookingId}?result=payment` },
    now,
  );
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
