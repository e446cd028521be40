import type { OnlinePayment } from '@salon/contract';
import type { OnlinePaymentMethod } from '@salon/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Tx } from '#api/db/client';
import { at, toSeconds } from '#api/db/time';
import { ApiError } from '#api/http/errors';
import * as bookingsRepo from '#api/modules/bookings/repository';
import type { StoreRow } from '#api/modules/store/repository';
import { onlineProviderFor } from '#api/platform/payments/index';
import type { OnlinePaymentProvider } from '#api/platform/payments/online';
import type { PaymentRow } from './repository';
import * as repo from './repository';
import { type OrderRef, type PaymentDeps, providerOf, settleFailed } from './settlement';

/**
 * Online payments of bookings and pickup orders: a Pending row opened in the order's transaction,
 * started at the provider after it commits, shown to the customer, paid again after a decline.
 * Callbacks are in callbacks.ts, settling and refunds in settlement.ts, holds in holds.ts.
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
