import { type MoneyMove, moveLines, type PerformanceLine } from '@salon/domain';
import type { Db } from '#api/db/client';
import { type MoneyMoved, movesBetween } from '#api/modules/payments/moves';
import { designersOfMembers } from '#api/modules/staff/service';
import { bookingBills, type NamedBill, saleBill } from './bills';

/** A line of 業績 with what it was and where it came from. */
export interface ReadLine extends PerformanceLine {
  label: string;
  orderId: string;
  /** A refund of money paid before the window: when that money was paid (to find the line it reverses). */
  reversesPaidAt: number | null;
}

/**
 * Each payment's money in [from, to) as moves of its order: money paid in the window counts once,
 * less what went back within the window; what went back of money paid before the window is a move
 * of its own that reverses it. A voucher's row is no money (the bill's discount) and moves nothing.
 */
function movesOf(moved: readonly MoneyMoved[], from: number) {
  const byOrder = new Map<string, { first: MoneyMoved; moves: (MoneyMove & { paidAt: number })[] }>();
  const paid = new Map<string, MoneyMove & { paidAt: number }>();
  for (const m of moved) {
    if (m.method === 'Voucher') continue;
    const key = `${m.subject}|${m.orderId}`;
    const order = byOrder.get(key) ?? { first: m, moves: [] };
    byOrder.set(key, order);
    const by = m.method === 'ServiceTicket' ? ('ticket' as const) : ('money' as const);
    const own = paid.get(m.paymentId);
    if (own) own.amount += m.amount;
    else if (m.paidAt >= from) {
      const move = { id: m.paymentId, at: m.paidAt, amount: m.amount, by, paidAt: m.paidAt };
      paid.set(m.paymentId, move);
      order.moves.push(move);
    } else
      order.moves.push({
        id: String(m.eventId),
        at: m.at,
        amount: m.amount,
        by,
        reverses: m.paymentId,
        paidAt: m.paidAt,
      });
  }
  return [...byOrder.values()].map((o) => ({ ...o, moves: o.moves.filter((m) => m.amount !== 0) }));
}

const WALLET_SUBJECTS = new Set(['ValueCard', 'ServiceTicket', 'Voucher']);

/** The 業績 lines of money moved in [from, to), oldest first. */
export async function linesBetween(db: Db, storeId: string, from: number, to: number): Promise<ReadLine[]> {
  const orders = movesOf(await movesBetween(db, storeId, from, to), from);
  const bookingIds = orders.filter((o) => o.first.subject === 'Booking').map((o) => o.first.orderId);
  const [bills, sellers] = await Promise.all([
    bookingBills(db, storeId, bookingIds),
    designersOfMembers(
      db,
      orders.flatMap((o) => o.moves.map(() => o.first.staffId)),
    ),
  ]);
  const billOf = ({ first }: (typeof orders)[number]): NamedBill | undefined => {
    if (first.subject === 'Booking') return bills.get(first.orderId);
    const seller = first.staffId ? (sellers.get(first.staffId) ?? null) : null;
    return saleBill(first.orderId, WALLET_SUBJECTS.has(first.subject) ? 'wallet' : 'retail', seller, first.subject);
  };
  return orders
    .flatMap((order) => {
      const bill = billOf(order);
      if (!bill) return [];
      return order.moves.flatMap((move) =>
        moveLines(bill, move).map((line) => ({
          ...line,
          label: bill.labels.get(line.billLineId ?? '') ?? '',
          orderId: order.first.orderId,
          reversesPaidAt: move.reverses ? move.paidAt : null,
        })),
      );
    })
    .sort((a, b) => a.at - b.at || a.id.localeCompare(b.id));
}
