import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '#api/db/client';
import { pickupOrderItems, pickupOrders } from '#api/db/schema/retail';

/**
 * What other areas ask of a pickup order, read here so the retail tables have one owner: an
 * order's facts for a message (notifications), a customer's recent orders and their lines (the
 * wallet's records). Exported through `service.ts`.
 */

/** A pickup order's status, store and customer: whom a message about it goes to. */
export async function pickupFactsOf(db: Tx, pickId: string) {
  const [row] = await db
    .select({
      id: pickupOrders.id,
      status: pickupOrders.status,
      storeId: pickupOrders.storeId,
      customerId: pickupOrders.customerId,
    })
    .from(pickupOrders)
    .where(eq(pickupOrders.id, pickId));
  return row ?? null;
}

/** How many of a customer's orders the records list shows (newest first). */
const RECENT = 100;

/** A customer's latest pickup orders (or the one `id`), newest first: the rows of the wallet's records list. */
export async function pickupRecordsOf(db: Tx, storeId: string, customerId: string, id?: string) {
  return db
    .select({
      id: pickupOrders.id,
      status: pickupOrders.status,
      total: pickupOrders.total,
      createdAt: pickupOrders.createdAt,
    })
    .from(pickupOrders)
    .where(
      and(
        eq(pickupOrders.storeId, storeId),
        eq(pickupOrders.customerId, customerId),
        id ? eq(pickupOrders.id, id) : undefined,
      ),
    )
    .orderBy(desc(pickupOrders.createdAt))
    .limit(RECENT);
}

/** The item lines of these orders, in each order's order. */
export async function pickupLinesOf(db: Tx, pickIds: readonly string[]) {
  if (pickIds.length === 0) return [];
  return db
    .select({
      pickId: pickupOrderItems.pickId,
      name: pickupOrderItems.name,
      nameEn: pickupOrderItems.nameEn,
      price: pickupOrderItems.price,
      quantity: pickupOrderItems.quantity,
    })
    .from(pickupOrderItems)
    .where(inArray(pickupOrderItems.pickId, [...pickIds]))
    .orderBy(asc(pickupOrderItems.pickId), asc(pickupOrderItems.lineIndex));
}
