import type { BookingCancelled, BookingDetail, CancelPolicySummary, StoreSetting } from '@salon/contract';
import {
  type CancelNow,
  cancelNow,
  cancelPolicyLines,
  cancelPolicyTexts,
  type DepositDue,
  depositFor,
  effectiveCancelPolicy,
  type PolicyLine,
  type RefundTone,
} from '@salon/domain';

/**
 * The policy's lines as data (the domain's cancelPolicyLines, the rule that wrote the API's
 * `texts`), for what the booking prepays: nothing prepaid gives no refund wording. Without a
 * booking start (the terms page) relative deadlines stay relative ("預約時間 1 天前").
 */
export function policyLines(
  policy: CancelPolicySummary,
  timeZone: string,
  prepaid: number,
  bookingStart?: number,
): PolicyLine[] {
  return cancelPolicyLines({
    policy: policy.cancelPolicy,
    depositRule: policy.depositRule,
    conditions: policy.cancelCondition,
    scope: policy.depositScope,
    timeZone,
    bookingStart,
    prepaid,
  });
}

/**
 * The store's policy as the API sends it with a checkout (the domain's cancelPolicyTexts, deposit
 * rule Allowed forcing Single), for no booking in particular: no condition is current.
 */
export function storePolicySummary(
  store: Pick<
    StoreSetting,
    'cancelPolicy' | 'depositRule' | 'depositScope' | 'cancelCondition' | 'timeZone' | 'deposit'
  >,
): CancelPolicySummary {
  const conditions = store.cancelCondition.map((c) => ({ ...c, isCurrent: false }));
  return {
    cancelPolicy: store.cancelPolicy,
    depositRule: store.depositRule,
    depositScope: store.depositScope,
    cancelCondition: conditions,
    texts: cancelPolicyTexts({
      policy: store.cancelPolicy,
      depositRule: store.depositRule,
      conditions,
      scope: store.depositScope,
      timeZone: store.timeZone,
      prepaid: storeDeposit(store).amount,
    }),
  };
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

/** What a booking prepays: its deposit, or what was paid when more. */
export function prepaidOf(booking: Pick<BookingDetail, 'deposit'>): number {
  return Math.max(booking.deposit.amount, booking.deposit.paid);
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
  return cancelNow(
    { reason, refund: booking.refund.refund },
    {
      policy: policy.cancelPolicy,
      depositRule: policy.depositRule,
      conditions: policy.cancelCondition,
      scope: policy.depositScope,
      timeZone,
      bookingStart: booking.startTime,
      prepaid: prepaidOf(booking),
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
