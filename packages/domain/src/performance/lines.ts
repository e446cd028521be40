import type { PerformanceLine } from './commission';
import type { PerformanceKind } from './rules';
import { afterDiscount, shareInProportion } from './share';

/**
 * A booking's bill and the money that moved for it → 業績 lines. The bill's discount (vouchers, a
 * discount at the counter: no money) is shared across its lines in proportion; each payment, and
 * each refund, is shared across the lines it paid in proportion to what they sold for; a service
 * ticket pays its own line whole, at the value the record gives it.
 */

export interface BillLine {
  id: string;
  kind: PerformanceKind;
  /** Its price on the bill, before the discount. */
  amount: number;
  /** Who is credited: the designer who served it, the member who sold it; null: nobody. */
  staffId: string | null;
  requested: boolean;
  categoryId: string | null;
  productId: string | null;
  assistantId: string | null;
  /** Paid by a service ticket (its value comes from the ticket's row, not the money). */
  byTicket: boolean;
}

export interface Bill {
  id: string;
  lines: readonly BillLine[];
  /** Dollars off the bill that are no money: vouchers, a discount given at the counter. */
  discount: number;
}

/** Money moved for the bill: paid (+) or given back (−), by money (cash, online, a value card) or a ticket. */
export interface MoneyMove {
  id: string;
  at: number;
  amount: number;
  by: 'money' | 'ticket';
  /** A refund of a move made before `reversesAt` (the period start): it reverses that move's lines. */
  reverses?: string | null;
}

/** The bill's lines after its discount: what each sold for (the ticket's lines at their price). */
export function soldLines(bill: Bill) {
  const money = afterDiscount(
    bill.lines.filter((l) => !l.byTicket),
    bill.discount,
  );
  const tickets = bill.lines.filter((l) => l.byTicket).map((l) => ({ ...l, discount: 0, paid: l.amount }));
  return [...money, ...tickets];
}

const lineOf = (l: ReturnType<typeof soldLines>[number], move: MoneyMove, amount: number): PerformanceLine => ({
  id: `${move.reverses ?? move.id}:${l.id}${move.reverses ? `:${move.id}` : ''}`,
  staffId: l.staffId as string,
  billLineId: l.id,
  kind: l.kind,
  amount,
  at: move.at,
  requested: l.kind === 'service' && l.requested,
  categoryId: l.categoryId,
  productId: l.productId,
  lineValue: l.paid,
  assistantId: l.kind === 'service' ? l.assistantId : null,
});

/**
 * The 業績 lines of one move: a ticket's to its line, money across the lines it paid. A refund's
 * line ids name the move it gives back, so its earlier line can be found (`:<refund id>` added).
 */
export function moveLines(bill: Bill, move: MoneyMove): PerformanceLine[] {
  const sold = soldLines(bill).filter((l) => (move.by === 'ticket' ? l.byTicket : !l.byTicket));
  const shares =
    move.by === 'ticket'
      ? sold.map((_, i) => (i === 0 ? move.amount : 0))
      : shareInProportion(
          move.amount,
          sold.map((l) => l.paid),
        );
  return sold.flatMap((l, i) => (l.staffId && shares[i] ? [lineOf(l, move, shares[i])] : []));
}

/** Every 業績 line of a bill's moves. */
export function billLines(bill: Bill, moves: readonly MoneyMove[]): PerformanceLine[] {
  return moves.flatMap((m) => moveLines(bill, m));
}
