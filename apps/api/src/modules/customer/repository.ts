import type { CustomerGender } from '@salon/domain';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '#api/db/client';
import type { CustomerRow } from '#api/db/rows';
import { bookings, customerPasswords, customers } from '#api/db/schema/index';

export type { CustomerRow };
export type CustomerChanges = Partial<typeof customers.$inferInsert>;

/** Either the database or a transaction on it. */

async function findCustomer(db: Tx, storeId: string, match: SQL): Promise<CustomerRow | null> {
  const [row] = await db
    .select()
    .from(customers)
    .where(and(eq(customers.storeId, storeId), match))
    .limit(1);
  return row ?? null;
}

export const findCustomerByPhone = (db: Tx, storeId: string, phone: string) =>
  findCustomer(db, storeId, eq(customers.phoneE164, phone));

export const findCustomerById = (db: Tx, storeId: string, id: string) =>
  findCustomer(db, storeId, eq(customers.id, id));

export const findCustomerByLineUser = (db: Tx, storeId: string, lineUserId: string) =>
  findCustomer(db, storeId, eq(customers.lineUserId, lineUserId));

export interface BookingTotals {
  appointmentTimes: number;
  totalAmount: number;
}

/**
 * appointmentTimes: bookings made and not called off (cancelled, closed by the store or expired);
 * totalAmount: dollars of the bookings that were completed or paid.
 */
export async function bookingTotals(db: Tx, row: CustomerRow): Promise<BookingTotals> {
  const [totals] = await db
    .select({
      appointmentTimes: sql<number>`count(*) FILTER (WHERE ${bookings.status} NOT IN ('Cancelled', 'Closed', 'Expired'))`,
      totalAmount: sql<number>`coalesce(sum(${bookings.total}) FILTER (WHERE ${bookings.status} IN ('Completed', 'Paid')), 0)`,
    })
    .from(bookings)
    .where(and(eq(bookings.storeId, row.storeId), eq(bookings.customerId, row.id)));
  return { appointmentTimes: Number(totals?.appointmentTimes ?? 0), totalAmount: Number(totals?.totalAmount ?? 0) };
}

/** Changes one customer of its store; null when the row is gone. */
export async function updateCustomerRow(
  db: Tx,
  row: CustomerRow,
  changes: CustomerChanges,
): Promise<CustomerRow | null> {
  const [updated] = await db
    .update(customers)
    .set(changes)
    .where(and(eq(customers.id, row.id), eq(customers.storeId, row.storeId)))
    .returning();
  return updated ?? null;
}

/** Whether the customer has set a password (it can replace the code at sign-in). */
export async function hasPassword(db: Tx, customerId: string): Promise<boolean> {
  const [row] = await db
    .select({ customerId: customerPasswords.customerId })
    .from(customerPasswords)
    .where(eq(customerPasswords.customerId, customerId))
    .limit(1);
  return row !== undefined;
}

/** The gender of a customer of the store, or null when unknown or not given. */
export async function findCustomerGender(db: Db, storeId: string, customerId: string): Promise<CustomerGender | null> {
  const [row] = await db
    .select({ gender: customers.gender })
    .from(customers)
    .where(and(eq(customers.storeId, storeId), eq(customers.id, customerId)))
    .limit(1);
  return row?.gender ?? null;
}

/** A new customer; null when the store already has one with this phone. */
export async function insertCustomer(db: Tx, values: typeof customers.$inferInsert): Promise<CustomerRow | null> {
  const [row] = await db
    .insert(customers)
    .values(values)
    .onConflictDoNothing({ target: [customers.storeId, customers.phoneE164] })
    .returning();
  return row ?? null;
}
