import { and, asc, eq, gt, lt, notInArray } from 'drizzle-orm';
import type { Tx } from '#api/db/client';
import { bookings, customers } from '#api/db/schema/index';
import { at } from '#api/db/time';

/** What the store's staff read of its bookings: the day's calendar. */

/** Bookings of the store overlapping [from, to) with their customers, except those never served (cancelled, expired). */
export async function bookingsBetween(db: Tx, storeId: string, from: number, to: number) {
  return db
    .select({ booking: bookings, customer: { name: customers.lastName, phone: customers.phoneE164 } })
    .from(bookings)
    .innerJoin(customers, eq(customers.id, bookings.customerId))
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
