import { and, asc, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Tx } from '#api/db/client';
import { products } from '#api/db/schema/catalog';
import {
  customerVouchers,
  serviceTickets,
  valueCardLedger,
  valueCards,
  voucherTemplates,
  walletCounterMoves,
} from '#api/db/schema/wallet';
import { at } from '#api/db/time';

/** The wallet's counter moves: the move rows, the cards staff see, their history. */

export type CounterMoveRow = typeof walletCounterMoves.$inferSelect;
export type StaffCardRow = typeof valueCards.$inferSelect;

/**
 * A counter move's mark on the value card ledger (`value_card_ledger.ref`). The stored prefix keeps
 * the old word, `desk:`: the ledger is append-only (a trigger refuses UPDATE), so the rows written
 * before the rename cannot be given another, and new rows carry the same one so that one join
 * (`cardHistory`) finds them all. A word stored in data, not a name in the code.
 */
const MOVE_REF_PREFIX = 'desk:';
export const counterMoveRef = (moveId: string) => `${MOVE_REF_PREFIX}${moveId}`;

/** How many of a card's latest moves staff see. */
const CARD_HISTORY = 20;

export async function findMoveByKey(db: Tx, storeId: string, key: string): Promise<CounterMoveRow | null> {
  const [row] = await db
    .select()
    .from(walletCounterMoves)
    .where(and(eq(walletCounterMoves.storeId, storeId), eq(walletCounterMoves.idempotencyKey, key)));
  return row ?? null;
}

/** Written first in a move's transaction: a concurrent repeat of its key waits here, then fails on the key. */
export async function insertMove(tx: Tx, row: typeof walletCounterMoves.$inferInsert): Promise<void> {
  await tx.insert(walletCounterMoves).values(row);
}

/** One of the store's cards (hidden by the customer or not), locked when `forUpdate`. */
export async function storeCard(db: Tx, storeId: string, cardId: string, forUpdate = false) {
  const query = db
    .select()
    .from(valueCards)
    .where(and(eq(valueCards.storeId, storeId), eq(valueCards.id, cardId)));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

/** Every card of the customer, the ones they hid included (staff keep their history). */
export async function customerCards(db: Tx, storeId: string, customerId: string) {
  return db
    .select()
    .from(valueCards)
    .where(and(eq(valueCards.storeId, storeId), eq(valueCards.customerId, customerId)))
    .orderBy(asc(valueCards.createdAt), asc(valueCards.id));
}

export async function setCardState(
  tx: Tx,
  cardId: string,
  state: { frozen?: boolean; deactivatedAt?: Date },
): Promise<StaffCardRow> {
  const [row] = await tx.update(valueCards).set(state).where(eq(valueCards.id, cardId)).returning();
  return row!;
}

/** A card's latest ledger rows, newest first, with the member who made each (their id) and an adjustment's note. */
export async function cardHistory(db: Tx, cardId: string) {
  return db
    .select({
      amount: valueCardLedger.amount,
      balanceAfter: valueCardLedger.balanceAfter,
      reason: valueCardLedger.reason,
      at: valueCardLedger.at,
      staffId: valueCardLedger.staffId,
      note: walletCounterMoves.note,
    })
    .from(valueCardLedger)
    .leftJoin(
      walletCounterMoves,
      sql`${valueCardLedger.ref} = ${sql.raw(`'${MOVE_REF_PREFIX}'`)} || ${walletCounterMoves.id}::text`,
    )
    .where(
      and(
        eq(
          valueCardLedger.storeId,
          sql`(SELECT ${valueCards.storeId} FROM ${valueCards} WHERE ${valueCards.id} = ${cardId})`,
        ),
        eq(valueCardLedger.cardId, cardId),
      ),
    )
    .orderBy(desc(valueCardLedger.at), desc(valueCardLedger.id))
    .limit(CARD_HISTORY);
}

/** The store's vouchers staff may hand out now: not archived, not ended, not all handed out. */
export async function issuableTemplates(db: Tx, storeId: string, now: number) {
  return db
    .select()
    .from(voucherTemplates)
    .where(
      and(
        eq(voucherTemplates.storeId, storeId),
        isNull(voucherTemplates.archivedAt),
        or(isNull(voucherTemplates.endTime), sql`${voucherTemplates.endTime} > ${at(now).toISOString()}::timestamptz`),
        or(isNull(voucherTemplates.totalLimit), sql`${voucherTemplates.issued} < ${voucherTemplates.totalLimit}`),
      ),
    )
    .orderBy(asc(voucherTemplates.name), asc(voucherTemplates.id));
}

/** A service product of the store, for a ticket (its name). */
export async function findService(db: Tx, storeId: string, productId: string) {
  const [row] = await db
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(and(eq(products.storeId, storeId), eq(products.id, productId)));
  return row ?? null;
}

export async function insertTicket(tx: Tx, row: typeof serviceTickets.$inferInsert) {
  const [ticket] = await tx.insert(serviceTickets).values(row).returning();
  return ticket!;
}

export async function findTicketById(db: Tx, id: string) {
  const [row] = await db.select().from(serviceTickets).where(eq(serviceTickets.id, id));
  return row ?? null;
}

/** The condition picking one voucher copy (for walletCopies). */
export const copyIs = (id: string) => eq(customerVouchers.id, id);
