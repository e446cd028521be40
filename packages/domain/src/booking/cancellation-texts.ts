import { formatFull } from '../format/date';
import { formatMoney } from '../format/money';
import type { CancelCondition } from '../vocabulary/catalog';
import type { CancelPolicy, DepositRule, DepositScope } from '../vocabulary/index';
import {
  applicableConditions,
  type CancellationQuote,
  conditionDeadline,
  effectiveCancelPolicy,
  parseDeadline,
} from './cancellation';

/** "No refund" by scope: a partial prepayment is a deposit (訂金), a full one is refunded (退款). */
export function noRefundText(scope: DepositScope): string {
  return scope === 'Partial' ? '恕不退還訂金' : '恕不退款';
}

/** Free cancellation before a given time (already formatted, e.g. '2025/05/01 10:00'). */
export function freeCancellationText(until: string): string {
  return `${until}前可免費取消`;
}

/** Refund of a percentage of the amount paid. */
export function percentRefundText(percent: number, scope: DepositScope): string {
  if (percent >= 100) return scope === 'Partial' ? '全額退還訂金' : '全額退款';
  return scope === 'Partial' ? `退還已付訂金的 ${percent}%` : `退還已付金額的 ${percent}%`;
}

/** Refund of a fixed dollar amount. */
export function amountRefundText(amount: number, scope: DepositScope): string {
  return scope === 'Partial' ? `退還訂金 ${formatMoney(amount)}` : `退款 ${formatMoney(amount)}`;
}

/** No refund for a cancellation within the last n days or hours. */
export function noRefundWithinText(n: number, unit: 'days' | 'hours', scope: DepositScope): string {
  return `預約前 ${n} ${unit === 'days' ? '天' : '小時'}內取消，${noRefundText(scope)}`;
}

/** No refund for a cancellation after a given time. */
export function noRefundAfterText(after: string, scope: DepositScope): string {
  return `${after}後取消，${noRefundText(scope)}`;
}

/** No refund for a no-show on the day. */
export function noShowText(scope: DepositScope): string {
  return `預約當日未到，${noRefundText(scope)}`;
}

/** Policy None: no cancellation after booking, no refund. */
export function noCancellationText(scope: DepositScope = 'All'): string {
  return `預約後不可取消，${noRefundText(scope)}`;
}

export interface TextContext {
  scope: DepositScope;
  timeZone: string;
  /** With a booking start, relative deadlines are shown as dates. */
  bookingStart?: number;
}

/**
 * When a condition stops applying, as a time to put before 前/後: '預約開始', '2025/05/01 10:00',
 * '預約時間 3 天' (or the date when the booking start is known).
 */
export function deadlineLabel(condition: CancelCondition, ctx: TextContext): string {
  const d = parseDeadline(condition.deadline);
  if (!d || d.kind === 'UNLIMITED') return '預約開始';
  if (d.kind === 'END_TIME') return formatFull(condition.endTime ?? 0, ctx.timeZone);
  if (ctx.bookingStart !== undefined) {
    const at = conditionDeadline(condition, ctx.bookingStart, ctx.timeZone) ?? ctx.bookingStart;
    return formatFull(at, ctx.timeZone);
  }
  return `預約時間 ${d.n} ${d.kind === 'DAYS' ? '天' : '小時'}`;
}

/** How much a cancellation gives back: all of it (full), some (partial) or nothing (none). */
export type RefundTone = 'full' | 'partial' | 'none';

/** 'full' (100% back, shown in green), 'partial' (a warning) or 'none'. */
export function refundTone(condition: CancelCondition): RefundTone {
  if (condition.refundType === 'Percent') {
    if (condition.refundPercent >= 100) return 'full';
    return condition.refundPercent > 0 ? 'partial' : 'none';
  }
  return condition.refundAmount > 0 ? 'partial' : 'none';
}

/** One condition as a sentence, e.g. '預約時間 3 天前取消，退還已付金額的 50%'. */
export function cancelConditionText(condition: CancelCondition, ctx: TextContext): string {
  const until = deadlineLabel(condition, ctx);
  const tone = refundTone(condition);
  if (tone === 'full') return freeCancellationText(until);
  if (tone === 'none') return `${until}前取消，${noRefundText(ctx.scope)}`;
  const refund =
    condition.refundType === 'Percent'
      ? percentRefundText(condition.refundPercent, ctx.scope)
      : amountRefundText(condition.refundAmount, ctx.scope);
  return `${until}前取消，${refund}`;
}

/** Sort key: conditions ending soonest first; UNLIMITED last. */
function orderKey(condition: CancelCondition, ctx: TextContext): number {
  if (ctx.bookingStart !== undefined) {
    return conditionDeadline(condition, ctx.bookingStart, ctx.timeZone) ?? Number.NaN;
  }
  const d = parseDeadline(condition.deadline);
  if (!d) return Number.NaN;
  if (d.kind === 'UNLIMITED') return Number.POSITIVE_INFINITY;
  if (d.kind === 'END_TIME') return Number.NEGATIVE_INFINITY;
  return -d.n * (d.kind === 'DAYS' ? 24 : 1);
}

/** What happens after the last condition has passed. */
function afterLastText(last: CancelCondition, ctx: TextContext): string | null {
  const d = parseDeadline(last.deadline);
  if (!d || d.kind === 'UNLIMITED') return null;
  if (d.kind === 'END_TIME') return noRefundAfterText(deadlineLabel(last, ctx), ctx.scope);
  return noRefundWithinText(d.n, d.kind === 'DAYS' ? 'days' : 'hours', ctx.scope);
}

/** One line of the policy: its sentence, what it gives back, and whether it is the condition that applies now. */
export interface PolicyLine {
  text: string;
  /** A condition's refund; the closing lines (no refund after the last deadline, no-show, no cancelling) are none. */
  tone: RefundTone;
  current: boolean;
}

export type PolicyContext = TextContext & {
  policy: CancelPolicy;
  depositRule?: DepositRule;
  conditions: readonly CancelCondition[];
};

const closingLine = (text: string): PolicyLine => ({ text, tone: 'none', current: false });

/**
 * The whole policy as lines for checkout and booking detail: None gives the no-cancellation line;
 * otherwise each applicable condition (soonest deadline first) with its refund tone, the no-refund
 * line after the last one, and the no-show line.
 */
export function cancelPolicyLines(ctx: PolicyContext): PolicyLine[] {
  const policy = effectiveCancelPolicy(ctx.policy, ctx.depositRule ?? 'None');
  if (policy === 'None') return [closingLine(noCancellationText(ctx.scope))];
  const tiers = applicableConditions(policy, ctx.conditions)
    .filter((c) => !Number.isNaN(orderKey(c, ctx)))
    .sort((a, b) => orderKey(a, ctx) - orderKey(b, ctx));
  const last = tiers[tiers.length - 1];
  if (!last) return [closingLine(`預約開始前可取消，${noRefundText(ctx.scope)}`), closingLine(noShowText(ctx.scope))];
  const after = afterLastText(last, ctx);
  const lines = tiers.map(
    (c): PolicyLine => ({ text: cancelConditionText(c, ctx), tone: refundTone(c), current: c.isCurrent === true }),
  );
  return [...lines, ...(after ? [closingLine(after)] : []), closingLine(noShowText(ctx.scope))];
}

/** The policy's sentences alone (what the API sends as `texts`). */
export function cancelPolicyTexts(ctx: PolicyContext): string[] {
  return cancelPolicyLines(ctx).map((line) => line.text);
}

/** What cancelling now gives, for the cancel button of a booking (from cancellationQuote). */
export function cancellationQuoteText(quote: CancellationQuote, scope: DepositScope): string {
  if (quote.reason === 'POLICY_NONE') return noCancellationText(scope);
  if (quote.reason === 'STARTED') return '預約已開始，無法取消';
  if (quote.refund <= 0) return `現在取消，${noRefundText(scope)}`;
  return scope === 'Partial'
    ? `現在取消，將退還訂金 ${formatMoney(quote.refund)}`
    : `現在取消，將退款 ${formatMoney(quote.refund)}`;
}
