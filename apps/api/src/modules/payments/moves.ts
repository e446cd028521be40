import type { PaymentRecordMethod, PaymentSubject } from '@salon/domain';
import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Tx } from '#api/db/client';
import { paymentEvents, payments } from '#api/db/schema/payments';
import { at, toSeconds } from '#api/db/time';

/**
 * The payments record as money moving in time: each payment's money counts when it was paid, and
 * what went back counts when it went back (a refund, the wallet returned). Commission reads this.
 */
export interface MoneyMoved {
  /** The payment event: one move of one payment. */
  eventId: number;
  paymentId: string;
  subject: PaymentSubject;
  orderId: string;
  method: PaymentRecordMethod;
  /** The member who took it (the counter), if any. */
  staffId: string | null;
  /** Dollars: + paid, − given back. */
  amount: number;
  at: number;
  /** When the payment itself was paid (for a refund: the move it gives back). */
  paidAt: number;
}

const GIVEN_BACK = ['Refunded', 'PartiallyRefunded'] as const;

/** Money paid or given back in [from, to) in a store, oldest first. */
export async function movesBetween(db: Tx, storeId: string, from: number, to: number): Promise<MoneyMoved[]> {
  const paidAt = sql<
    number | null
  >`(SELECT extract(epoch FROM min(pe.at))::float8 FROM payment_events pe WHERE pe.store_id = ${payments.storeId} AND pe.payment_id = ${payments.id} AND pe.to_status = 'Paid')`;
  const rows = await db
    .select({
      eventId: paymentEvents.id,
      paymentId: payments.id,
      subject: payments.orderKind,
      orderId: payments.orderId,
      method: payments.method,
      staffId: payments.staffId,
      toStatus: paymentEvents.toStatus,
      amount: paymentEvents.amount,
      at: paymentEvents.at,
      paidAt,
    })
    .from(paymentEvents)
    .innerJoin(payments, and(eq(payments.storeId, paymentEvents.storeId), eq(payments.id, paymentEvents.paymentId)))
    .where(
      and(
        eq(paymentEvents.storeId, storeId),
        inArray(paymentEvents.toStatus, ['Paid', ...GIVEN_BACK]),
        gte(paymentEvents.at, at(from)),
        lt(paymentEvents.at, at(to)),
      ),
    )
    .orderBy(paymentEvents.at, paymentEvents.id);
  return rows
    .filter((r) => r.amount > 0)
    .map((r) => ({
      eventId: r.eventId,
      paymentId: r.paymentId,
      subject: r.subject,
      orderId: r.orderId,
      method: r.method,
      staffId: r.staffId,
      amount: r.toStatus === 'Paid' ? r.amount : -r.amount,
      at: toSeconds(r.at),
      paidAt: r.paidAt === null ? toSeconds(r.at) : Math.floor(Number(r.paidAt)),
    }));
}
