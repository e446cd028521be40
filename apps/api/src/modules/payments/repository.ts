import {
  isOneOf,
  ONLINE_PAYMENT_METHODS,
  type OrderKind,
  type PaymentStatus,
  type PaymentSubject,
  SETTLED_PAYMENT_STATUSES,
} from '@salon/domain';
import { and, asc, eq, gte, inArray, isNotNull, lt, lte, ne, sql } from 'drizzle-orm';
import type { Tx } from '#api/db/client';
import { preparedPerHandle } from '#api/db/prepared';
import type { PaymentRow, RecordRow } from '#api/db/rows';
import { paymentCallbacks, paymentEvents, payments } from '#api/db/schema/payments';
import { at } from '#api/db/time';

export type { PaymentRow };
export type NewPayment = typeof payments.$inferInsert;

/** Online payments are the record's rows by an online method (the only ones ever Pending). */
const online = (row: RecordRow | undefined): PaymentRow | null =>
  row && isOneOf(ONLINE_PAYMENT_METHODS, row.method) ? (row as PaymentRow) : null;
const onlineRows = (rows: RecordRow[]) => rows as PaymentRow[];

export async function insertPayment(tx: Tx, row: NewPayment, reason: string): Promise<RecordRow> {
  const [payment] = await tx.insert(payments).values(row).returning();
  await tx.insert(paymentEvents).values({
    storeId: payment!.storeId,
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

/** An online payment by its id; null for an unknown one or anything that is not an online payment's id at all. */
export async function findPayment(db: Tx, id: string): Promise<PaymentRow | null> {
  if (!UUID.test(id)) return null;
  const [row] = await db.select().from(payments).where(eq(payments.id, id));
  return online(row);
}

/** Orders' online payments (through a provider), oldest first. */
export async function paymentsOf(db: Tx, kind: OrderKind, orderIds: readonly string[]) {
  if (orderIds.length === 0) return [];
  const rows = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.orderKind, kind),
        inArray(payments.orderId, [...orderIds]),
        inArray(payments.method, [...ONLINE_PAYMENT_METHODS]),
      ),
    )
    .orderBy(asc(payments.createdAt), asc(payments.id));
  return onlineRows(rows);
}

/** Every row of the record for these orders or wallet items, by any method, oldest first. */
const recordOfOrders = preparedPerHandle((db) =>
  db
    .select()
    .from(payments)
    .where(
      sql`${payments.orderKind} = ${sql.placeholder('subject')}
        AND ${payments.orderId} = ANY(${sql.placeholder('ids')}::text[])`,
    )
    .orderBy(asc(payments.createdAt), asc(payments.id))
    .prepare('record_of_orders'),
);

export async function recordOf(db: Tx, subject: PaymentSubject, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return recordOfOrders(db).execute({ subject, ids: [...ids] });
}

/**
 * The record of these orders with when each row was paid: its first change to Paid (an online
 * payment is made Pending, then paid), else when it was made.
 */
export async function datedRecordOf(db: Tx, subject: PaymentSubject, ids: readonly string[]) {
  if (ids.length === 0) return [];
  const paidEvent = sql`(SELECT min(e.at) FROM ${paymentEvents} e WHERE e.store_id = ${payments.storeId} AND e.payment_id = ${payments.id} AND e.to_status = 'Paid')`;
  return db
    .select({
      orderId: payments.orderId,
      ...SETTLED,
      paidAt: sql<number>`date_part('epoch', coalesce(${paidEvent}, ${payments.createdAt}))::float8`.mapWith(Number),
    })
    .from(payments)
    .where(and(eq(payments.orderKind, subject), inArray(payments.orderId, [...ids])));
}

/** The record's settled rows made in [from, to) in a store (of every subject but `except`): what the figures sum. */
export async function settledBetween(db: Tx, storeId: string, from: number, to: number, except?: PaymentSubject) {
  return db
    .select(SETTLED)
    .from(payments)
    .where(
      and(
        eq(payments.storeId, storeId),
        inArray(payments.status, [...SETTLED_PAYMENT_STATUSES]),
        gte(payments.createdAt, at(from)),
        lt(payments.createdAt, at(to)),
        except ? ne(payments.orderKind, except) : undefined,
      ),
    );
}

/** The settled rows of these orders, whenever they were made. */
export async function settledOf(db: Tx, storeId: string, subject: PaymentSubject, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select(SETTLED)
    .from(payments)
    .where(
      and(
        eq(payments.storeId, storeId),
        eq(payments.orderKind, subject),
        inArray(payments.orderId, [...ids]),
        inArray(payments.status, [...SETTLED_PAYMENT_STATUSES]),
      ),
    );
}

const SETTLED = {
  method: payments.method,
  amount: payments.amount,
  refunded: payments.refunded,
  status: payments.status,
};

/** Sets what came back of the wallet rows standing for these charges (their status from the amounts). */
export async function refundWalletRows(
  tx: Tx,
  returned: readonly { storeId: string; chargeId: string; amount: number }[],
  now: number,
) {
  for (const r of returned) {
    const [row] = await tx
      .update(payments)
      .set({
        refunded: sql`least(${payments.amount}, ${r.amount})`,
        status: sql`CASE WHEN ${r.amount} >= ${payments.amount} THEN 'Refunded' WHEN ${r.amount} > 0 THEN 'PartiallyRefunded' ELSE ${payments.status} END`,
        updatedAt: at(now),
      })
      .where(and(eq(payments.storeId, r.storeId), eq(payments.walletChargeId, r.chargeId)))
      .returning({ id: payments.id, storeId: payments.storeId, status: payments.status });
    if (row && r.amount > 0)
      await tx.insert(paymentEvents).values({
        storeId: row.storeId,
        paymentId: row.id,
        fromStatus: 'Paid',
        toStatus: row.status,
        amount: r.amount,
        reason: 'order ended: the wallet back',
        at: at(now),
      });
  }
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
  const [moved] = await tx
    .update(payments)
    .set({ status: change.to, updatedAt: at(change.now), ...extra })
    .where(and(eq(payments.id, change.id), inArray(payments.status, [...change.from])))
    .returning();
  const row = online(moved);
  if (!row) return null;
  await tx.insert(paymentEvents).values({
    storeId: row.storeId,
    paymentId: change.id,
    fromStatus: change.from.length === 1 ? (change.from[0] ?? null) : null,
    toStatus: change.to,
    amount: change.amount,
    reason: change.reason,
    at: at(change.now),
  });
  return row;
}

/** Records a callback by its digest, in its payment's store; false when it was seen before (a replay). */
export async function firstDelivery(
  tx: Tx,
  storeId: string,
  provider: string,
  digest: string,
  now: number,
): Promise<boolean> {
  const rows = await tx
    .insert(paymentCallbacks)
    .values({ storeId, digest, provider, receivedAt: at(now) })
    .onConflictDoNothing()
    .returning({ digest: paymentCallbacks.digest });
  return rows.length === 1;
}

/** Payments still Pending at their provider since before `before` (their callback or return may be lost). */
export async function stalePending(db: Tx, before: number, limit = 100) {
  const rows = await db
    .select()
    .from(payments)
    .where(and(eq(payments.status, 'Pending'), lte(payments.createdAt, at(before)), isNotNull(payments.providerRef)))
    .orderBy(asc(payments.createdAt))
    .limit(limit);
  return onlineRows(rows);
}

/** Pending payments of an order: the hold ran out or the order was cancelled before they were paid. */
export async function pendingOf(tx: Tx, kind: OrderKind, orderId: string) {
  const rows = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.orderKind, kind), eq(payments.orderId, orderId), eq(payments.status, 'Pending')));
  return onlineRows(rows);
}

/** Adds to a payment's refunded amount, never beyond what it paid (the CHECK backs this). */
export async function addRefund(tx: Tx, id: string, amount: number, now: number) {
  const [row] = await tx
    .update(payments)
    .set({ refunded: sql`${payments.refunded} + ${amount}`, updatedAt: at(now) })
    .where(and(eq(payments.id, id), sql`${payments.refunded} + ${amount} <= ${payments.amount}`))
    .returning();
  return online(row);
}
