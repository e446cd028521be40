import { and, asc, eq, gte, ilike, lt, or, sql } from 'drizzle-orm';
import type { Tx } from '#api/db/client';
import type { CustomerRow } from '#api/db/rows';
import { checkoutAttempts, customers } from '#api/db/schema/customers';
import { at } from '#api/db/time';

/** What the store's staff read and change of its customers, and the checkout cap's counts (their bookings, pickups and forms are their modules'). */

/** Escapes LIKE's wildcards in what was typed. */
const literal = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Customers whose name holds `name`, or whose phone holds `digits` (either may be empty), by name.
 * On PostgreSQL an ILIKE over the store's rows; 20,000 customers answer in a few milliseconds.
 */
export async function searchCustomers(db: Tx, storeId: string, q: { name: string; digits: string; limit: number }) {
  const match = [
    ...(q.name ? [ilike(customers.lastName, `%${literal(q.name)}%`)] : []),
    ...(q.digits ? [sql`${customers.phoneE164} LIKE ${`%${q.digits}%`}`] : []),
  ];
  return db
    .select()
    .from(customers)
    .where(and(eq(customers.storeId, storeId), match.length > 0 ? or(...match) : undefined))
    .orderBy(asc(customers.lastName), asc(customers.id))
    .limit(q.limit);
}

export async function setCustomer(db: Tx, row: CustomerRow, changes: Partial<typeof customers.$inferInsert>) {
  const [updated] = await db
    .update(customers)
    .set(changes)
    .where(and(eq(customers.id, row.id), eq(customers.storeId, row.storeId)))
    .returning();
  return updated!;
}

/**
 * Counts a checkout against the store's hourly cap, under the customer's row lock so two at once
 * cannot both take the last one: false when `cap` checkouts were already asked in the past hour.
 */
export async function takeCheckoutAttempt(
  tx: Tx,
  { id: customerId, storeId }: { id: string; storeId: string },
  now: number,
  cap: number,
): Promise<boolean> {
  await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId)).for('update');
  const hourAgo = at(now - 3600);
  await tx
    .delete(checkoutAttempts)
    .where(
      and(
        eq(checkoutAttempts.storeId, storeId),
        eq(checkoutAttempts.customerId, customerId),
        lt(checkoutAttempts.at, hourAgo),
      ),
    );
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(checkoutAttempts)
    .where(
      and(
        eq(checkoutAttempts.storeId, storeId),
        eq(checkoutAttempts.customerId, customerId),
        gte(checkoutAttempts.at, hourAgo),
      ),
    );
  if ((row?.n ?? 0) >= cap) return false;
  await tx.insert(checkoutAttempts).values({ storeId, customerId, at: at(now) });
  return true;
}
