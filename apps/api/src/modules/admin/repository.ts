import type { PickupOrderStatus } from '@salon/domain';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Tx } from '#api/db/client';
import { customers, pickupOrders } from '#api/db/schema/index';

/** A store's pickup orders with their customers, newest first, one page; and how many there are. */
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
      .select({
        order: pickupOrders,
        customer: { id: customers.id, lastName: customers.lastName, phone: customers.phoneE164 },
      })
      .from(pickupOrders)
      .innerJoin(customers, eq(customers.id, pickupOrders.customerId))
      .where(where)
      .orderBy(desc(pickupOrders.createdAt), desc(pickupOrders.id))
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize),
    db.select({ n: count() }).from(pickupOrders).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** The customer of one order, for the answer to a status change. */
export async function orderCustomer(db: Tx, storeId: string, pickId: string) {
  const [row] = await db
    .select({ id: customers.id, lastName: customers.lastName, phone: customers.phoneE164 })
    .from(pickupOrders)
    .innerJoin(customers, eq(customers.id, pickupOrders.customerId))
    .where(and(eq(pickupOrders.storeId, storeId), eq(pickupOrders.id, pickId)));
  return row ?? null;
}
