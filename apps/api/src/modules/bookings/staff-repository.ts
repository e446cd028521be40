import { and, asc, desc, eq, gt, lt, notInArray, sql } from 'drizzle-orm';
import type { Tx } from '#api/db/client';
import { bookingEvents, bookings } from '#api/db/schema/bookings';
import { designerBlocks } from '#api/db/schema/desk';
import { at } from '#api/db/time';

/** What the store's staff read of its bookings: the day's calendar. */

/** Bookings of the store overlapping [from, to), except those never served (cancelled, expired). */
export async function bookingsBetween(db: Tx, storeId: string, from: number, to: number) {
  return db
    .select()
    .from(bookings)
    .where(
      and(
        eq(bookings.storeId, storeId),
        lt(bookings.startTime, at(to)),
        gt(bookings.endTime, at(from)),
        notInArray(bookings.status, ['Cancelled', 'Expired']),
      ),
    )
    .orderBy(asc(bookings.startTime));
}

/** The store's blocked time overlapping [from, to). */
export async function blocksBetween(db: Tx, storeId: string, from: number, to: number) {
  return db
    .select()
    .from(designerBlocks)
    .where(
      and(
        eq(designerBlocks.storeId, storeId),
        lt(designerBlocks.startTime, at(to)),
        gt(designerBlocks.endTime, at(from)),
      ),
    )
    .orderBy(asc(designerBlocks.startTime));
}

/** Ids of active bookings with an event of this designer overlapping [from, to). */
export async function activeBookingsOver(db: Tx, storeId: string, providerId: string, from: number, to: number) {
  const rows = await db
    .selectDistinct({ id: bookingEvents.bookingId })
    .from(bookingEvents)
    .where(
      and(
        eq(bookingEvents.storeId, storeId),
        eq(bookingEvents.providerId, providerId),
        eq(bookingEvents.active, true),
        sql`${bookingEvents.during} && tstzrange(${at(from).toISOString()}::timestamptz, ${at(to).toISOString()}::timestamptz)`,
      ),
    );
  return rows.map((r) => r.id);
}

export async function insertBlock(tx: Tx, row: typeof designerBlocks.$inferInsert) {
  const [inserted] = await tx.insert(designerBlocks).values(row).returning();
  return inserted!;
}

export async function findBlock(db: Tx, storeId: string, id: string) {
  const [row] = await db
    .select()
    .from(designerBlocks)
    .where(and(eq(designerBlocks.storeId, storeId), eq(designerBlocks.id, id)));
  return row ?? null;
}

export async function deleteBlock(db: Tx, storeId: string, id: string) {
  await db.delete(designerBlocks).where(and(eq(designerBlocks.storeId, storeId), eq(designerBlocks.id, id)));
}

/** A customer's latest 50 bookings, newest start first. */
export async function recentOfCustomer(db: Tx, storeId: string, customerId: string) {
  return db
    .select({
      id: bookings.id,
      status: bookings.status,
      startTime: bookings.startTime,
      total: bookings.total,
    })
    .from(bookings)
    .where(and(eq(bookings.storeId, storeId), eq(bookings.customerId, customerId)))
    .orderBy(desc(bookings.startTime))
    .limit(50);
}
