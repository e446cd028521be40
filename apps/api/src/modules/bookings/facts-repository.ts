import { bookedName, SPENT_BOOKING_STATUSES } from '@salon/domain';
import { and, asc, count, desc, eq, gt, inArray, notInArray, sql } from 'drizzle-orm';
import type { Tx } from '#api/db/client';
import { bookingEvents, bookingStatusHistory, bookings } from '#api/db/schema/bookings';
import { at, toSeconds } from '#api/db/time';

/**
 * What other areas ask of a booking, read here so the booking tables have one owner: a visit's
 * facts for a message (notifications), a customer's recent bookings and their lines (the wallet's
 * records), a customer's totals (the profile), the services still to come (team's hours). Exported through `service.ts`.
 */

/** The reason of a booking's history row when it lapsed unpaid past its payment hold (bookings/end.ts). */
export const LAPSED_REASON = 'payment hold lapsed';

/** One change of a booking (a history row): who moved it from what to what, and why. */
export async function statusChangeOf(db: Tx, historyId: number) {
  const [row] = await db
    .select({
      from: bookingStatusHistory.fromStatus,
      to: bookingStatusHistory.toStatus,
      by: bookingStatusHistory.by,
      reason: bookingStatusHistory.reason,
      bookingId: bookingStatusHistory.bookingId,
      movedFrom: bookingStatusHistory.movedFrom,
    })
    .from(bookingStatusHistory)
    .where(eq(bookingStatusHistory.id, historyId));
  return row ?? null;
}

/** A booking as a message speaks of it: its time, status, services and designers, how often it changed. */
export async function visitFactsOf(db: Tx, bookingId: string) {
  const [[row], events, [changes]] = await Promise.all([
    db
      .select({
        id: bookings.id,
        storeId: bookings.storeId,
        customerId: bookings.customerId,
        status: bookings.status,
        start: bookings.startTime,
        end: bookings.endTime,
        closeReason: bookings.closeReason,
      })
      .from(bookings)
      .where(eq(bookings.id, bookingId)),
    db
      .select({
        productName: bookingEvents.productName,
        productNameEn: bookingEvents.productNameEn,
        subItemName: bookingEvents.subItemName,
        subItemNameEn: bookingEvents.subItemNameEn,
        provider: bookingEvents.providerName,
        productId: bookingEvents.productId,
        providerId: bookingEvents.providerId,
      })
      .from(bookingEvents)
      .where(eq(bookingEvents.bookingId, bookingId))
      .orderBy(asc(bookingEvents.index)),
    db
      .select({ n: count() })
      .from(bookingStatusHistory)
      .where(
        and(
          eq(
            bookingStatusHistory.storeId,
            sql`(SELECT ${bookings.storeId} FROM ${bookings} WHERE ${bookings.id} = ${bookingId})`,
          ),
          eq(bookingStatusHistory.bookingId, bookingId),
        ),
      ),
  ]);
  if (!row) return null;
  return {
    ...row,
    start: toSeconds(row.start),
    end: toSeconds(row.end),
    services: [...new Set(events.map((e) => bookedName(e, 'zh-TW')))],
    servicesEn: [...new Set(events.map((e) => bookedName(e, 'en')))],
    designers: [...new Set(events.map((e) => e.provider))],
    productIds: [...new Set(events.map((e) => e.productId))],
    providerIds: [...new Set(events.map((e) => e.providerId))],
    /** How many times it changed: the calendar file's SEQUENCE. */
    changes: changes?.n ?? 0,
  };
}

/** How many of a customer's bookings the records list shows (newest first). */
const RECENT = 100;

/** A customer's latest bookings (or the one `id`), newest first: the rows of the wallet's records list. */
export async function bookingRecordsOf(db: Tx, storeId: string, customerId: string, id?: string) {
  return db
    .select({
      id: bookings.id,
      status: bookings.status,
      total: bookings.total,
      createdAt: bookings.createdAt,
      startTime: bookings.startTime,
    })
    .from(bookings)
    .where(
      and(eq(bookings.storeId, storeId), eq(bookings.customerId, customerId), id ? eq(bookings.id, id) : undefined),
    )
    .orderBy(desc(bookings.createdAt))
    .limit(RECENT);
}

/** The service lines of these bookings, in each booking's order. */
export async function bookingLinesOf(db: Tx, bookingIds: readonly string[]) {
  if (bookingIds.length === 0) return [];
  return db
    .select({
      bookingId: bookingEvents.bookingId,
      productName: bookingEvents.productName,
      productNameEn: bookingEvents.productNameEn,
      subItemName: bookingEvents.subItemName,
      subItemNameEn: bookingEvents.subItemNameEn,
      providerName: bookingEvents.providerName,
      price: bookingEvents.price,
    })
    .from(bookingEvents)
    .where(inArray(bookingEvents.bookingId, [...bookingIds]))
    .orderBy(asc(bookingEvents.bookingId), asc(bookingEvents.index));
}

/**
 * A customer's bookings in numbers: `appointmentTimes` those made and not called off (cancelled,
 * closed by the store or expired), `spent` the totals of the completed or paid ones, `aheadIds` the
 * others (what was paid ahead on them and kept is the payments' and the wallet's to say).
 */
export async function bookingTotalsOf(db: Tx, storeId: string, customerId: string) {
  const mine = and(eq(bookings.storeId, storeId), eq(bookings.customerId, customerId));
  const [[totals], ahead] = await Promise.all([
    db
      .select({
        appointmentTimes: sql<number>`count(*) FILTER (WHERE ${bookings.status} NOT IN ('Cancelled', 'Closed', 'Expired'))`,
        spent: sql<number>`coalesce(sum(${bookings.total}) FILTER (WHERE ${inArray(bookings.status, [...SPENT_BOOKING_STATUSES])}), 0)`,
      })
      .from(bookings)
      .where(mine),
    db
      .select({ id: bookings.id })
      .from(bookings)
      .where(and(mine, notInArray(bookings.status, [...SPENT_BOOKING_STATUSES]))),
  ]);
  return {
    appointmentTimes: Number(totals?.appointmentTimes ?? 0),
    spent: Number(totals?.spent ?? 0),
    aheadIds: ahead.map((r) => r.id),
  };
}

/** Whether the store's customer has any booking at all (in any status). */
export async function hasAnyBooking(db: Tx, storeId: string, customerId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.storeId, storeId), eq(bookings.customerId, customerId)))
    .limit(1);
  return Boolean(row);
}

/** Booked services still to come (of bookings holding time), of one designer or all: what a change of hours must not strand (team). */
export function comingServicesOf(tx: Tx, storeId: string, now: number, providerId?: string) {
  return tx
    .select({
      bookingId: bookingEvents.bookingId,
      providerId: bookingEvents.providerId,
      start: sql<number>`extract(epoch FROM ${bookingEvents.startTime})::float8`,
      end: sql<number>`extract(epoch FROM ${bookingEvents.endTime})::float8`,
      bookingStart: bookings.startTime,
      customerId: bookings.customerId,
    })
    .from(bookingEvents)
    .innerJoin(bookings, eq(bookings.id, bookingEvents.bookingId))
    .where(
      and(
        eq(bookingEvents.storeId, storeId),
        eq(bookingEvents.active, true),
        gt(bookingEvents.endTime, at(now)),
        providerId ? eq(bookingEvents.providerId, providerId) : undefined,
      ),
    );
}
