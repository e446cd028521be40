import { OPEN_PICKUP_STATUSES, type OrderActor, type PickupOrderStatus, type RetailStockItem } from '@salon/domain';
import { and, asc, count, desc, eq, gte, inArray, isNull, lt, lte, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '#api/db/client';
import type { PickupOrderRow } from '#api/db/rows';
import { retailItems } from '#api/db/schema/catalog';
import { pickupOrderItems, pickupOrders } from '#api/db/schema/retail';
import { at } from '#api/db/time';

export type { PickupOrderRow };
export type PickupOrderItemRow = typeof pickupOrderItems.$inferSelect;
export type NewPickupOrder = typeof pickupOrders.$inferInsert;

export { at, toSeconds } from '#api/db/time';

/** The store's retail items on sale now (neither hidden nor archived), with their stock and English names. */
export async function loadStock(db: Tx, storeId: string): Promise<RetailStockItem[]> {
  const rows = await db
    .select({
      id: retailItems.id,
      name: retailItems.name,
      en: retailItems.en,
      price: retailItems.price,
      stock: retailItems.stock,
    })
    .from(retailItems)
    .where(and(eq(retailItems.storeId, storeId), eq(retailItems.hidden, false), isNull(retailItems.archivedAt)));
  return rows.map(({ en, ...item }) => ({ ...item, nameEn: en?.name || null }));
}

/**
 * Takes `quantity` units of an item on sale, only if that many are left: one conditional update,
 * so concurrent orders can never take more than the stock (the CHECK stock >= 0 backs it up).
 */
export async function takeStock(tx: Tx, storeId: string, productId: string, quantity: number): Promise<boolean> {
  const rows = await tx
    .update(retailItems)
    .set({ stock: sql`${retailItems.stock} - ${quantity}` })
    .where(
      and(
        eq(retailItems.storeId, storeId),
        eq(retailItems.id, productId),
        eq(retailItems.hidden, false),
        isNull(retailItems.archivedAt),
        gte(retailItems.stock, quantity),
      ),
    )
    .returning({ stock: retailItems.stock });
  return rows.length === 1;
}

/** Puts an order's units back on the shelf (archived items too: they are counted if sold again). */
export async function returnStock(tx: Tx, storeId: string, lines: readonly PickupOrderItemRow[]): Promise<void> {
  for (const line of [...lines].sort((a, b) => a.productId.localeCompare(b.productId))) {
    await tx
      .update(retailItems)
      .set({ stock: sql`${retailItems.stock} + ${line.quantity}` })
      .where(and(eq(retailItems.storeId, storeId), eq(retailItems.id, line.productId)));
  }
}

export async function insertOrder(tx: Tx, row: NewPickupOrder): Promise<void> {
  await tx.insert(pickupOrders).values(row);
}

export async function insertItems(tx: Tx, rows: (typeof pickupOrderItems.$inferInsert)[]): Promise<void> {
  if (rows.length) await tx.insert(pickupOrderItems).values(rows);
}

export async function findOrder(db: Tx, storeId: string, pickId: string): Promise<PickupOrderRow | null> {
  const [row] = await db
    .select()
    .from(pickupOrders)
    .where(and(eq(pickupOrders.storeId, storeId), eq(pickupOrders.id, pickId)))
    .limit(1);
  return row ?? null;
}

export async function findByIdempotencyKey(db: Tx, storeId: string, customerId: string, key: string) {
  const [row] = await db
    .select()
    .from(pickupOrders)
    .where(
      and(
        eq(pickupOrders.storeId, storeId),
        eq(pickupOrders.customerId, customerId),
        eq(pickupOrders.idempotencyKey, key),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** The lines of some orders, in order. */
export async function loadItems(db: Tx, pickIds: readonly string[]): Promise<PickupOrderItemRow[]> {
  if (pickIds.length === 0) return [];
  return db
    .select()
    .from(pickupOrderItems)
    .where(inArray(pickupOrderItems.pickId, [...pickIds]))
    .orderBy(asc(pickupOrderItems.pickId), asc(pickupOrderItems.lineIndex));
}

/** Orders still awaiting online payment past their hold, with their store's id (for closing them). */
export async function lapsedPickupHolds(db: Tx, now: number, limit = 200) {
  return db
    .select({ id: pickupOrders.id, storeId: pickupOrders.storeId })
    .from(pickupOrders)
    .where(and(eq(pickupOrders.status, 'Placed'), lte(pickupOrders.holdUntil, at(now))))
    .limit(limit);
}

/**
 * Moves an order to `to` only if it is in one of `from` now: of two concurrent changes one
 * gets the row, the other none (the row lock orders them, the second re-reads the status).
 */
export async function setStatusIf(
  tx: Tx,
  change: {
    pickId: string;
    storeId: string;
    from: readonly PickupOrderStatus[];
    to: PickupOrderStatus;
    by: OrderActor;
    now: number;
  },
): Promise<PickupOrderRow | null> {
  const [row] = await tx
    .update(pickupOrders)
    .set({ status: change.to, statusChangedBy: change.by, statusChangedAt: at(change.now), updatedAt: at(change.now) })
    .where(
      and(
        eq(pickupOrders.id, change.pickId),
        eq(pickupOrders.storeId, change.storeId),
        inArray(pickupOrders.status, [...change.from]),
      ),
    )
    .returning();
  return row ?? null;
}

/** Changes pickup time or notes of an order while it is in one of `open`; null when it is not (any more). */
export async function updateOpenOrder(
  tx: Tx,
  pickId: string,
  open: readonly PickupOrderStatus[],
  fields: Partial<Pick<NewPickupOrder, 'pickupTime' | 'customerNotes' | 'updatedAt' | 'holdUntil'>>,
): Promise<PickupOrderRow | null> {
  const [row] = await tx
    .update(pickupOrders)
    .set(fields)
    .where(and(eq(pickupOrders.id, pickId), inArray(pickupOrders.status, [...open])))
    .returning();
  return row ?? null;
}

/** A customer's orders at a store, newest first, one page; and how many there are. */
export async function listOrders(db: Tx, storeId: string, customerId: string, page: number, pageSize: number) {
  const mine = and(eq(pickupOrders.storeId, storeId), eq(pickupOrders.customerId, customerId));
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(pickupOrders)
      .where(mine)
      .orderBy(desc(pickupOrders.createdAt), desc(pickupOrders.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(pickupOrders).where(mine),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** A pickup order under a row lock (the payment settles it). */
export async function lockOrder(tx: Tx, id: string) {
  const [row] = await tx.select().from(pickupOrders).where(eq(pickupOrders.id, id)).for('update');
  return row ?? null;
}

/** The pickup order's online payment arrived: it no longer waits, and records what was paid. */
export async function markPaid(tx: Tx, id: string, amount: number, now: number) {
  await tx
    .update(pickupOrders)
    .set({ holdUntil: null, paidAmount: sql`${pickupOrders.paidAmount} + ${amount}`, updatedAt: at(now) })
    .where(eq(pickupOrders.id, id));
}

/**
 * Open pickup orders (placed or ready) whose pickup time, or creation when no time was chosen,
 * is before `before`: the ones the store gives up waiting for. At most `limit` per run.
 */
export async function findUnpickedOrders(
  db: Tx,
  before: number,
  limit: number,
): Promise<{ id: string; storeId: string }[]> {
  return db
    .select({ id: pickupOrders.id, storeId: pickupOrders.storeId })
    .from(pickupOrders)
    .where(
      and(
        inArray(pickupOrders.status, [...OPEN_PICKUP_STATUSES]),
        lt(sql`coalesce(${pickupOrders.pickupTime}, ${pickupOrders.createdAt})`, at(before)),
      ),
    )
    .orderBy(pickupOrders.createdAt)
    .limit(limit);
}

/** A store's pickup orders, newest first, one page; and how many there are. */
export async function listStoreOrders(
  db: Tx,
  storeId: string,
  filter: { status?: PickupOrderStatus; page: number; pageSize: number },
) {
  const where: SQL | undefined = and(
    eq(pickupOrders.storeId, storeId),
    filter.status ? eq(pickupOrders.status, filter.status) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(pickupOrders)
      .where(where)
      .orderBy(desc(pickupOrders.createdAt), desc(pickupOrders.id))
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize),
    db.select({ n: count() }).from(pickupOrders).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** A customer's latest 50 pickup orders, newest first. */
export function recentOfCustomer(db: Tx, storeId: string, customerId: string) {
  return db
    .select({
      id: pickupOrders.id,
      status: pickupOrders.status,
      pickupTime: pickupOrders.pickupTime,
      total: pickupOrders.total,
      createdAt: pickupOrders.createdAt,
    })
    .from(pickupOrders)
    .where(and(eq(pickupOrders.storeId, storeId), eq(pickupOrders.customerId, customerId)))
    .orderBy(desc(pickupOrders.createdAt))
    .limit(50);
}
