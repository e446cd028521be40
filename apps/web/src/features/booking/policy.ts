import type {
  BookingCancelled,
  BookingDetail,
  CancelPolicySummary,
  CheckoutSummary,
  StoreSetting,
} from '@salon/contract';
import {
  type CancelNow,
  cancelNow,
  type DepositDue,
  depositFor,
  effectiveCancelPolicy,
  offeredPaymentMethods,
  type PaymentMethod,
  type PaymentMethodName,
  type PolicyInForce,
  policyInForce,
  type RefundTone,
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
 * The policy checkout shows for the method chosen (the domain's policyInForce): paying at the
 * salon with no deposit is free until the start; paying online prepays, so the refund tiers apply.
 */
export function checkoutPolicy(
  summary: Pick<CheckoutSummary, 'policy' | 'deposit' | 'payment' | 'startTime'>,
  method: PaymentMethodName | null,
  timeZone: string,
): PolicyInForce {
  return policyInForce({
    ...policyOf(summary.policy, timeZone),
    bookingStart: summary.startTime,
    method,
    deposit: summary.deposit,
    due: summary.payment.due,
    valueCard: summary.payment.valueCard,
  });
}

/** The policy of a booking made, by the same rule: its method, its deposit and what was paid. */
export function bookingPolicy(
  booking: Pick<BookingDetail, 'cancelPolicy' | 'deposit' | 'payment' | 'paymentMethod' | 'startTime'>,
  timeZone: string,
): PolicyInForce {
  const policy = booking.cancelPolicy;
  return policyInForce({
    ...policyOf(policy, timeZone),
    bookingStart: booking.startTime,
    method: booking.paymentMethod,
    deposit: { required: booking.deposit.amount > 0, amount: booking.deposit.amount, scope: policy.depositScope },
    due: booking.payment.due,
    valueCard: booking.payment.valueCard,
    paid: booking.deposit.paid,
  });
}

type StoreTerms = Pick<
  StoreSetting,
  'cancelPolicy' | 'depositRule' | 'depositScope' | 'cancelCondition' | 'timeZone' | 'deposit' | 'paymentMethods'
>;

/**
 * The store's policy for each way of paying it offers (the terms page), by the same rule as
 * checkout for an order of any size: methods whose bookings prepay alike share one entry, in the
 * store's order. Relative deadlines stay relative ("預約時間 1 天前").
 */
export function storePolicies(store: StoreTerms): { methods: PaymentMethod[]; policy: PolicyInForce }[] {
  const conditions = store.cancelCondition.map((c) => ({ ...c, isCurrent: false }));
  const groups: { methods: PaymentMethod[]; policy: PolicyInForce }[] = [];
  for (const m of offeredPaymentMethods(store.paymentMethods)) {
    const policy = policyInForce({
      policy: store.cancelPolicy,
      depositRule: store.depositRule,
      conditions,
      timeZone: store.timeZone,
      method: m.method,
      deposit: storeDeposit(store),
      due: Number.POSITIVE_INFINITY,
      valueCard: m.method === 'ValueCard' ? Number.POSITIVE_INFINITY : 0,
    });
    const same = groups.find((g) => g.policy.prepayment.scope === policy.prepayment.scope);
    if (same) same.methods.push(m);
    else groups.push({ methods: [m], policy });
  }
  return groups;
}

/**
 * The deposit a booking of the store asks for, by the rule checkout applies (the domain's
 * depositFor) to an order of any size: not required, the whole total (scope All) or a fixed
 * deposit (scope Partial, `amount` dollars).
 */
export function storeDeposit(store: Pick<StoreSetting, 'deposit' | 'depositRule' | 'depositScope'>): DepositDue {
  return depositFor({
    total: Number.POSITIVE_INFINITY,
    deposit: store.deposit,
    depositRule: store.depositRule,
    depositScope: store.depositScope,
  });
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
    },
  );
}

/** What a cancellation that went through gave: the refund of what was paid, else what was shown before. */
export function cancelledNow(result: BookingCancelled, booking: BookingDetail, before: CancelNow): CancelNow {
  const paid = booking.deposit.paid;
  if (paid <= 0) return before;
  return { kind: 'refund', amount: result.refund, paid, prepaid: booking.cancelPolicy.depositScope };
}

/** Tailwind classes of each tone: green for a full refund, amber warning for a partial one. */
export const TONE_CLASSES: Record<RefundTone, string> = {
  full: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  partial: 'bg-amber-50 text-amber-800 ring-amber-200',
  none: 'bg-stone-100 text-stone-700 ring-stone-200',
};
