import type { DisplayLocale } from '../format/constants';
import { formatFull } from '../format/date';
import { formatMoney } from '../format/money';
import type { CancelCondition } from '../vocabulary/catalog';
import type { CancelPolicy, DepositRule, DepositScope } from '../vocabulary/index';
import { applicableConditions, conditionDeadline, effectiveCancelPolicy, parseDeadline } from './cancellation';

/** "No refund" by scope: a partial prepayment is a deposit (訂金), a full one is refunded (退款). */
export function noRefundText(scope: DepositScope): string {
  return scope === 'Partial' ? '恕不退還訂金' : '恕不退款';
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

/** When a policy line stops (or starts) applying: the booking start, a date, or a time before the start. */
export type PolicyMoment =
  | { kind: 'start' }
  | { kind: 'at'; at: number }
  | { kind: 'before'; n: number; unit: 'days' | 'hours' };

/**
 * free: cancelling costs nothing; refund: part of the prepayment comes back; noRefund: cancelling
 * is allowed but nothing comes back; noShow: not coming forfeits the prepayment; noCancellation:
 * policy None.
 */
export type PolicyLineKind = 'free' | 'refund' | 'noRefund' | 'noShow' | 'noCancellation';

/** One line of the policy as data; each language formats it (formatPolicyLine). */
export interface PolicyLine {
  kind: PolicyLineKind;
  /** The window the line covers: from the previous line's end (null: from booking) until `until`. */
  from: PolicyMoment | null;
  until: PolicyMoment;
  /** Hours before the start at which the line stops applying (0: the start); lines are in this order, largest first. */
  hoursBefore: number;
  /** What comes back of the prepayment (kind refund). */
  refund: { percent: number } | { amount: number } | null;
  /** What the booking prepays: the whole price (All) or a deposit (Partial); null: nothing, so no refund wording. */
  prepaid: DepositScope | null;
  tone: RefundTone;
  /** The condition in force at the moment of asking. */
  current: boolean;
}

export type PolicyContext = TextContext & {
  policy: CancelPolicy;
  depositRule?: DepositRule;
  conditions: readonly CancelCondition[];
  /** Dollars the booking prepays (deposit or the whole price); 0 or absent: pay at the store. */
  prepaid?: number;
};

const HOUR = 3600;

/** A condition's deadline as a moment: the date when the booking start is known (or for END_TIME). */
function momentOf(condition: CancelCondition, ctx: TextContext): PolicyMoment | null {
  const d = parseDeadline(condition.deadline);
  if (!d) return null;
  if (d.kind === 'UNLIMITED') return { kind: 'start' };
  if (d.kind === 'END_TIME') {
    const at = condition.endTime ?? null;
    return at === null ? null : { kind: 'at', at };
  }
  if (ctx.bookingStart === undefined) return { kind: 'before', n: d.n, unit: d.kind === 'DAYS' ? 'days' : 'hours' };
  const at = conditionDeadline(condition, ctx.bookingStart, ctx.timeZone);
  return at === null ? null : { kind: 'at', at };
}

/** Hours between a moment and the start; a date with no booking start known counts as the earliest. */
function hoursBeforeStart(moment: PolicyMoment, bookingStart: number | undefined): number {
  if (moment.kind === 'start') return 0;
  if (moment.kind === 'before') return moment.unit === 'days' ? moment.n * 24 : moment.n;
  return bookingStart === undefined ? Number.POSITIVE_INFINITY : (bookingStart - moment.at) / HOUR;
}

function kindOf(tone: RefundTone): PolicyLineKind {
  return tone === 'full' ? 'free' : tone === 'partial' ? 'refund' : 'noRefund';
}

function refundOf(condition: CancelCondition): PolicyLine['refund'] {
  if (refundTone(condition) !== 'partial') return null;
  return condition.refundType === 'Percent' ? { percent: condition.refundPercent } : { amount: condition.refundAmount };
}

const START: PolicyMoment = { kind: 'start' };

/** The conditions that apply, each with its moment, earliest deadline first; one per deadline. */
function orderedTiers(ctx: PolicyContext, policy: CancelPolicy) {
  const tiers = applicableConditions(policy, ctx.conditions)
    .map((condition) => ({ condition, until: momentOf(condition, ctx) }))
    .filter((t): t is { condition: CancelCondition; until: PolicyMoment } => t.until !== null)
    .map((t) => ({ ...t, hoursBefore: hoursBeforeStart(t.until, ctx.bookingStart) }))
    .sort((a, b) => b.hoursBefore - a.hoursBefore);
  return tiers.filter((t, i) => i === 0 || t.hoursBefore !== tiers[i - 1]?.hoursBefore);
}

/**
 * The policy as lines for checkout, the terms page and booking detail, by what the booking prepays.
 * Nothing prepaid: no refund wording at all — policy None gives "cannot be cancelled", any other
 * policy "free cancellation until the start" (cancelling costs nothing). Prepaid: each applicable
 * condition as a window from the previous deadline to its own, ordered by hours before the start
 * (earliest first), then no refund from the last deadline to the start, then the no-show line.
 */
export function cancelPolicyLines(ctx: PolicyContext): PolicyLine[] {
  const policy = effectiveCancelPolicy(ctx.policy, ctx.depositRule ?? 'None');
  const prepaid = (ctx.prepaid ?? 0) > 0 ? ctx.scope : null;
  const line = (over: Partial<PolicyLine> & Pick<PolicyLine, 'kind' | 'tone'>): PolicyLine => ({
    from: null,
    until: START,
    hoursBefore: 0,
    refund: null,
    prepaid,
    current: false,
    ...over,
  });
  if (policy === 'None') return [line({ kind: 'noCancellation', tone: 'none' })];
  if (prepaid === null) return [line({ kind: 'free', tone: 'full' })];
  const lines: PolicyLine[] = [];
  let from: PolicyMoment | null = null;
  for (const tier of orderedTiers(ctx, policy)) {
    const tone = refundTone(tier.condition);
    lines.push(
      line({
        kind: kindOf(tone),
        tone,
        from,
        until: tier.until,
        hoursBefore: tier.hoursBefore,
        refund: refundOf(tier.condition),
        current: tier.condition.isCurrent === true,
      }),
    );
    from = tier.until;
  }
  if (from?.kind !== 'start') lines.push(line({ kind: 'noRefund', tone: 'none', from }));
  return [...lines, line({ kind: 'noShow', tone: 'none' })];
}

const ZH_UNIT = { days: '天', hours: '小時' } as const;

/** A moment as a point in zh-TW: 預約開始, 2026/11/25 12:00, 預約前 3 天. */
function zhPoint(m: PolicyMoment, zone: string): string {
  if (m.kind === 'start') return '預約開始';
  if (m.kind === 'at') return formatFull(m.at, zone);
  return `預約前 ${m.n} ${ZH_UNIT[m.unit]}`;
}

/** A point among Chinese: a date and time is set off by a space on each side (2026/11/25 14:00 前), as numbers are elsewhere. */
const zhAmid = (m: PolicyMoment, zone: string) => (m.kind === 'at' ? ` ${zhPoint(m, zone)} ` : zhPoint(m, zone));

/** The window of a line in zh-TW, to put before 取消 / 可免費取消 (it starts the line: no space before it). */
function zhWindow(line: PolicyLine, zone: string): string {
  const { from, until } = line;
  if (!from) {
    if (until.kind === 'before') return `預約時間 ${until.n} ${ZH_UNIT[until.unit]}前`;
    return `${zhAmid(until, zone)}前`.trimStart();
  }
  if (until.kind === 'start') {
    return from.kind === 'before' ? `預約前 ${from.n} ${ZH_UNIT[from.unit]}內` : `${zhAmid(from, zone)}後`.trimStart();
  }
  return `${zhAmid(from, zone)}至${zhAmid(until, zone)}之間`.trimStart();
}

function zhLine(line: PolicyLine, zone: string): string {
  const scope = line.prepaid ?? 'All';
  switch (line.kind) {
    case 'noCancellation':
      return line.prepaid ? noCancellationText(scope) : '預約後不可取消';
    case 'noShow':
      return noShowText(scope);
    case 'free':
      return `${zhWindow(line, zone)}可免費取消`;
    case 'noRefund':
      return `${zhWindow(line, zone)}取消，${noRefundText(scope)}`;
    case 'refund': {
      const refund = line.refund;
      const text =
        refund && 'amount' in refund
          ? amountRefundText(refund.amount, scope)
          : percentRefundText(refund?.percent ?? 0, scope);
      return `${zhWindow(line, zone)}取消，${text}`;
    }
  }
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
const enSpan = (m: { n: number; unit: 'days' | 'hours' }) => plural(m.n, m.unit === 'days' ? 'day' : 'hour');

/** A moment as a point in English: the start, 2026/11/25 12:00, 3 days before the start. */
function enPoint(m: PolicyMoment, zone: string): string {
  if (m.kind === 'start') return 'the start';
  if (m.kind === 'at') return formatFull(m.at, zone);
  return `${enSpan(m)} before the start`;
}

function enWindow(line: PolicyLine, zone: string): string {
  const { from, until } = line;
  if (!from)
    return until.kind === 'before' ? `up to ${enSpan(until)} before the start` : `before ${enPoint(until, zone)}`;
  if (until.kind === 'start')
    return from.kind === 'before' ? `within ${enSpan(from)} of the start` : `after ${enPoint(from, zone)}`;
  if (from.kind === 'before' && until.kind === 'before') {
    return `between ${enSpan(from)} and ${enSpan(until)} before the start`;
  }
  return `between ${enPoint(from, zone)} and ${enPoint(until, zone)}`;
}

export function enNoRefund(scope: DepositScope): string {
  return scope === 'Partial' ? 'the deposit is not refunded' : 'no refund';
}

function enLine(line: PolicyLine, zone: string): string {
  const scope = line.prepaid ?? 'All';
  const paid = scope === 'Partial' ? 'the deposit' : 'the amount paid';
  switch (line.kind) {
    case 'noCancellation':
      return line.prepaid ? `Cannot be cancelled once booked; ${enNoRefund(scope)}` : 'Cannot be cancelled once booked';
    case 'noShow':
      return `No-show on the day: ${enNoRefund(scope)}`;
    case 'free':
      return `Free cancellation ${enWindow(line, zone)}`;
    case 'noRefund':
      return `Cancelling ${enWindow(line, zone)}: ${enNoRefund(scope)}`;
    case 'refund': {
      const refund = line.refund;
      const back =
        refund && 'amount' in refund
          ? `${formatMoney(refund.amount)} of ${paid} back`
          : `${refund?.percent ?? 0}% of ${paid} back`;
      return `Cancelling ${enWindow(line, zone)}: ${back}`;
    }
  }
}

/** A policy line as a sentence in the customer's language; dates in the store's zone. */
export function formatPolicyLine(line: PolicyLine, locale: DisplayLocale, timeZone: string): string {
  return locale === 'en' ? enLine(line, timeZone) : zhLine(line, timeZone);
}

/** The policy's zh-TW sentences (what the API sends as `texts`). */
export function cancelPolicyTexts(ctx: PolicyContext): string[] {
  return cancelPolicyLines(ctx).map((line) => formatPolicyLine(line, 'zh-TW', ctx.timeZone));
}
