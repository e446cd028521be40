import type { BookingCancelled, CancelCondition, CancelPolicySummary, StoreSetting } from '@salon/contract';
import {
  applicableConditions,
  cancelConditionText,
  cancelPolicyTexts,
  type DepositDue,
  depositFor,
  effectiveCancelPolicy,
  refundTone,
} from '@salon/domain';

export type RefundTone = 'full' | 'partial' | 'none';

export interface PolicyLine {
  /** zh-TW text as the API wrote it (spec section 8 refund texts). */
  text: string;
  /** Full refund shows in green, partial as a warning, the rest muted (spec section 9). */
  tone: RefundTone;
  /** The condition that applies now. */
  current: boolean;
}

/**
 * The policy's lines with their colours: a line that is one of the applicable conditions takes
 * that condition's tone (the same domain text function wrote it); the closing lines (no refund
 * after the last deadline, no-show, no cancellation) are muted. Without a booking start (the
 * terms page) relative deadlines stay relative ("預約時間 1 天前").
 */
export function policyLines(policy: CancelPolicySummary, timeZone: string, bookingStart?: number): PolicyLine[] {
  const effective = effectiveCancelPolicy(policy.cancelPolicy, policy.depositRule);
  const ctx = { scope: policy.depositScope, timeZone, bookingStart };
  const conditions = applicableConditions(effective, policy.cancelCondition).map((c) => ({
    condition: c,
    text: cancelConditionText(c, ctx),
  }));
  return policy.texts.map((text) => {
    const match = conditions.find((c) => c.text === text)?.condition;
    return { text, tone: match ? refundTone(match) : 'none', current: match?.isCurrent === true };
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

/** The tone of what cancelling now gives: that of the current condition, muted when cancelling is not allowed. */
export function refundNowTone(allowed: boolean, conditions: readonly CancelCondition[]): RefundTone {
  if (!allowed) return 'none';
  const current = conditions.find((c) => c.isCurrent);
  return current ? refundTone(current) : 'none';
}

/**
 * The tone of a cancellation that went through. With money paid, from the refund: all of it back
 * is full, some is partial, none is muted. With nothing paid (pay at the store) the result text is
 * the condition that applied, so its tone is the one shown before cancelling (`before`).
 */
export function cancelledTone(result: Pick<BookingCancelled, 'refund'>, paid: number, before: RefundTone): RefundTone {
  if (paid <= 0) return before;
  if (result.refund >= paid) return 'full';
  return result.refund > 0 ? 'partial' : 'none';
}

/** Tailwind classes of each tone: green for a full refund, amber warning for a partial one. */
export const TONE_CLASSES: Record<RefundTone, string> = {
  full: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  partial: 'bg-amber-50 text-amber-800 ring-amber-200',
  none: 'bg-stone-100 text-stone-700 ring-stone-200',
};
