import type { DisplayLocale } from '../format/constants';
import { formatMoney } from '../format/money';
import type { DepositScope } from '../vocabulary/index';
import type { CancellationQuote } from './cancellation';
import {
  cancelPolicyLines,
  enNoRefund,
  formatPolicyLine,
  noCancellationText,
  noRefundText,
  type PolicyContext,
  type PolicyLine,
} from './cancellation-texts';
import { linesAhead } from './lines-ahead';

/** What cancelling a booking gives now (its cancel button), as data and as a sentence in each language. */

/** What cancelling now gives, for the cancel button of a booking (from cancellationQuote). */
export function cancellationQuoteText(quote: CancellationQuote, scope: DepositScope): string {
  if (quote.reason === 'POLICY_NONE') return noCancellationText(scope);
  if (quote.reason === 'STARTED') return '預約已開始，無法取消';
  if (quote.refund <= 0) return `現在取消，${noRefundText(scope)}`;
  return scope === 'Partial'
    ? `現在取消，將退還訂金 ${formatMoney(quote.refund)}`
    : `現在取消，將退款 ${formatMoney(quote.refund)}`;
}

/**
 * What cancelling now gives, as data: with money paid, the refund (0: nothing back); with nothing
 * paid yet, the policy line in force now (for a booking that prepays nothing, free cancellation
 * until the start); or why it cannot be cancelled.
 */
export type CancelNow =
  | { kind: 'policy'; line: PolicyLine }
  | { kind: 'refund'; amount: number; paid: number; prepaid: DepositScope }
  | { kind: 'noCancellation'; prepaid: DepositScope | null }
  | { kind: 'started' };

export function cancelNow(
  quote: Pick<CancellationQuote, 'reason' | 'refund'>,
  ctx: PolicyContext & { paid: number; now?: number },
): CancelNow {
  const prepaid = (ctx.prepaid ?? 0) > 0 || ctx.paid > 0 ? ctx.scope : null;
  if (quote.reason === 'POLICY_NONE') return { kind: 'noCancellation', prepaid };
  if (quote.reason === 'STARTED') return { kind: 'started' };
  if (ctx.paid > 0) return { kind: 'refund', amount: quote.refund, paid: ctx.paid, prepaid: ctx.scope };
  // As the policy's lines still ahead of `now` word it (the line in force runs from now).
  const all = cancelPolicyLines(ctx);
  const lines = (ctx.now === undefined ? all : linesAhead(all, ctx.now)).filter((l) => l.kind !== 'noShow');
  const line = lines.find((l) => l.current) ?? lines[prepaid ? lines.length - 1 : 0];
  return line ? { kind: 'policy', line } : { kind: 'noCancellation', prepaid };
}

function zhCancelNow(now: Exclude<CancelNow, { kind: 'policy' }>): string {
  if (now.kind === 'started') return '預約已開始，無法取消';
  if (now.kind === 'noCancellation') return now.prepaid ? noCancellationText(now.prepaid) : '預約後不可取消';
  return cancellationQuoteText({ allowed: true, reason: null, refund: now.amount, current: null }, now.prepaid);
}

function enCancelNow(now: Exclude<CancelNow, { kind: 'policy' }>): string {
  if (now.kind === 'started') return 'The booking has started and can no longer be cancelled';
  if (now.kind === 'noCancellation') {
    return now.prepaid
      ? `Cannot be cancelled once booked; ${enNoRefund(now.prepaid)}`
      : 'Cannot be cancelled once booked';
  }
  if (now.amount <= 0) return `Cancelling now: ${enNoRefund(now.prepaid)}`;
  const what = now.prepaid === 'Partial' ? ' of the deposit' : '';
  return `Cancelling now refunds ${formatMoney(now.amount)}${what}`;
}

/** What cancelling now gives as a sentence in the customer's language. */
export function formatCancelNow(now: CancelNow, locale: DisplayLocale, timeZone: string): string {
  if (now.kind === 'policy') return formatPolicyLine(now.line, locale, timeZone);
  return locale === 'en' ? enCancelNow(now) : zhCancelNow(now);
}

/**
 * What a cancellation that went through gave, in the past tense (its result dialog): the refund of
 * what was paid, or that it cost nothing; never "cancelling now refunds …" once it is cancelled.
 */
export function formatCancelled(now: CancelNow, locale: DisplayLocale): string {
  const en = locale === 'en';
  if (now.kind === 'refund') {
    const deposit = now.prepaid === 'Partial';
    if (now.amount <= 0) return en ? `Cancelled; ${enNoRefund(now.prepaid)}` : `已取消，${noRefundText(now.prepaid)}`;
    const money = formatMoney(now.amount);
    if (en) return `Cancelled; ${money}${deposit ? ' of the deposit' : ''} will be refunded`;
    return deposit ? `已取消，將退還訂金 ${money}` : `已取消，將退款 ${money}`;
  }
  return en ? 'Cancelled at no cost' : '已取消，不收取任何費用';
}
