import { asc, inArray } from 'drizzle-orm';
import type { Tx } from '#api/db/client';
import { bookingEvents } from '#api/db/schema/bookings';

/**
 * What 業績 asks of bookings: each service of these bookings, who served it and whether the
 * customer chose her (`requestedUserId` set: 指定; null: no preference, assigned: 不指定).
 */
export async function bookingServicesOf(db: Tx, bookingIds: readonly string[]) {
  if (bookingIds.length === 0) return [];
  return db
    .select({
      bookingId: bookingEvents.bookingId,
      index: bookingEvents.index,
      productId: bookingEvents.productId,
      productName: bookingEvents.productName,
      subItemName: bookingEvents.subItemName,
      providerId: bookingEvents.providerId,
      requestedUserId: bookingEvents.requestedUserId,
      price: bookingEvents.price,
    })
    .from(bookingEvents)
    .where(inArray(bookingEvents.bookingId, [...bookingIds]))
    .orderBy(asc(bookingEvents.bookingId), asc(bookingEvents.index));
}
