import { type CustomerGender, SPENT_BOOKING_STATUSES } from '@salon/domain';
import { and, eq, inArray, notInArray, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '#api/db/client';
import type { CustomerRow } from '#api/db/rows';
import { bookings } from '#api/db/schema/bookings';
import { customers } from '#api/db/schema/customers';
import { customerPasswords } from '#api/db/schema/otp';
import { payments } from '#api/db/schema/payments';
import { walletCharges } from '#api/db/schema/wallet';

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

/** The names of these customers of a store, by id (a list of many customers: one query). */
export async function customerNamesOf(db: Tx, storeId: string, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: customers.id, name: customers.lastName })
    .from(customers)
    .where(and(eq(customers.storeId, storeId), inArray(customers.id, [...new Set(ids)])));
  return new Map(rows.map((r) => [r.id, r.name]));
}

export interface BookingTotals {
  appointmentTimes: number;
  totalAmount: number;
}

/**
 * appointmentTimes: bookings made and not called off (cancelled, closed by the store or expired);
 * totalAmount: what the customer has spent on bookings — the totals of the completed or paid ones,
 * and on the others what was paid ahead and kept (online payments less their refunds, value card
 * payments not given back), so $5,100 paid online counts at once (issue 28.6).
 */
export async function bookingTotals(db: Tx, row: CustomerRow): Promise<BookingTotals> {
  const mine = and(eq(bookings.storeId, row.storeId), eq(bookings.customerId, row.id));
  const ahead = and(mine, notInArray(bookings.status, [...SPENT_BOOKING_STATUSES]));
  const [[totals], [online], [card]] = await Promise.all([
    db
      .select({
        appointmentTimes: sql<number>`count(*) FILTER (WHERE ${bookings.status} NOT IN ('Cancelled', 'Closed', 'Expired'))`,
        totalAmount: sql<number>`coalesce(sum(${bookings.total}) FILTER (WHERE ${inArray(bookings.status, [...SPENT_BOOKING_STATUSES])}), 0)`,
      })
      .from(bookings)
      .where(mine),
    db
      .select({ kept: sql<number>`coalesce(sum(${payments.amount} - ${payments.refunded}), 0)` })
      .from(payments)
      .innerJoin(bookings, and(eq(payments.orderKind, 'Booking'), eq(payments.orderId, bookings.id)))
      .where(and(ahead, inArray(payments.status, ['Paid', 'PartiallyRefunded', 'Refunded']))),
    db
      .select({
        kept: sql<number>`coalesce(sum(${walletCharges.amount} - CASE WHEN ${walletCharges.returnedAt} IS NULL THEN 0 ELSE coalesce(${walletCharges.returnedAmount}, ${walletCharges.amount}) END), 0)`,
      })
      .from(walletCharges)
      .innerJoin(bookings, and(eq(walletCharges.orderKind, 'Booking'), eq(walletCharges.orderId, bookings.id)))
      .where(and(ahead, eq(walletCharges.instrument, 'ValueCard'))),
  ]);
  return {
    appointmentTimes: Number(totals?.appointmentTimes ?? 0),
    totalAmount: Number(totals?.totalAmount ?? 0) + Number(online?.kept ?? 0) + Number(card?.kept ?? 0),
  };
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
