import type { Birth, CustomerProfile, UpdateCustomerBody } from '@salon/contract';
import { and, eq, sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import type { Db } from '../../db/client';
import { bookings, customers } from '../../db/schema/index';
import { fieldError } from '../../http/errors';
import { hasPassword } from '../auth/passwords';
import type { CustomerRow } from '../auth/tokens';

export async function findCustomerByPhone(db: Db, storeId: string, phone: string): Promise<CustomerRow | null> {
  const [row] = await db
    .select()
    .from(customers)
    .where(and(eq(customers.storeId, storeId), eq(customers.phoneE164, phone)))
    .limit(1);
  return row ?? null;
}

export async function findCustomerByLineUser(db: Db, storeId: string, lineUserId: string): Promise<CustomerRow | null> {
  const [row] = await db
    .select()
    .from(customers)
    .where(and(eq(customers.storeId, storeId), eq(customers.lineUserId, lineUserId)))
    .limit(1);
  return row ?? null;
}

/** A birthday may not be after today in the store's zone; a 400 naming `field` otherwise. */
export function checkBirth(birth: Birth | null | undefined, now: number, timeZone: string, field: string) {
  if (!birth) return;
  const today = DateTime.fromSeconds(now, { zone: timeZone });
  const given = birth.year * 10000 + birth.month * 100 + birth.date;
  const limit = today.year * 10000 + today.month * 100 + today.day;
  if (given > limit) throw fieldError(field, '出生日期不可晚於今天');
}

/** '' means no e-mail; addresses are kept as typed, without surrounding spaces. */
export const cleanEmail = (email: string | null | undefined) => (email ? email.trim() : null);

/**
 * appointmentTimes: bookings made and not called off (cancelled, closed by the store or expired);
 * totalAmount: dollars of the bookings that were completed or paid.
 */
async function bookingTotals(db: Db, row: CustomerRow) {
  const [totals] = await db
    .select({
      appointmentTimes: sql<number>`count(*) FILTER (WHERE ${bookings.status} NOT IN ('Cancelled', 'Closed', 'Expired'))`,
      totalAmount: sql<number>`coalesce(sum(${bookings.total}) FILTER (WHERE ${bookings.status} IN ('Completed', 'Paid')), 0)`,
    })
    .from(bookings)
    .where(and(eq(bookings.storeId, row.storeId), eq(bookings.customerId, row.id)));
  return { appointmentTimes: Number(totals?.appointmentTimes ?? 0), totalAmount: Number(totals?.totalAmount ?? 0) };
}

/** The spec's Customer. Value cards, tickets and vouchers are filled in by their modules. */
export async function toCustomerProfile(db: Db, row: CustomerRow): Promise<CustomerProfile> {
  const [totals, passwordSet] = await Promise.all([bookingTotals(db, row), hasPassword(db, row.id)]);
  return {
    id: row.id,
    lastName: row.lastName,
    gender: row.gender,
    phone: row.phoneE164,
    email: row.email,
    avatar: row.avatar,
    birth:
      row.birthYear && row.birthMonth && row.birthDate
        ? { year: row.birthYear, month: row.birthMonth, date: row.birthDate }
        : null,
    ...totals,
    lineUserId: row.lineUserId,
    hasPassword: passwordSet,
    valueCard: [],
    serviceTickets: [],
    vouchers: [],
  };
}

export async function updateCustomer(db: Db, row: CustomerRow, body: UpdateCustomerBody, now: number) {
  const set: Partial<typeof customers.$inferInsert> = { updatedAt: new Date(now * 1000) };
  if (body.lastName !== undefined) set.lastName = body.lastName;
  if (body.gender !== undefined) set.gender = body.gender;
  if (body.email !== undefined) set.email = cleanEmail(body.email);
  if (body.avatar !== undefined) set.avatar = body.avatar;
  if (body.birth !== undefined) {
    set.birthYear = body.birth?.year ?? null;
    set.birthMonth = body.birth?.month ?? null;
    set.birthDate = body.birth?.date ?? null;
  }
  const [updated] = await db
    .update(customers)
    .set(set)
    .where(and(eq(customers.id, row.id), eq(customers.storeId, row.storeId)))
    .returning();
  return updated ?? row;
}
