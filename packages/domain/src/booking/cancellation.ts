import type { CancelCondition } from '../vocabulary/catalog';
import type { CancelPolicy, DepositRule } from '../vocabulary/index';
import { addLocalDays } from './zoned-time';

export type Deadline =
  | { kind: 'UNLIMITED' }
  | { kind: 'END_TIME' }
  | { kind: 'DAYS'; n: number }
  | { kind: 'HOURS'; n: number };

/** Parses UNLIMITED, END_TIME, DAYS_n, HOURS_n; null when malformed. */
export function parseDeadline(deadline: string): Deadline | null {
  if (deadline === 'UNLIMITED' || deadline === 'END_TIME') return { kind: deadline };
  const m = /^(DAYS|HOURS)_(\d+)$/.exec(deadline);
  if (!m) return null;
  return { kind: m[1] as 'DAYS' | 'HOURS', n: Number(m[2]) };
}

/** Deposit rule Allowed forces the Single policy (with no deposit); otherwise the store's policy. */
export function effectiveCancelPolicy(policy: CancelPolicy, depositRule: DepositRule): CancelPolicy {
  return depositRule === 'Allowed' ? 'Single' : policy;
}

/** None uses no condition, Single only the first, Multiple all of them (tiers). */
export function applicableConditions(policy: CancelPolicy, conditions: readonly CancelCondition[]): CancelCondition[] {
  if (policy === 'None') return [];
  return policy === 'Single' ? conditions.slice(0, 1) : [...conditions];
}

/**
 * The moment a condition stops applying, in unix seconds: UNLIMITED never (Infinity), END_TIME
 * at endTime, DAYS_n n calendar days (store zone) and HOURS_n n hours before the booking start.
 * null when malformed (such a condition never applies).
 */
export function conditionDeadline(condition: CancelCondition, bookingStart: number, timeZone: string): number | null {
  const d = parseDeadline(condition.deadline);
  if (!d) return null;
  if (d.kind === 'UNLIMITED') return Number.POSITIVE_INFINITY;
  if (d.kind === 'END_TIME') return condition.endTime ?? null;
  if (d.kind === 'DAYS') return addLocalDays(bookingStart, -d.n, timeZone);
  return bookingStart - d.n * 3600;
}

export interface CancelContext {
  policy: CancelPolicy;
  depositRule?: DepositRule;
  conditions: readonly CancelCondition[];
  bookingStart: number;
  now: number;
  timeZone: string;
}

export interface CurrentCondition {
  /** Index in the store's cancelCondition list. */
  index: number;
  condition: CancelCondition;
  deadline: number;
}

/**
 * The condition that applies at `now`: among the applicable conditions whose deadline is still
 * ahead, the one ending soonest (the best tier still open); null when all have passed.
 */
export function currentCancelCondition(ctx: CancelContext): CurrentCondition | null {
  const policy = effectiveCancelPolicy(ctx.policy, ctx.depositRule ?? 'None');
  const applicable = applicableConditions(policy, ctx.conditions);
  let best: CurrentCondition | null = null;
  for (const [index, condition] of applicable.entries()) {
    const deadline = conditionDeadline(condition, ctx.bookingStart, ctx.timeZone);
    if (deadline === null || ctx.now >= deadline) continue;
    if (!best || deadline < best.deadline) best = { index, condition, deadline };
  }
  return best;
}

/** The conditions with isCurrent set for `now` (exactly one true, or none). */
export function markCurrent(ctx: CancelContext): CancelCondition[] {
  const current = currentCancelCondition(ctx);
  return ctx.conditions.map((c, i) => ({ ...c, isCurrent: current?.index === i }));
}

/** Refund a condition gives on `paid` dollars: a percent (rounded down) or a fixed amount, never more than paid. */
export function refundAmount(condition: CancelCondition | null, paid: number): number {
  if (!condition || paid <= 0) return 0;
  const raw =
    condition.refundType === 'Percent' ? Math.floor((paid * condition.refundPercent) / 100) : condition.refundAmount;
  return Math.min(Math.max(0, raw), paid);
}

export interface CancellationQuote {
  allowed: boolean;
  /** Why not allowed: the policy is None, or the booking has already started. */
  reason: 'POLICY_NONE' | 'STARTED' | null;
  refund: number;
  current: CurrentCondition | null;
}

/**
 * Whether the customer may cancel now and what comes back. Policy None: never, no refund.
 * Otherwise until the booking starts, refunding what the current condition gives (0 when every
 * deadline has passed).
 */
export function cancellationQuote(ctx: CancelContext & { paid: number }): CancellationQuote {
  const policy = effectiveCancelPolicy(ctx.policy, ctx.depositRule ?? 'None');
  if (policy === 'None') return { allowed: false, reason: 'POLICY_NONE', refund: 0, current: null };
  if (ctx.now >= ctx.bookingStart) return { allowed: false, reason: 'STARTED', refund: 0, current: null };
  const current = currentCancelCondition(ctx);
  return { allowed: true, reason: null, refund: refundAmount(current?.condition ?? null, ctx.paid), current };
}
