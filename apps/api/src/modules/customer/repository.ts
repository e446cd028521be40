import type { CustomerGender, InvoiceChoice } from '@salon/domain';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { textArrayLiteral } from '#api/db/array-literal';
import type { Db, Tx } from '#api/db/client';
import { namedRows } from '#api/db/named';
import type { CustomerRow } from '#api/db/rows';
import { customers } from '#api/db/schema/customers';
import { at } from '#api/db/time';

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

/** A customer as a list of many shows them: their name and phone. */
export interface CustomerSummary {
  id: string;
  lastName: string;
  phone: string | null;
  /** The store's own notes on them (allergies, preferences). */
  staffNotes: string;
}

/**
 * These customers of a store (name and phone), by id, in one named statement: a calendar, a list of
 * orders, a waitlist. Rows as node-postgres gives them (a calendar asks for hundreds at a time).
 */
export async function customerSummariesOf(
  db: Tx,
  storeId: string,
  ids: readonly string[],
): Promise<Map<string, CustomerSummary>> {
  if (ids.length === 0) return new Map();
  const c = customers;
  const rows = await namedRows<CustomerSummary>(
    db,
    'customer_summaries',
    sql`SELECT ${c.id} AS "id", ${c.lastName} AS "lastName", ${c.phoneE164} AS "phone", ${c.staffNotes} AS "staffNotes"
      FROM ${c} WHERE ${c.storeId} = ${storeId}::uuid AND ${c.id} = ANY(${textArrayLiteral([...new Set(ids)])}::uuid[])`,
  );
  return new Map(rows.map((r) => [r.id, r]));
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

/** The gender of a customer of the store, or null when unknown or not given. */
export async function findCustomerGender(db: Db, storeId: string, customerId: string): Promise<CustomerGender | null> {
  const [row] = await db
    .select({ gender: customers.gender })
    .from(customers)
    .where(and(eq(customers.storeId, storeId), eq(customers.id, customerId)))
    .limit(1);
  return row?.gender ?? null;
}

/** Locks the store's customer row (FOR UPDATE): a booking made for it waits, on its key check, until the lock ends. */
export async function lockCustomer(tx: Tx, storeId: string, id: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.storeId, storeId), eq(customers.id, id)))
    .for('update');
  return Boolean(row);
}

/** Deletes the store's customer row (what belongs to it goes with it). */
export async function deleteCustomer(tx: Tx, storeId: string, id: string): Promise<void> {
  await tx.delete(customers).where(and(eq(customers.storeId, storeId), eq(customers.id, id)));
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

// Sign-in's writes (auth calls them through the service) -------------------------------------------

/** Sets the e-mail of the store's customer with this phone: false when there is none. */
export async function setEmailByPhone(db: Tx, storeId: string, phone: string, email: string, now: number) {
  const [row] = await db
    .update(customers)
    .set({ email, updatedAt: at(now) })
    .where(and(eq(customers.storeId, storeId), eq(customers.phoneE164, phone)))
    .returning({ id: customers.id });
  return Boolean(row);
}

/** Binds a LINE user (and its picture, when the customer has none) to a customer; the row as it is now. */
export async function setLineUser(db: Tx, customerId: string, lineUserId: string, avatar: string | null, now: number) {
  const [row] = await db
    .update(customers)
    .set({ lineUserId, avatar, updatedAt: at(now) })
    .where(eq(customers.id, customerId))
    .returning();
  return row!;
}

/** Sets a customer's avatar (a LINE sign-in's picture). */
export async function setAvatar(db: Tx, customerId: string, avatar: string): Promise<void> {
  await db.update(customers).set({ avatar }).where(eq(customers.id, customerId));
}

/** The customer's e-invoice choice, remembered from a checkout or set on their profile (null: a printed proof). */
export async function setInvoiceChoice(db: Tx, customerId: string, invoiceChoice: InvoiceChoice | null): Promise<void> {
  await db.update(customers).set({ invoiceChoice }).where(eq(customers.id, customerId));
}
