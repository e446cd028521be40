import { and, asc, count, eq, gt, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '#api/db/client';
import { categories, products, retailItems } from '#api/db/schema/catalog';
import { customers } from '#api/db/schema/customers';
import { customerVouchers, serviceTickets, valueCardLedger, valueCards, voucherTemplates } from '#api/db/schema/wallet';
import { at } from '#api/db/time';

export type VoucherTemplateRow = typeof voucherTemplates.$inferSelect;
export type CustomerVoucherRow = typeof customerVouchers.$inferSelect;

/** The customer's vouchers still in the wallet with uses left, with their templates. */
export async function heldVouchers(db: Tx, storeId: string, customerId: string) {
  return walletCopies(db, storeId, customerId, gt(customerVouchers.usesLeft, 0));
}

/** The customer's voucher copies still in the wallet (not removed) that also meet `where`, with their templates. */
export async function walletCopies(db: Tx, storeId: string, customerId: string, where: SQL) {
  return db
    .select({ copy: customerVouchers, template: voucherTemplates })
    .from(customerVouchers)
    .innerJoin(
      voucherTemplates,
      and(eq(voucherTemplates.storeId, customerVouchers.storeId), eq(voucherTemplates.id, customerVouchers.templateId)),
    )
    .where(
      and(
        eq(customerVouchers.storeId, storeId),
        eq(customerVouchers.customerId, customerId),
        isNull(customerVouchers.removedAt),
        where,
      ),
    )
    .orderBy(asc(customerVouchers.receivedAt));
}

/** Vouchers the customer may still take: receivable, on, not ended, not all handed out, under their limit. */
export async function receivableTemplates(db: Tx, storeId: string, customerId: string, now: number) {
  const taken = db
    .select({ templateId: customerVouchers.templateId, n: count().as('n') })
    .from(customerVouchers)
    .where(and(eq(customerVouchers.storeId, storeId), eq(customerVouchers.customerId, customerId)))
    .groupBy(customerVouchers.templateId)
    .as('taken');
  const rows = await db
    .select({ template: voucherTemplates, taken: taken.n })
    .from(voucherTemplates)
    .leftJoin(taken, eq(taken.templateId, voucherTemplates.id))
    .where(
      and(
        eq(voucherTemplates.storeId, storeId),
        eq(voucherTemplates.receivable, true),
        isNull(voucherTemplates.archivedAt),
        or(isNull(voucherTemplates.endTime), gt(voucherTemplates.endTime, at(now))),
        or(isNull(voucherTemplates.totalLimit), sql`${voucherTemplates.issued} < ${voucherTemplates.totalLimit}`),
      ),
    )
    .orderBy(asc(voucherTemplates.id));
  return rows.filter((r) => Number(r.taken ?? 0) < r.template.perCustomerLimit).map((r) => r.template);
}

export async function findTemplate(db: Tx, storeId: string, id: string): Promise<VoucherTemplateRow | null> {
  const [row] = await db
    .select()
    .from(voucherTemplates)
    .where(and(eq(voucherTemplates.storeId, storeId), eq(voucherTemplates.id, id)));
  return row ?? null;
}

/** Serialises one customer's wallet writes (receiving under a per-customer limit). */
export async function lockCustomer(tx: Tx, customerId: string): Promise<void> {
  await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId)).for('update');
}

export async function copiesTaken(tx: Tx, storeId: string, customerId: string, templateId: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(customerVouchers)
    .where(
      and(
        eq(customerVouchers.storeId, storeId),
        eq(customerVouchers.customerId, customerId),
        eq(customerVouchers.templateId, templateId),
      ),
    );
  return row?.n ?? 0;
}

/** Counts one more copy handed out, only while under the total limit; false when none are left. */
export async function takeFromTotal(tx: Tx, storeId: string, templateId: string): Promise<boolean> {
  const rows = await tx
    .update(voucherTemplates)
    .set({ issued: sql`${voucherTemplates.issued} + 1` })
    .where(
      and(
        eq(voucherTemplates.storeId, storeId),
        eq(voucherTemplates.id, templateId),
        or(isNull(voucherTemplates.totalLimit), sql`${voucherTemplates.issued} < ${voucherTemplates.totalLimit}`),
      ),
    )
    .returning({ id: voucherTemplates.id });
  return rows.length === 1;
}

export async function insertCopy(tx: Tx, row: typeof customerVouchers.$inferInsert): Promise<CustomerVoucherRow> {
  const [copy] = await tx.insert(customerVouchers).values(row).returning();
  return copy!;
}

/** Removes a copy from the customer's wallet; false when it is not theirs or already gone. */
export async function removeCopy(db: Tx, storeId: string, customerId: string, id: string, now: number) {
  const rows = await db
    .update(customerVouchers)
    .set({ removedAt: at(now) })
    .where(
      and(
        eq(customerVouchers.storeId, storeId),
        eq(customerVouchers.customerId, customerId),
        eq(customerVouchers.id, id),
        isNull(customerVouchers.removedAt),
      ),
    )
    .returning({ id: customerVouchers.id });
  return rows.length === 1;
}

/** Names of the store's products, retail items and categories, for a voucher's targets. */
/** A voucher target's name as the store wrote it and its English (null: none given). */
export interface TargetName {
  name: string;
  en: string | null;
}

export async function targetNames(db: Tx, storeId: string): Promise<Map<string, TargetName>> {
  const [services, items, groups] = await Promise.all([
    db
      .select({ id: products.id, name: products.name, en: products.en })
      .from(products)
      .where(eq(products.storeId, storeId)),
    db
      .select({ id: retailItems.id, name: retailItems.name, en: retailItems.en })
      .from(retailItems)
      .where(eq(retailItems.storeId, storeId)),
    db
      .select({ id: categories.id, name: categories.name, en: categories.en })
      .from(categories)
      .where(eq(categories.storeId, storeId)),
  ]);
  return new Map([...services, ...items, ...groups].map((r) => [r.id, { name: r.name, en: r.en?.name ?? null }]));
}

export async function customerValueCards(db: Tx, storeId: string, customerId: string) {
  return db
    .select()
    .from(valueCards)
    .where(and(eq(valueCards.storeId, storeId), eq(valueCards.customerId, customerId), isNull(valueCards.hiddenAt)))
    .orderBy(asc(valueCards.createdAt));
}

export async function hideValueCard(db: Tx, cardId: string, now: number): Promise<void> {
  await db
    .update(valueCards)
    .set({ hiddenAt: at(now) })
    .where(eq(valueCards.id, cardId));
}

export async function customerTickets(db: Tx, storeId: string, customerId: string) {
  return db
    .select()
    .from(serviceTickets)
    .where(and(eq(serviceTickets.storeId, storeId), eq(serviceTickets.customerId, customerId)))
    .orderBy(asc(serviceTickets.createdAt));
}

/**
 * A new value card with its opening balance as a top-up in the ledger, together (the database
 * refuses a balance its ledger does not sum to); `by`: the member who sold it at the counter.
 */
export async function issueValueCard(
  db: Tx,
  card: Omit<typeof valueCards.$inferInsert, 'balance'>,
  topUp: number,
  by: { staffId: string; ref: string } | null = null,
) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(valueCards)
      .values({ ...card, balance: topUp })
      .returning();
    await tx.insert(valueCardLedger).values({
      storeId: row!.storeId,
      cardId: row!.id,
      amount: topUp,
      balanceAfter: topUp,
      reason: 'TopUp',
      at: card.createdAt,
      staffId: by?.staffId ?? null,
      ref: by?.ref ?? null,
    });
    return row!;
  });
}
