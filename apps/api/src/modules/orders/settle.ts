import type { Tx } from '#api/db/client';
import type { PaymentRow } from '#api/db/rows';
import { bookingPaidKind } from '#api/modules/bookings/payment';
import { failPayment, markPaid } from '#api/modules/payments/settlement';
import { pickupPaidKind } from '#api/modules/retail/payment';
import type { PaidOrderKind } from './kinds';

const KINDS: Record<PaymentRow['orderKind'], PaidOrderKind<unknown>> = {
  Booking: bookingPaidKind as PaidOrderKind<unknown>,
  PickupOrder: pickupPaidKind as PaidOrderKind<unknown>,
};

/** What a reported payment came to: the payment now, and what of it is to be given back. */
export interface Settled {
  payment: PaymentRow;
  refund: number;
}

/**
 * The one place a paid online payment reaches its order, whatever reported it (a signed callback,
 * LINE Pay's confirm, reconciliation) and whichever kind the order is. The order is locked first,
 * then the payment moves by a conditional update (a repeat finds it moved and changes nothing);
 * an order still waiting takes it (confirmed, paid), one that ended meanwhile has it refunded whole.
 */
export async function settlePaid(tx: Tx, payment: PaymentRow, now: number): Promise<Settled> {
  const kind = KINDS[payment.orderKind];
  const order = await kind.lock(tx, payment.storeId, payment.orderId);
  const paid = await markPaid(tx, payment, now);
  if (!paid) return { payment, refund: 0 };
  const taken = order !== null && (await kind.confirmPaid(tx, order, paid, now));
  return { payment: paid, refund: taken ? 0 : paid.amount };
}

/** A declined payment: the order keeps waiting (until its hold) for another try. */
export async function settleFailed(tx: Tx, payment: PaymentRow, now: number, reason = 'provider: declined') {
  const failed = await failPayment(tx, payment, now, reason);
  return { payment: failed ?? payment, refund: 0 };
}
