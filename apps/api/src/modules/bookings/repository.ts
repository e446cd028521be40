import { type BookingStatus, isActiveStatus } from '@salon/domain';
import { and, asc, desc, eq, inArray, lte, ne, sql } from 'drizzle-orm';
import type { Tx } from '#api/db/client';
import type { BookingRow } from '#api/db/rows';
import { bookingEvents, bookingStatusHistory, bookings, type MovedFrom } from '#api/db/schema/bookings';
import { providers } from '#api/db/schema/catalog';
import { at, toSeconds } from '#api/db/time';
import { lockEventTimes } from './time-locks';

export { bookingsBetween, loadEvents } from './window-reads';

export type { BookingRow };
export type BookingEventRow = typeof bookingEvents.$inferSelect;
export type NewBooking = typeof bookings.$inferInsert;
export type NewBookingEvent = Omit<typeof bookingEvents.$inferInsert, 'during'>;
type HistoryActor = (typeof bookingStatusHistory.$inferInsert)['by'];

export async function findBooking(db: Tx, storeId: string, bookingId: string, forUpdate = false) {
  const query = db
    .select()
    .from(bookings)
    .where(and(eq(bookings.id, bookingId), eq(bookings.storeId, storeId)))
    .limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

export async function listCustomerBookings(db: Tx, storeId: string, customerId: string, status?: BookingStatus) {
  return db
    .select()
    .from(bookings)
    .where(
      and(
        eq(bookings.storeId, storeId),
        eq(bookings.customerId, customerId),
        status ? eq(bookings.status, status) : undefined,
      ),
    )
    .orderBy(desc(bookings.startTime))
    .limit(100);
}

/** Pending bookings of a customer (or one booking) whose start has come: candidates for Expired. */
export async function findPendingDue(
  db: Tx,
  storeId: string,
  now: number,
  filter: { customerId?: string; id?: string },
) {
  return db
    .select({
      id: bookings.id,
      status: bookings.status,
      startTime: bookings.startTime,
      paidAmount: bookings.paidAmount,
    })
    .from(bookings)
    .where(
      and(
        eq(bookings.storeId, storeId),
        filter.customerId ? eq(bookings.customerId, filter.customerId) : undefined,
        filter.id ? eq(bookings.id, filter.id) : undefined,
        eq(bookings.status, 'Pending'),
        lte(bookings.startTime, at(now)),
      ),
    );
}

/** A status change to record: from which status (null for a new booking) to which, when, by whom, why. */
export interface HistoryEntry {
  /** The booking's store (every row carries it: docs/decisions/sharding.md). */
  storeId: string;
  bookingId: string;
  from: BookingStatus | null;
  to: BookingStatus;
  now: number;
  by: HistoryActor;
  reason: string;
  /** The member of staff who made it, when the store did. */
  staffId?: string | null;
  /** A move: the time it left. */
  movedFrom?: MovedFrom;
}

export const historyRows = (entries: HistoryEntry[]) =>
  entries.map((e) => ({
    storeId: e.storeId,
    bookingId: e.bookingId,
    fromStatus: e.from,
    toStatus: e.to,
    at: at(e.now),
    by: e.by,
    reason: e.reason,
    staffId: e.staffId ?? null,
    ...(e.movedFrom ? { movedFrom: e.movedFrom } : {}),
  }));

/**
 * Locks the designers' rows FOR UPDATE until the transaction ends (blocked time: waits for the
 * bookings writing their events, which hold the rows FOR KEY SHARE, see time-locks.ts, and makes
 * new ones wait); how many of them exist.
 */
export async function lockProviders(tx: Tx, storeId: string, providerIds: readonly string[]): Promise<number> {
  const ids = [...new Set(providerIds)].sort();
  if (ids.length === 0) return 0;
  const rows = await tx
    .select({ id: providers.id })
    .from(providers)
    .where(and(eq(providers.storeId, storeId), inArray(providers.id, ids)))
    .orderBy(asc(providers.id))
    .for('update');
  return rows.length;
}

/** A move's new events, after their locks (as a new booking's statement takes them, time-locks.ts). */
export async function insertEvents(tx: Tx, storeId: string, events: NewBookingEvent[]) {
  await tx.execute(lockEventTimes([{ storeId, events }]));
  await tx.insert(bookingEvents).values(events);
}

/** Removes a booking's events (reschedule): their time is free for the booking's new events. */
/** Deletes a booking's events; the ones deleted (a move records the time they held). */
export function deleteEvents(tx: Tx, bookingId: string) {
  return tx.delete(bookingEvents).where(eq(bookingEvents.bookingId, bookingId)).returning();
}

export async function updateBooking(tx: Tx, bookingId: string, values: Partial<NewBooking>) {
  await tx.update(bookings).set(values).where(eq(bookings.id, bookingId));
}

/**
 * Moves a booking from `from` to `to` only if it is still in `from` (a concurrent change wins
 * otherwise), releasing its time when the new status holds none. Returns whether it moved.
 */
async function setStatus(
  tx: Tx,
  change: { bookingId: string; from: BookingStatus; to: BookingStatus; active: boolean; now: number },
  extra: Partial<NewBooking> = {},
): Promise<boolean> {
  const moved = await tx
    .update(bookings)
    .set({ status: change.to, updatedAt: at(change.now), ...extra })
    .where(and(eq(bookings.id, change.bookingId), eq(bookings.status, change.from)))
    .returning({ id: bookings.id });
  if (moved.length === 0) return false;
  if (!change.active) {
    await tx
      .update(bookingEvents)
      .set({ active: false })
      .where(and(eq(bookingEvents.bookingId, change.bookingId), eq(bookingEvents.active, true)));
  }
  return true;
}

/**
 * The booking's status moves from `from` to `to` (only if it is still in `from`), its time released
 * when `to` holds none, and the move is written to its history. Returns whether it moved.
 */
export async function moveStatus(
  tx: Tx,
  move: HistoryEntry & { from: BookingStatus },
  extra: Partial<NewBooking> = {},
) {
  const { bookingId, from, to, now } = move;
  if (!(await setStatus(tx, { bookingId, from, to, active: isActiveStatus(to), now }, extra))) return false;
  await recordHistory(tx, [move]);
  return true;
}

/** Bookings awaiting online payment whose hold has run out, a batch at a time. */
export async function lapsedHolds(db: Tx, now: number, limit = 200) {
  return db
    .select({ id: bookings.id, storeId: bookings.storeId })
    .from(bookings)
    .where(and(eq(bookings.status, 'New'), lte(bookings.holdUntil, at(now))))
    .limit(limit);
}

export async function recordHistory(tx: Tx, entries: HistoryEntry[]) {
  if (entries.length === 0) return;
  await tx.insert(bookingStatusHistory).values(historyRows(entries));
}

/** The customer's earlier non-empty notes, newest first, each once. */
export async function customerNotes(db: Tx, storeId: string, customerId: string, limit = 10): Promise<string[]> {
  const rows = await db
    .select({ notes: bookings.customerNotes, last: sql<Date>`max(${bookings.createdAt})` })
    .from(bookings)
    .where(and(eq(bookings.storeId, storeId), eq(bookings.customerId, customerId), ne(bookings.customerNotes, '')))
    .groupBy(bookings.customerNotes)
    .orderBy(desc(sql`max(${bookings.createdAt})`))
    .limit(limit);
  return rows.map((r) => r.notes);
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

export { at, toSeconds };

/** The online ones of `inbox`: booked by the customer (their booking's first history row is theirs). */
const bookedOnline = sql`exists (select 1 from ${bookingStatusHistory} h where h.store_id = ${bookings.storeId} and h.booking_id = ${bookings.id} and h.from_status is null and h.by = 'customer')`;

/**
 * Online bookings of the store the desk should know of: every one still awaiting the store's
 * confirmation (Pending, to come), and those placed or cancelled after `since`; each with when it
 * was placed and, if cancelled, when. Newest change first, at most `limit`.
 */
export async function onlineInbox(db: Tx, storeId: string, since: number, now: number, limit = 100) {
  // Qualified by hand: in a select list Drizzle writes a column unqualified, and "id" would be the history's own.
  const id = sql.raw('"bookings"."id"');
  const placedAt = sql<number>`(select extract(epoch from min(h.at))::float8 from ${bookingStatusHistory} h where h.store_id = ${storeId} and h.booking_id = ${id})`;
  const cancelledAt = sql<
    number | null
  >`(select extract(epoch from max(h.at))::float8 from ${bookingStatusHistory} h where h.store_id = ${storeId} and h.booking_id = ${id} and h.to_status = 'Cancelled')`;
  const rows = await db
    .select({ booking: bookings, placedAt, cancelledAt })
    .from(bookings)
    .where(
      and(
        eq(bookings.storeId, storeId),
        bookedOnline,
        sql`(
          (${bookings.status} = 'Pending' and ${bookings.startTime} > ${at(now).toISOString()}::timestamptz)
          or ${bookings.createdAt} > ${at(since).toISOString()}::timestamptz
          or exists (select 1 from ${bookingStatusHistory} h where h.store_id = ${bookings.storeId}
            and h.booking_id = ${bookings.id} and h.to_status = 'Cancelled' and h.at > ${at(since).toISOString()}::timestamptz)
        )`,
      ),
    )
    .orderBy(desc(bookings.updatedAt))
    .limit(limit);
  return rows.map((r) => ({
    booking: r.booking,
    placedAt: Math.floor(Number(r.placedAt)),
    cancelledAt: r.cancelledAt === null ? null : Math.floor(Number(r.cancelledAt)),
  }));
}

/** These bookings of a store (whose, from when), by id, in one query: the audit log names them. */
export async function bookingsWhoseAndWhen(db: Tx, storeId: string, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: bookings.id, customerId: bookings.customerId, startTime: bookings.startTime })
    .from(bookings)
    .where(and(eq(bookings.storeId, storeId), inArray(bookings.id, [...new Set(ids)])));
}
