import type { PaymentStatus } from '@salon/domain';
import { and, asc, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { Tx } from '#api/db/client';
import type { PaymentRow } from '#api/db/rows';
import { paymentCallbacks, paymentEvents, payments, type WalletOrderKind } from '#api/db/schema/index';
import { at } from '#api/db/time';

export type { PaymentRow };
export type NewPayment = typeof payments.$inferInsert;

export async function insertPayment(tx: Tx, row: NewPayment, reason: string): Promise<PaymentRow> {
  const [payment] = await tx.insert(payments).values(row).returning();
  await tx.insert(paymentEvents).values({
    paymentId: payment!.id,
    fromStatus: null,
    toStatus: payment!.status,
    amount: payment!.amount,
    reason,
    at: row.createdAt,
  });
  return payment!;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A payment by its id; null for an unknown one or anything that is not a payment id at all. */
export async function findPayment(db: Tx, id: string): Promise<PaymentRow | null> {
  if (!UUID.test(id)) return null;
  const [row] = await db.select().from(payments).where(eq(payments.id, id));
  return row ?? null;
}

/** An order's payments, oldest first. */
export async function paymentsOf(db: Tx, kind: WalletOrderKind, orderIds: readonly string[]) {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.orderKind, kind), inArray(payments.orderId, [...orderIds])))
    .orderBy(asc(payments.createdAt), asc(payments.id));
}

export async function setProviderRef(
  db: Tx,
  id: string,
  started: Pick<NewPayment, 'providerRef' | 'redirectUrl' | 'returnUrl' | 'atmBankCode' | 'atmAccount'>,
) {
  await db.update(payments).set(started).where(eq(payments.id, id));
}

/**
 * Moves a payment from one of `from` to `to` (and sets `extra`), recording the change; null when it
 * was not in `from` any more (another callback or a cancel moved it first).
 */
export async function movePayment(
  tx: Tx,
  change: {
    id: string;
    from: readonly PaymentStatus[];
    to: PaymentStatus;
    reason: string;
    amount: number;
    now: number;
  },
  extra: Partial<NewPayment> = {},
): Promise<PaymentRow | null> {
  const [row] = await tx
    .update(payments)
    .set({ status: change.to, updatedAt: at(change.now), ...extra })
    .where(and(eq(payments.id, change.id), inArray(payments.status, [...change.from])))
    .returning();
  if (!row) return null;
  await tx.insert(paymentEvents).values({
    paymentId: change.id,
    fromStatus: change.from.length === 1 ? (change.from[0] ?? null) : null,
    toStatus: change.to,
    amount: change.amount,
    reason: change.reason,
    at: at(change.now),
  });
  return row;
}

/** Records a callback by its digest; false when it was seen before (a replay). */
export async function firstDelivery(tx: Tx, provider: string, digest: string, now: number): Promise<boolean> {
  const rows = await tx
    .insert(paymentCallbacks)
    .values({ digest, provider, receivedAt: at(now) })
    .onConflictDoNothing()
    .returning({ digest: paymentCallbacks.digest });
  return rows.length === 1;
}

/** Payments still Pending at their provider since before `before` (their callback or return may be lost). */
export async function stalePending(db: Tx, before: number, limit = 100) {
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.status, 'Pending'), lte(payments.createdAt, at(before)), isNotNull(payments.providerRef)))
    .orderBy(asc(payments.createdAt))
    .limit(limit);
}

/** Pending payments of an order: the hold ran out or the order was cancelled before they were paid. */
export async function pendingOf(tx: Tx, kind: WalletOrderKind, orderId: string) {
  return tx
    .select()
    .from(payments)
    .where(and(eq(payments.orderKind, kind), eq(payments.orderId, orderId), eq(payments.status, 'Pending')));
}

/** Adds to a payment's refunded amount, never beyond what it paid (the CHECK backs this). */
export async function addRefund(tx: Tx, id: string, amount: number, now: number) {
  const [row] = await tx
    .update(payments)
    .set({ refunded: sql`${payments.refunded} + ${amount}`, updatedAt: at(now) })
    .where(and(eq(payments.id, id), sql`${payments.refunded} + ${amount} <= ${payments.amount}`))
    .returning();
  return row ?? null;
}
