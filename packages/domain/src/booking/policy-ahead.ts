import type { DisplayLocale } from '../format/constants';
import { formatMoney } from '../format/money';
import type { DepositScope } from '../vocabulary/index';
import { cancellationQuote } from './cancellation';
import { enNoRefund, noRefundText } from './cancellation-texts';
import { linesAhead } from './lines-ahead';
import { type PolicyInForce, type PolicyInForceInput, policyInForce } from './policy-in-force';

/**
 * The policy as it stands at a moment before paying (issue 43.1): no tier whose deadline has
 * passed is shown, and what a cancellation right after paying would refund is said before paying.
 */

/** What a cancellation right after paying now would give: of `paid` (the prepayment), `refund` back. */
export interface AfterPaying {
  paid: number;
  refund: number;
  scope: DepositScope;
}

export type PolicyAtInput = PolicyInForceInput & { bookingStart: number; now: number };

/** The policy in force at `now` for a booking not yet paid: its lines still ahead, and what cancelling right after paying gives. */
export interface PolicyAt extends PolicyInForce {
  /** null: nothing is prepaid, or the policy allows no cancelling (its line says so). */
  afterPaying: AfterPaying | null;
}

/**
 * The ONE rule for the policy checkout shows (the web for the method chosen, the API for paying
 * online): policyInForce at `now`, its lines still ahead, and the refund of cancelling right after
 * paying (by the tier in force now, on what the method prepays).
 */
export function policyAt(input: PolicyAtInput): PolicyAt {
  const inForce = policyInForce(input);
  const { prepayment } = inForce;
  const lines = linesAhead(inForce.lines, input.now);
  if (prepayment.scope === null || prepayment.amount <= 0) return { ...inForce, lines, afterPaying: null };
  const quote = cancellationQuote({
    policy: input.policy,
    depositRule: input.depositRule,
    conditions: input.conditions,
    bookingStart: input.bookingStart,
    now: input.now,
    timeZone: input.timeZone,
    paid: prepayment.amount,
  });
  const afterPaying = quote.allowed ? { paid: prepayment.amount, refund: quote.refund, scope: prepayment.scope } : null;
  return { ...inForce, lines, afterPaying };
}

/** 「現在付款後立即取消，將退款 $750」 / "Cancelling right after paying now refunds $750". */
export function formatAfterPaying(a: AfterPaying, locale: DisplayLocale): string {
  const money = formatMoney(a.refund);
  const deposit = a.scope === 'Partial';
  if (locale === 'en') {
    if (a.refund <= 0) return `Cancelling right after paying now: ${enNoRefund(a.scope)}`;
    return `Cancelling right after paying now refunds ${money}${deposit ? ' of the deposit' : ''}`;
  }
  if (a.refund <= 0) return `現在付款後立即取消，${noRefundText(a.scope)}`;
  if (deposit) return `現在付款後立即取消，將退還訂金 ${money}`;
  return `現在付款後立即取消，將退款 ${money}`;
}
