import type { CancelPolicySummary, StoreSetting } from '@salon/contract';
import {
  cancelPolicyLines,
  cancelPolicyTexts,
  type DepositDue,
  depositFor,
  type PolicyLine,
  type RefundTone,
} from '@salon/domain';

/**
 * The policy's lines with their refund tones, from the policy's structured conditions by the rule
 * that wrote the API's `texts` (the domain's cancelPolicyLines). Without a booking start (the terms
 * page) relative deadlines stay relative ("預約時間 1 天前").
 */
export function policyLines(policy: CancelPolicySummary, timeZone: string, bookingStart?: number): PolicyLine[] {
  return cancelPolicyLines({
    policy: policy.cancelPolicy,
    depositRule: policy.depositRule,
    conditions: policy.cancelCondition,
    scope: policy.depositScope,
    timeZone,
    bookingStart,
  });
}

/**
 * The store's policy as the API sends it with a checkout (the domain's cancelPolicyTexts, deposit
 * rule Allowed forcing Single), for no booking in particular: no condition is current.
 */
export function storePolicySummary(
  store: Pick<StoreSetting, 'cancelPolicy' | 'depositRule' | 'depositScope' | 'cancelCondition' | 'timeZone'>,
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

/** Tailwind classes of each tone: green for a full refund, amber warning for a partial one. */
export const TONE_CLASSES: Record<RefundTone, string> = {
  full: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  partial: 'bg-amber-50 text-amber-800 ring-amber-200',
  none: 'bg-stone-100 text-stone-700 ring-stone-200',
};
