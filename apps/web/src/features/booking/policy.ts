import type { CancelCondition, CancelPolicySummary } from '@salon/contract';
import { applicableConditions, cancelConditionText, effectiveCancelPolicy, refundTone } from '@salon/domain';

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
 * after the last deadline, no-show, no cancellation) are muted.
 */
export function policyLines(policy: CancelPolicySummary, timeZone: string, bookingStart: number): PolicyLine[] {
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

/** The tone of what cancelling now gives: that of the current condition, muted when cancelling is not allowed. */
export function refundNowTone(allowed: boolean, conditions: readonly CancelCondition[]): RefundTone {
  if (!allowed) return 'none';
  const current = conditions.find((c) => c.isCurrent);
  return current ? refundTone(current) : 'none';
}

/** Tailwind classes of each tone: green for a full refund, amber warning for a partial one. */
export const TONE_CLASSES: Record<RefundTone, string> = {
  full: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  partial: 'bg-amber-50 text-amber-800 ring-amber-200',
  none: 'bg-stone-100 text-stone-700 ring-stone-200',
};
