import type { BookingStatus } from '@salon/domain';
import { asc, sql } from 'drizzle-orm';
import { textArrayLiteral } from '#api/db/array-literal';
import type { Tx } from '#api/db/client';
import { namedRows } from '#api/db/named';
import { preparedPerHandle } from '#api/db/prepared';
import { bookingEvents, bookings } from '#api/db/schema/bookings';

/**
 * The two reads of bookings the staff calendar makes per build, as prepared statements (one array
 * parameter, not one per id: drizzle built each anew per call, a fifth of a build's thread).
 */

const eventsOfBookings = preparedPerHandle((db) =>
  db
    .select()
    .from(bookingEvents)
    .where(sql`${bookingEvents.bookingId} = ANY(${sql.placeholder('ids')}::text[])`)
    .orderBy(asc(bookingEvents.bookingId), asc(bookingEvents.index))
    .prepare('events_of_bookings'),
);

export async function loadEvents(db: Tx, bookingIds: string[]): Promise<(typeof bookingEvents.$inferSelect)[]> {
  if (bookingIds.length === 0) return [];
  return eventsOfBookings(db).execute({ ids: bookingIds });
}

const bookingsOverlapping = preparedPerHandle((db) =>
  db
    .select()
    .from(bookings)
    .where(
      sql`${bookings.storeId} = ${sql.placeholder('storeId')}::uuid
        AND ${bookings.startTime} < to_timestamp(${sql.placeholder('to')})
        AND ${bookings.endTime} > to_timestamp(${sql.placeholder('from')})`,
    )
    .orderBy(asc(bookings.startTime))
    .prepare('bookings_overlapping'),
);

/** Bookings of the store overlapping [from, to), every status (the calendar draws the ended ones apart), by start. */
export async function bookingsBetween(db: Tx, storeId: string, from: number, to: number) {
  return bookingsOverlapping(db).execute({ storeId, from, to });
}

/** A time column as unix seconds, read so (the driver then parses no date). */
const seconds = (column: unknown) => sql`floor(extract(epoch from ${column}))::int`;

/** What the staff calendar draws of a booking (times in unix seconds). */
export interface CalendarBookingRow {
  id: string;
  status: BookingStatus;
  startTime: number;
  endTime: number;
  customerId: string;
  customerNotes: string;
  total: number;
  holdUntil: number | null;
  closeReason: string | null;
  assistantId: string | null;
}

/** What the staff calendar draws of a booking's service (times in unix seconds). */
export interface CalendarEventRow {
  bookingId: string;
  providerId: string;
  productId: string;
  productName: string;
  subItemName: string | null;
  startTime: number;
  endTime: number;
}

/**
 * What the staff calendar draws of the bookings overlapping [from, to), by start: only the columns
 * it shows (a whole row is ~40 columns; reading and mapping them was most of a build).
 */
export function calendarBookingsBetween(db: Tx, storeId: string, from: number, to: number) {
  const b = bookings;
  return namedRows<CalendarBookingRow>(
    db,
    'calendar_bookings_overlapping',
    sql`SELECT ${b.id} AS "id", ${b.status} AS "status", ${seconds(b.startTime)} AS "startTime",
        ${seconds(b.endTime)} AS "endTime", ${b.customerId} AS "customerId", ${b.customerNotes} AS "customerNotes",
        ${b.total} AS "total", ${seconds(b.holdUntil)} AS "holdUntil", ${b.closeReason} AS "closeReason",
        ${b.assistantId} AS "assistantId"
      FROM ${b}
      WHERE ${b.storeId} = ${storeId}::uuid AND ${b.startTime} < to_timestamp(${to}) AND ${b.endTime} > to_timestamp(${from})
      ORDER BY ${b.startTime}`,
  );
}

/** The services of these bookings as the calendar draws them, in each booking's order, times in unix seconds. */
export async function calendarEventsOf(db: Tx, bookingIds: string[]) {
  if (bookingIds.length === 0) return [];
  const e = bookingEvents;
  return namedRows<CalendarEventRow>(
    db,
    'calendar_events_of_bookings',
    sql`SELECT ${e.bookingId} AS "bookingId", ${e.providerId} AS "providerId", ${e.productId} AS "productId",
        ${e.productName} AS "productName", ${e.subItemName} AS "subItemName", ${seconds(e.startTime)} AS "startTime",
        ${seconds(e.endTime)} AS "endTime"
      FROM ${e}
      WHERE ${e.bookingId} = ANY(${textArrayLiteral(bookingIds)}::text[])
      ORDER BY ${e.bookingId}, ${e.index}`,
  );
}
