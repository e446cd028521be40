import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Tx } from '#api/db/client';
import type { WalletChargeRow } from '#api/db/rows';
import { categories } from '#api/db/schema/catalog';
import {
  customerVouchers,
  serviceTickets,
  valueCardLedger,
  valueCards,
  type WalletOrderKind,
  walletCharges,
} from '#api/db/schema/wallet';
import { at } from '#api/db/time';
import { walletCopies } from './repository';

export type { WalletChargeRow };
export type ValueCardRow = typeof valueCards.$inferSelect;
export type ServiceTicketRow = typeof serviceTickets.$inferSelect;

/** An order the wallet pays: a booking or a pickup order. */
export interface WalletOrder {
  kind: WalletOrderKind;
  id: string;
}

/** Each product's categories in a store (a voucher for a category targets its products). */
export async function categoriesByProduct(db: Tx, storeId: string): Promise<Map<string, string[]>> {
  const rows = await db
    .select({ id: categories.id, productIds: categories.productIds })
    .from(categories)
    .where(eq(categories.storeId, storeId));
  const byProduct = new Map<string, string[]>();
  for (const c of rows) for (const p of c.productIds) byProduct.set(p, [...(byProduct.get(p) ?? []), c.id]);
  return byProduct;
}

/** The customer's voucher copies among `ids` (still in the wallet, used up or not), with their templates. */
export async function voucherCopies(db: Tx, storeId: string, customerId: string, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return walletCopies(db, storeId, customerId, inArray(customerVouchers.id, [...ids]));
}

export async function findValueCard(db: Tx, storeId: string, customerId: string, id: string, forUpdate = false) {
  const query = db
    .select()
    .from(valueCards)
    .where(
      and(
        eq(valueCards.storeId, storeId),
        eq(valueCards.customerId, customerId),
        eq(valueCards.id, id),
        isNull(valueCards.hiddenAt),
      ),
    );
  const [row] = forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

export async function findTicket(db: Tx, storeId: string, customerId: string, id: string) {
  const [row] = await db
    .select()
    .from(serviceTickets)
    .where(
      and(eq(serviceTickets.storeId, storeId), eq(serviceTickets.customerId, customerId), eq(serviceTickets.id, id)),
    );
  return row ?? null;
}

/**
 * Locks the voucher copies without waiting: false when another order is paying with one of them
 * right now (the caller answers VOUCHER_LOCKED rather than queueing behind it).
 */
export async function lockVoucherCopies(tx: Tx, ids: readonly string[]): Promise<boolean> {
  try {
    await tx.execute(
      sql`SELECT id FROM ${customerVouchers} WHERE ${inArray(customerVouchers.id, [...ids].sort())} ORDER BY id FOR UPDATE NOWAIT`,
    );
    return true;
  } catch (error) {
    if (
      (error as { code?: string }).code === '55P03' ||
      (error as { cause?: { code?: string } }).cause?.code === '55P03'
    )
      return false;
    throw error;
  }
}

/** Takes one use of each copy; false when one has none left (the transaction must roll back). */
export async function useVoucherCopies(tx: Tx, ids: readonly string[]): Promise<boolean> {
  if (ids.length === 0) return true;
  const rows = await tx
    .update(customerVouchers)
    .set({ usesLeft: sql`${customerVouchers.usesLeft} - 1` })
    .where(
      and(inArray(customerVouchers.id, [...ids]), gt(customerVouchers.usesLeft, 0), isNull(customerVouchers.removedAt)),
    )
    .returning({ id: customerVouchers.id });
  return rows.length === ids.length;
}

/** Takes one use of a ticket; false when it has none left or was disabled meanwhile. */
export async function useTicket(tx: Tx, id: string): Promise<boolean> {
  const rows = await tx
    .update(serviceTickets)
    .set({ usesLeft: sql`${serviceTickets.usesLeft} - 1` })
    .where(and(eq(serviceTickets.id, id), gt(serviceTickets.usesLeft, 0), eq(serviceTickets.disabled, false)))
    .returning({ id: serviceTickets.id });
  return rows.length === 1;
}

/**
 * Moves `amount` (negative: a payment) on a locked card and writes its ledger row: the two go
 * together, and the deferred ledger-sum trigger refuses the transaction otherwise.
 */
export async function moveBalance(
  tx: Tx,
  card: { id: string; storeId: string; balance: number },
  entry: {
    amount: number;
    reason: typeof valueCardLedger.$inferInsert.reason;
    ref: string | null;
    now: number;
    /** The member of staff who made it at the counter. */
    staffId?: string;
  },
): Promise<number> {
  const balanceAfter = card.balance + entry.amount;
  await tx.update(valueCards).set({ balance: balanceAfter }).where(eq(valueCards.id, card.id));
  await tx.insert(valueCardLedger).values({
    storeId: card.storeId,
    cardId: card.id,
    amount: entry.amount,
    balanceAfter,
    reason: entry.reason,
    ref: entry.ref,
    staffId: entry.staffId ?? null,
    at: at(entry.now),
  });
  return balanceAfter;
}

/** A card's current balance under a row lock (for a refund). */
export async function lockCard(tx: Tx, id: string) {
  const [row] = await tx.select().from(valueCards).where(eq(valueCards.id, id)).for('update');
  return row ?? null;
}

export async function insertCharges(tx: Tx, rows: (typeof walletCharges.$inferInsert)[]): Promise<WalletChargeRow[]> {
  return rows.length > 0 ? tx.insert(walletCharges).values(rows).returning() : [];
}

/** Marks an order's charges returned, once: a second cancel finds none left to return. */
export async function takeBackCharges(tx: Tx, order: WalletOrder, now: number): Promise<WalletChargeRow[]> {
  return tx
    .update(walletCharges)
    .set({ returnedAt: at(now), returnedAmount: walletCharges.amount })
    .where(
      and(
        eq(walletCharges.orderKind, order.kind),
        eq(walletCharges.orderId, order.id),
        isNull(walletCharges.returnedAt),
      ),
    )
    .returning();
}

/** A value card charge's part actually refunded (the policy may give back less than it paid). */
export async function setReturnedAmount(tx: Tx, chargeId: string, amount: number): Promise<void> {
  await tx.update(walletCharges).set({ returnedAmount: amount }).where(eq(walletCharges.id, chargeId));
}

export async function giveBackVoucher(tx: Tx, copyId: string): Promise<void> {
  await tx
    .update(customerVouchers)
    .set({ usesLeft: sql`${customerVouchers.usesLeft} + 1` })
    .where(eq(customerVouchers.id, copyId));
}

export async function giveBackTicket(tx: Tx, ticketId: string): Promise<void> {
  await tx
    .update(serviceTickets)
    .set({ usesLeft: sql`least(${serviceTickets.usesLeft} + 1, ${serviceTickets.totalUses})` })
    .where(eq(serviceTickets.id, ticketId));
}

/** The charges of orders, in the order they were made. */
export async function chargesOf(db: Tx, kind: WalletOrderKind, orderIds: readonly string[]) {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(walletCharges)
    .where(and(eq(walletCharges.orderKind, kind), inArray(walletCharges.orderId, [...orderIds])))
    .orderBy(asc(walletCharges.at), asc(walletCharges.instrument));
}

/** Whose voucher copy this is, if it is one of the store's at all. */
export async function voucherOwner(db: Tx, storeId: string, id: string): Promise<string | null> {
  const [row] = await db
    .select({ customerId: customerVouchers.customerId })
    .from(customerVouchers)
    .where(and(eq(customerVouchers.storeId, storeId), eq(customerVouchers.id, id)));
  return row?.customerId ?? null;
}
