import type { PaymentStatus } from '../vocabulary/index';
import { SETTLED_PAYMENT_STATUSES } from './record';

/**
 * pay: the provider says paid (also after the hold ran out: the money was taken and must then be
 * refunded); fail: declined; expire: the hold ran out unpaid or the order ended; refund: money back.
 */
export type PaymentAction = 'pay' | 'fail' | 'expire' | 'refund';

const FROM: Record<PaymentAction, readonly PaymentStatus[]> = {
  pay: ['Pending', 'Expired'],
  fail: ['Pending'],
  expire: ['Pending'],
  refund: SETTLED_PAYMENT_STATUSES,
};

/** The statuses an action moves a payment from (a conditional update's `WHERE status IN`). */
export const paymentActionFrom = (action: PaymentAction): readonly PaymentStatus[] => FROM[action];

/**
 * The one place a payment's status changes: the next status, or null when the action is not
 * allowed from `from` (a repeated callback finds the payment already moved and changes nothing).
 * A refund needs the amounts: all of what was paid refunded → Refunded, else PartiallyRefunded.
 */
export function paymentTransition(
  from: PaymentStatus,
  action: PaymentAction,
  amounts: { paid: number; refunded: number } = { paid: 0, refunded: 0 },
): PaymentStatus | null {
  if (!FROM[action].includes(from)) return null;
  switch (action) {
    case 'pay':
      return 'Paid';
    case 'fail':
      return 'Failed';
    case 'expire':
      return 'Expired';
    case 'refund':
      return amounts.refunded >= amounts.paid ? 'Refunded' : 'PartiallyRefunded';
  }
}

/** An online payment the customer may still pay: waiting, or declined and not paid again yet. */
export const awaitsOnlinePayment = (payment: { status: PaymentStatus } | null | undefined): boolean =>
  payment?.status === 'Pending' || payment?.status === 'Failed';

/** What is left to refund of a payment. */
export const refundableAmount = (paid: number, refunded: number): number => Math.max(0, paid - refunded);
