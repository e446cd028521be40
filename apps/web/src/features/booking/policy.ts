import type { BookingCancelled, BookingDetail, CancelPolicySummary, CheckoutSummary } from '@salon/contract';
import {
  type CancelNow,
  cancelNow,
  effectiveCancelPolicy,
  linesAhead,
  type PaymentMethodName,
  type PolicyAt,
  type PolicyInForce,
  policyAt,
  policyInForce,
} from '@salon/domain';

/** The policy part of the domain's policyInForce input, from what the API sent. */
function policyOf(policy: CancelPolicySummary, timeZone: string) {
  return {
    policy: policy.cancelPolicy,
    depositRule: policy.depositRule,
    conditions: policy.cancelCondition,
    timeZone,
  };
}

/**
 * The policy checkout shows for the method chosen, as it stands when the API answered (the
 * domain's policyAt at `policy.asOf`): paying at the salon with no deposit is free until the start;
 * paying online prepays, so the refund tiers still ahead apply, with what cancelling right after
 * paying refunds.
 */
export function checkoutPolicy(
  summary: Pick<CheckoutSummary, 'policy' | 'deposit' | 'payment' | 'startTime'>,
  method: PaymentMethodName | null,
  timeZone: string,
): PolicyAt {
  return policyAt({
    ...policyOf(summary.policy, timeZone),
    now: summary.policy.asOf,
    bookingStart: summary.startTime,
    method,
    deposit: summary.deposit,
    due: summary.payment.due,
    valueCard: summary.payment.valueCard,
  });
}

/** The policy of a booking made, by the same rule: its method, its deposit and what was paid; its lines still ahead. */
export function bookingPolicy(
  booking: Pick<BookingDetail, 'cancelPolicy' | 'deposit' | 'payment' | 'paymentMethod' | 'startTime'>,
  timeZone: string,
): PolicyInForce {
  const policy = booking.cancelPolicy;
  const inForce = policyInForce({
    ...policyOf(policy, timeZone),
    bookingStart: booking.startTime,
    method: booking.paymentMethod,
    deposit: { required: booking.deposit.amount > 0, amount: booking.deposit.amount, scope: policy.depositScope },
    due: booking.payment.due,
    valueCard: booking.payment.valueCard,
    paid: booking.deposit.paid,
  });
  return { ...inForce, lines: linesAhead(inForce.lines, policy.asOf) };
}

/**
 * What cancelling the booking now gives, as data for any language, by the rule that wrote the
 * API's refundText: not allowed under policy None or once started; with money paid, the refund;
 * with nothing paid, the policy line in force now (isCurrent as the API marked it).
 */
export function bookingCancelNow(booking: BookingDetail, timeZone: string): CancelNow {
  const policy = booking.cancelPolicy;
  const none = effectiveCancelPolicy(policy.cancelPolicy, policy.depositRule) === 'None';
  const reason = booking.refund.allowed ? null : none ? 'POLICY_NONE' : 'STARTED';
  const { prepayment } = bookingPolicy(booking, timeZone);
  return cancelNow(
    { reason, refund: booking.refund.refund },
    {
      ...policyOf(policy, timeZone),
      scope: prepayment.scope ?? policy.depositScope,
      bookingStart: booking.startTime,
      prepaid: prepayment.amount,
      paid: booking.deposit.paid,
      now: policy.asOf,
    },
  );
}

/** What a cancellation that went through gave: the refund of what was paid, else what was shown before. */
export function cancelledNow(result: BookingCancelled, booking: BookingDetail, before: CancelNow): CancelNow {
  const paid = booking.deposit.paid;
  if (paid <= 0) return before;
  return { kind: 'refund', amount: result.refund, paid, prepaid: booking.cancelPolicy.depositScope };
}
