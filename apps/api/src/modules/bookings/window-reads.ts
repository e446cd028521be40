import { asc, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '#api/db/client';
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
const seconds = (column: unknown) => sql<number>`floor(extract(epoch from ${column}))::int`;

const calendarBookingsOverlapping = preparedPerHandle((db) =>
  db
    .select({
      id: bookings.id,
      status: bookings.status,
      startTime: seconds(bookings.startTime),
      endTime: seconds(bookings.endTime),
      customerId: bookings.customerId,
      customerNotes: bookings.customerNotes,
      total: bookings.total,
      holdUntil: seconds(bookings.holdUntil) as SQL<number | null>,
      closeReason: bookings.closeReason,
      assistantId: bookings.assistantId,
    })
    .from(bookings)
    .where(
      sql`${bookings.storeId} = ${sql.placeholder('storeId')}::uuid
        AND ${bookings.startTime} < to_timestamp(${sql.placeholder('to')})
        AND ${bookings.endTime} > to_timestamp(${sql.placeholder('from')})`,
    )
    .orderBy(asc(bookings.startTime))
    .prepare('calendar_bookings_overlapping'),
);

/**
 * What the staff calendar draws of the bookings overlapping [from, to), times in unix seconds: only
 * the columns it shows (a whole row is ~40 columns; reading and mapping them was most of a build).
 */
export function calendarBookingsBetween(db: Tx, storeId: string, from: number, to: number) {
  return calendarBookingsOverlapping(db).execute({ storeId, from, to });
}

const calendarEventsOfBookings = preparedPerHandle((db) =>
  db
    .select({
      bookingId: bookingEvents.bookingId,
      providerId: bookingEvents.providerId,
      productId: bookingEvents.productId,
      productName: bookingEvents.productName,
      subItemName: bookingEvents.subItemName,
      startTime: seconds(bookingEvents.startTime),
      endTime: seconds(bookingEvents.endTime),
    })
    .from(bookingEvents)
    .where(sql`${bookingEvents.bookingId} = ANY(${sql.placeholder('ids')}::text[])`)
    .orderBy(asc(bookingEvents.bookingId), asc(bookingEvents.index))
    .prepare('calendar_events_of_bookings'),
);

/** The services of these bookings as the calendar draws them, in each booking's order, times in unix seconds. */
export async function calendarEventsOf(db: Tx, bookingIds: string[]) {
  if (bookingIds.length === 0) return [];
  return calendarEventsOfBookings(db).execute({ ids: bookingIds });
}
