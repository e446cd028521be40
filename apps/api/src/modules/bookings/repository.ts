import type { BookingStatus, EngineProvider, WeeklyHours } from '@salon/domain';
import { and, asc, desc, eq, inArray, isNull, lte, ne, sql } from 'drizzle-orm';
import type { Tx } from '#api/db/client';
import { bookingEvents, bookingStatusHistory, bookings, providers } from '#api/db/schema/index';

export type BookingRow = typeof bookings.$inferSelect;
export type BookingEventRow = typeof bookingEvents.$inferSelect;
export type NewBooking = typeof bookings.$inferInsert;
export type NewBookingEvent = Omit<typeof bookingEvents.$inferInsert, 'during'>;
export type HistoryActor = (typeof bookingStatusHistory.$inferInsert)['by'];

/** Either the database or a transaction on it. */

const DAY = 86400;
const at = (seconds: number) => new Date(seconds * 1000);
export const toSeconds = (d: Date) => Math.floor(d.getTime() / 1000);
const isoDay = (seconds: number) => new Date(seconds * 1000).toISOString().slice(0, 10);

/**
 * Every active provider of a store with schedule, days off and the time their active booking
 * events hold within [from, to), in ONE query (the engine then sweeps them once; no per-slot query).
 */
export async function loadProviderCalendars(
  db: Tx,
  storeId: string,
  from: number,
  to: number,
  excludeBookingId?: string,
): Promise<EngineProvider[]> {
  const notExcluded = excludeBookingId ? sql`AND e.booking_id <> ${excludeBookingId}` : sql``;
  const rows = await db
    .select({
      id: providers.id,
      name: providers.name,
      schedule: providers.schedule,
      // Written out with table names: drizzle leaves columns unqualified in a one-table select.
      daysOff: sql<string[] | null>`(
        SELECT array_agg(d.day::text) FROM provider_days_off d
        WHERE d.store_id = providers.store_id AND d.provider_id = providers.id
          AND d.day BETWEEN ${isoDay(from - DAY)}::date AND ${isoDay(to + DAY)}::date)`,
      busy: sql<[number, number][] | null>`(
        SELECT json_agg(json_build_array(extract(epoch FROM e.start_time)::int8, extract(epoch FROM e.end_time)::int8))
        FROM booking_events e
        WHERE e.store_id = providers.store_id AND e.provider_id = providers.id AND e.active
          AND e.during && tstzrange(${at(from).toISOString()}::timestamptz, ${at(to).toISOString()}::timestamptz)
          ${notExcluded})`,
    })
    .from(providers)
    .where(and(eq(providers.storeId, storeId), isNull(providers.archivedAt)))
    .orderBy(asc(providers.sort));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    schedule: r.schedule as WeeklyHours | null,
    daysOff: r.daysOff ?? [],
    busy: (r.busy ?? []).map(([start, end]) => ({ start: Number(start), end: Number(end) })),
  }));
}

export async function findBooking(db: Tx, storeId: string, bookingId: string, forUpdate = false) {
  const query = db
    .select()
    .from(bookings)
    .where(and(eq(bookings.id, bookingId), eq(bookings.storeId, storeId)))
    .limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

export async function findByIdempotencyKey(db: Tx, storeId: string, customerId: string, key: string) {
  const [row] = await db
    .select({ id: bookings.id, status: bookings.status, requestHash: bookings.requestHash })
    .from(bookings)
    .where(and(eq(bookings.storeId, storeId), eq(bookings.customerId, customerId), eq(bookings.idempotencyKey, key)))
    .limit(1);
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
    .select({ id: bookings.id, status: bookings.status, startTime: bookings.startTime })
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

export async function loadEvents(db: Tx, bookingIds: string[]): Promise<BookingEventRow[]> {
  if (bookingIds.length === 0) return [];
  return db
    .select()
    .from(bookingEvents)
    .where(inArray(bookingEvents.bookingId, bookingIds))
    .orderBy(asc(bookingEvents.bookingId), asc(bookingEvents.index));
}

export async function insertBooking(tx: Tx, booking: NewBooking, events: NewBookingEvent[]) {
  await tx.insert(bookings).values(booking);
  await tx.insert(bookingEvents).values(events);
}

export async function insertEvents(tx: Tx, events: NewBookingEvent[]) {
  await tx.insert(bookingEvents).values(events);
}

/** Removes a booking's events (reschedule): their time is free for the booking's new events. */
export async function deleteEvents(tx: Tx, bookingId: string) {
  await tx.delete(bookingEvents).where(eq(bookingEvents.bookingId, bookingId));
}

export async function updateBooking(tx: Tx, bookingId: string, values: Partial<NewBooking>) {
  await tx.update(bookings).set(values).where(eq(bookings.id, bookingId));
}

/**
 * Moves a booking from `from` to `to` only if it is still in `from` (a concurrent change wins
 * otherwise), releasing its time when the new status holds none. Returns whether it moved.
 */
export async function setStatus(
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

export async function recordHistory(
  tx: Tx,
  entries: {
    bookingId: string;
    from: BookingStatus | null;
    to: BookingStatus;
    now: number;
    by: HistoryActor;
    reason: string;
  }[],
) {
  if (entries.length === 0) return;
  await tx.insert(bookingStatusHistory).values(
    entries.map((e) => ({
      bookingId: e.bookingId,
      fromStatus: e.from,
      toStatus: e.to,
      at: at(e.now),
      by: e.by,
      reason: e.reason,
    })),
  );
}

export async function loadHistory(db: Tx, bookingId: string) {
  return db
    .select()
    .from(bookingStatusHistory)
    .where(eq(bookingStatusHistory.bookingId, bookingId))
    .orderBy(asc(bookingStatusHistory.id));
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

export { at };
