import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '#api/db/client';
import { payments } from '#api/db/schema/payments';
import { at } from '#api/db/time';

/**
 * The payments record by sale, for the e-invoices: a sale is the money taken together — the rows
 * of one counter checkout (they share their time), or one online payment — keyed as migration
 * 0040's trigger keys it: `<order kind>:<order id>:<unix s>` or `payment:<id>`.
 */

/** What a sale took and what of it went back. */
export async function saleMoneyOf(
  db: Tx,
  storeId: string,
  saleKey: string,
): Promise<{ taken: number; refunded: number }> {
  const base = saleKey.split('#')[0]!;
  const online = base.startsWith('payment:');
  const [kind, id, seconds] = base.split(':');
  const where = online
    ? and(eq(payments.storeId, storeId), eq(payments.id, base.slice('payment:'.length)))
    : and(
        eq(payments.storeId, storeId),
        eq(payments.provider, 'counter'),
        eq(payments.orderKind, kind as 'Booking'),
        eq(payments.orderId, id ?? ''),
        eq(payments.createdAt, at(Number(seconds))),
      );
  const [row] = await db
    .select({
      taken: sql<number>`coalesce(sum(${payments.amount}), 0)::int`,
      refunded: sql<number>`coalesce(sum(${payments.refunded}), 0)::int`,
    })
    .from(payments)
    .where(where);
  return { taken: row?.taken ?? 0, refunded: row?.refunded ?? 0 };
}

/** The sale a payment belongs to, with its store. */
export async function saleOfPayment(db: Tx, paymentId: string): Promise<{ storeId: string; saleKey: string } | null> {
  const [p] = await db.select().from(payments).where(eq(payments.id, paymentId));
  if (!p) return null;
  const saleKey =
    p.provider === 'counter'
      ? `${p.orderKind}:${p.orderId}:${Math.floor(p.createdAt.getTime() / 1000)}`
      : `payment:${p.id}`;
  return { storeId: p.storeId, saleKey };
}
