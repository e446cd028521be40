import { type PaymentSplit, splitPayment } from './payment-split';
import { type TicketProblem, type TicketUseRule, ticketLine, ticketProblem } from './tickets';
import {
  type OrderLine,
  type VoucherProblem,
  type VoucherRule,
  type VoucherUse,
  voucherDiscount,
  voucherProblem,
} from './vouchers';

/** What the customer chose to pay an order with, as the rules read it. */
export interface OrderPaymentInput {
  lines: readonly OrderLine[];
  ticket: (TicketUseRule & { id: string }) | null;
  vouchers: readonly (VoucherRule & { id: string })[];
  use: VoucherUse;
  /** The chosen value card's balance; null: no card. */
  valueCardBalance: number | null;
}

/** How an order is paid: the ticket's line, each voucher's discount, and the split of the total. */
export interface OrderPayment {
  total: number;
  ticket: { id: string; lineId: string; amount: number } | null;
  vouchers: { id: string; originValue: number; discountValue: number }[];
  /** The ticket's line and the vouchers' dollars off together. */
  discount: number;
  /** `voucher` is the whole discount (ticket included); then the card; then the method. */
  split: PaymentSplit;
}

export type OrderPaymentProblem = { code: VoucherProblem | TicketProblem; id: string };

/**
 * Prices an order paid with a ticket, vouchers and a value card: the ticket pays its line whole
 * first, then each voucher is checked and applied to what is left (in the order given), then the
 * card pays what it can and the method the rest. The first problem found is returned instead.
 */
export function priceOrder(input: OrderPaymentInput): { payment: OrderPayment } | { problem: OrderPaymentProblem } {
  const total = input.lines.reduce((sum, l) => sum + l.amount, 0);
  let lines: readonly OrderLine[] = input.lines;
  let ticket: OrderPayment['ticket'] = null;
  if (input.ticket) {
    const code = ticketProblem(input.ticket, lines);
    if (code) return { problem: { code, id: input.ticket.id } };
    const line = ticketLine(input.ticket, lines) as OrderLine;
    ticket = { id: input.ticket.id, lineId: line.id, amount: line.amount };
    lines = afterTicket(lines, input.ticket);
  }
  const vouchers: OrderPayment['vouchers'] = [];
  for (const voucher of input.vouchers) {
    const code = voucherProblem(voucher, lines, input.use);
    if (code) return { problem: { code, id: voucher.id } };
    const discount = voucherDiscount(voucher, lines, input.use);
    lines = afterDiscount(lines, discount.byLine);
    vouchers.push({ id: voucher.id, originValue: discount.originValue, discountValue: discount.discountValue });
  }
  const discount = (ticket?.amount ?? 0) + vouchers.reduce((sum, v) => sum + v.discountValue, 0);
  return {
    payment: { total, ticket, vouchers, discount, split: splitPayment(total, discount, input.valueCardBalance) },
  };
}

/** The ticket pays its line whole: that line is left at $0. */
function afterTicket(lines: readonly OrderLine[], ticket: Pick<TicketUseRule, 'productId'>): OrderLine[] {
  const line = ticketLine(ticket, lines);
  return lines.map((l) => (l.id === line?.id ? { ...l, amount: 0 } : { ...l }));
}

const afterDiscount = (lines: readonly OrderLine[], byLine: Record<string, number>): OrderLine[] =>
  lines.map((l) => ({ ...l, amount: l.amount - (byLine[l.id] ?? 0) }));

/**
 * The lines a voucher is checked against when it comes after the chosen ticket and `before` (the
 * vouchers ahead of it), as priceOrder applies them: a minimum spend the ticket leaves unmet shows
 * before the voucher is ticked, not at checkout. Vouchers ahead that do not fit change nothing.
 */
export function linesForVoucher(
  lines: readonly OrderLine[],
  ticket: Pick<TicketUseRule, 'productId'> | null,
  before: readonly VoucherRule[],
  use: VoucherUse,
): OrderLine[] {
  let left = ticket ? afterTicket(lines, ticket) : lines.map((l) => ({ ...l }));
  for (const voucher of before) {
    if (voucherProblem(voucher, left, use) === null)
      left = afterDiscount(left, voucherDiscount(voucher, left, use).byLine);
  }
  return left;
}
