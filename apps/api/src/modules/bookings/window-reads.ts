import { asc, sql } from 'drizzle-orm';
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
