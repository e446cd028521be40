import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Tx } from '#api/db/client';
import { bookingEvents, bookings } from '#api/db/schema/bookings';
import { at } from '#api/db/time';

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

/** The assistant named on each of these bookings (only those that name one). */
export async function assistantsOf(db: Tx, bookingIds: readonly string[]): Promise<Map<string, string>> {
  if (bookingIds.length === 0) return new Map();
  const rows = await db
    .select({ id: bookings.id, assistantId: bookings.assistantId })
    .from(bookings)
    .where(and(inArray(bookings.id, [...bookingIds]), isNotNull(bookings.assistantId)));
  return new Map(rows.map((r) => [r.id, r.assistantId as string]));
}

/** Names (or clears) the booking's assistant. */
export async function setAssistantOf(tx: Tx, bookingId: string, assistantId: string | null, now: number) {
  await tx
    .update(bookings)
    .set({ assistantId, updatedAt: at(now) })
    .where(eq(bookings.id, bookingId));
}
