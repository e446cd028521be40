import type { InvoiceChoice, PaymentSubject } from '@salon/domain';
import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Tx } from '#api/db/client';
import { invoices, storeInvoiceSettings } from '#api/db/schema/invoices';
import { at } from '#api/db/time';

export type InvoiceRow = typeof invoices.$inferSelect;
export type InvoiceSettingsRow = typeof storeInvoiceSettings.$inferSelect;

export async function settingsOf(db: Tx, storeId: string): Promise<InvoiceSettingsRow | null> {
  const [row] = await db.select().from(storeInvoiceSettings).where(eq(storeInvoiceSettings.storeId, storeId));
  return row ?? null;
}

export async function saveSettings(
  db: Tx,
  storeId: string,
  change: Partial<Omit<InvoiceSettingsRow, 'storeId' | 'updatedAt'>>,
  now: number,
): Promise<void> {
  await db
    .insert(storeInvoiceSettings)
    .values({ storeId, ...change, updatedAt: at(now) })
    .onConflictDoUpdate({ target: storeInvoiceSettings.storeId, set: { ...change, updatedAt: at(now) } });
}

export async function invoiceBySale(db: Tx, storeId: string, saleKey: string): Promise<InvoiceRow | null> {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.storeId, storeId), eq(invoices.saleKey, saleKey)));
  return row ?? null;
}

export async function markIssued(
  db: Tx,
  id: string,
  issued: { number: string; randomCode: string; issuedAt: number; amount: number; choice: InvoiceChoice },
  now: number,
): Promise<void> {
  await db
    .update(invoices)
    .set({
      status: 'Issued',
      choice: issued.choice,
      number: issued.number,
      randomCode: issued.randomCode,
      issuedAt: at(issued.issuedAt),
      amount: issued.amount,
      reason: null,
      updatedAt: at(now),
    })
    .where(and(eq(invoices.id, id), inArray(invoices.status, ['Pending', 'Failed'])));
}

export async function markFailing(db: Tx, id: string, reason: string, now: number): Promise<void> {
  await db
    .update(invoices)
    .set({ status: 'Failed', reason, updatedAt: at(now) })
    .where(and(eq(invoices.id, id), inArray(invoices.status, ['Pending', 'Failed'])));
}

/** Nothing left to invoice (refunded before it was issued): voided without a number. */
export async function markNothingToIssue(db: Tx, id: string, now: number): Promise<void> {
  await db
    .update(invoices)
    .set({ status: 'Voided', amount: 0, voidedAt: at(now), updatedAt: at(now) })
    .where(and(eq(invoices.id, id), inArray(invoices.status, ['Pending', 'Failed'])));
}

export async function markVoided(db: Tx, id: string, now: number): Promise<void> {
  await db
    .update(invoices)
    .set({ status: 'Voided', voidedAt: at(now), updatedAt: at(now) })
    .where(eq(invoices.id, id));
}

export async function addAllowance(db: Tx, id: string, amount: number, now: number): Promise<void> {
  await db
    .update(invoices)
    .set({ status: 'Allowance', allowed: sql`${invoices.allowed} + ${amount}`, updatedAt: at(now) })
    .where(eq(invoices.id, id));
}

/** A new invoice replacing a voided one, for what the sale kept. */
export async function insertReplacement(db: Tx, old: InvoiceRow, amount: number, now: number): Promise<string> {
  const saleKey = `${old.saleKey}#${now}`;
  const [row] = await db
    .insert(invoices)
    .values({
      storeId: old.storeId,
      saleKey,
      relateNumber: sql`upper(left(encode(sha256(convert_to(${old.storeId}::text || '/' || ${saleKey}, 'UTF8')), 'hex'), 20))`,
      orderKind: old.orderKind,
      orderId: old.orderId,
      customerId: old.customerId,
      amount,
      choice: old.choice,
      replaces: old.id,
      createdAt: at(now),
      updatedAt: at(now),
    })
    .returning({ saleKey: invoices.saleKey });
  return row!.saleKey;
}

/** The e-invoice choice given at a checkout, on the order's invoices not yet issued. */
export async function setChoiceOfOrder(
  db: Tx,
  storeId: string,
  order: { kind: PaymentSubject; id: string },
  choice: InvoiceChoice,
): Promise<void> {
  await db
    .update(invoices)
    .set({ choice })
    .where(
      and(
        eq(invoices.storeId, storeId),
        eq(invoices.orderKind, order.kind),
        eq(invoices.orderId, order.id),
        eq(invoices.status, 'Pending'),
      ),
    );
}

/** The invoices of some orders of one kind, oldest first (the customer's views). */
export async function invoicesOfOrders(
  db: Tx,
  storeId: string,
  kind: PaymentSubject,
  orderIds: readonly string[],
): Promise<InvoiceRow[]> {
  return db
    .select()
    .from(invoices)
    .where(and(eq(invoices.storeId, storeId), eq(invoices.orderKind, kind), inArray(invoices.orderId, [...orderIds])))
    .orderBy(asc(invoices.createdAt), asc(invoices.id));
}

export async function invoicesBetween(db: Tx, storeId: string, from: number, to: number): Promise<InvoiceRow[]> {
  return db
    .select()
    .from(invoices)
    .where(
      and(
        eq(invoices.storeId, storeId),
        gte(invoices.createdAt, at(from)),
        lt(invoices.createdAt, at(to)),
        inArray(invoices.status, ['Issued', 'Voided', 'Allowance', 'Failed']),
      ),
    )
    .orderBy(asc(invoices.createdAt));
}
