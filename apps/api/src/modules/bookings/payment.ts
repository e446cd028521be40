import type { InvoiceRequest, OnlinePayment } from '@salon/contract';
import { type Language, type OnlinePaymentMethod, paymentDescription, transition } from '@salon/domain';
import type { BookingRow } from '#api/db/rows';
import { ApiError } from '#api/http/errors';
import { type CheckoutInvoiceDeps, checkInvoiceChoice, rememberInvoiceChoice } from '#api/modules/invoices/checkout';
import type { PaidOrderKind } from '#api/modules/orders/kinds';
import { openPayment, paymentsOf, startPayment } from '#api/modules/payments/service';
import type { CustomerScope } from '#api/modules/scope';
import { storeById } from '#api/modules/store/service';
import { onlineProviderFor } from '#api/platform/payments/index';
import { firstStep } from './create';
import type { BookingDeps } from './deps';
import { bookingNotFound } from './errors';
import * as repo from './repository';
import { toSeconds } from './repository';

/** A booking as the order module's settlement sees it: confirmed by the payment it waited for. */
export const bookingPaidKind: PaidOrderKind<BookingRow> = {
  lock: (tx, storeId, bookingId) => repo.findBooking(tx, storeId, bookingId, true),
  async confirmPaid(tx, booking, payment, now) {
    // Paid, it goes on as a booking placed now would: confirmed, or waiting for the store to confirm it.
    const to = transition(
      booking.status,
      firstStep({ confirmEachBooking: (await storeById(tx, booking.storeId))?.confirmEachBooking ?? false }),
    );
    if (!to || booking.holdUntil === null) return false;
    const move = {
      storeId: booking.storeId,
      bookingId: booking.id,
      from: booking.status,
      to,
      now,
      by: 'system' as const,
    };
    await repo.moveStatus(
      tx,
      { ...move, reason: 'paid online' },
      { paidAmount: booking.paidAmount + payment.amount, holdUntil: null },
    );
    return true;
  },
};

/**
 * POST /bookings/payments: the customer's booking awaiting payment (its last try declined or left)
 * gets a new payment, by the same or another online method, for the same amount and until the
 * same hold. A booking no longer waiting (paid, lapsed, cancelled) or still being paid → UPDATE_FAILED;
 * a provider that refuses to start it → PAY_FAILED (the booking keeps waiting).
 */
export async function payBookingAgain(
  deps: BookingDeps & CheckoutInvoiceDeps,
  { store, now, actor }: CustomerScope,
  body: { bookingId: string; paymentMethod: OnlinePaymentMethod; invoice?: InvoiceRequest },
  language: Language | null = null,
): Promise<OnlinePayment> {
  const { customer } = actor;
  const provider = onlineProviderFor(deps.payments, store.paymentMethods, body.paymentMethod);
  if (!provider) throw new ApiError('PAYMENT_UNAVAILABLE');
  await checkInvoiceChoice(deps, { store, now }, body.invoice);
  const opened = await deps.db.transaction(async (tx) => {
    const booking = await repo.findBooking(tx, store.id, body.bookingId, true);
    if (!booking || booking.customerId !== customer.id) throw bookingNotFound();
    const hold = booking.holdUntil ? toSeconds(booking.holdUntil) : null;
    if (booking.status !== 'New' || hold === null || hold <= now)
      throw new ApiError('UPDATE_FAILED', { stateConflict: true });
    const tries = await paymentsOf(tx, 'Booking', [booking.id]);
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
  await rememberInvoiceChoice(deps.db, customer.id, body.invoice);
  const returnUrl = `/${store.code}/booking/${body.bookingId}?result=payment`;
  const payment = await startPayment(
    deps,
    opened,
    { description: paymentDescription(store.name, 'booking', language ?? 'zh-TW'), returnUrl },
    now,
  );
  if (payment.status === 'Failed') throw new ApiError('PAY_FAILED', { data: { bookingId: body.bookingId, payment } });
  return payment;
}
