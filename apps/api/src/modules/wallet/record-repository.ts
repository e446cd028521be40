import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '#api/db/client';
import { bookingEvents, bookings } from '#api/db/schema/bookings';
import { pickupOrderItems, pickupOrders } from '#api/db/schema/retail';
import { valueCardLedger, valueCards } from '#api/db/schema/wallet';

/** How many of each kind the records list shows (newest first). */
const RECENT = 100;

export async function recentBookings(db: Tx, storeId: string, customerId: string, id?: string) {
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

export async function bookingLines(db: Tx, bookingIds: readonly string[]) {
  if (bookingIds.length === 0) return [];
  return db
    .select({
      bookingId: bookingEvents.bookingId,
      productName: bookingEvents.productName,
      subItemName: bookingEvents.subItemName,
      providerName: bookingEvents.providerName,
      price: bookingEvents.price,
    })
    .from(bookingEvents)
    .where(inArray(bookingEvents.bookingId, [...bookingIds]))
    .orderBy(asc(bookingEvents.bookingId), asc(bookingEvents.index));
}

export async function recentPickupOrders(db: Tx, storeId: string, customerId: string, id?: string) {
  return db
    .select({
      id: pickupOrders.id,
      status: pickupOrders.status,
      total: pickupOrders.total,
      createdAt: pickupOrders.createdAt,
    })
    .from(pickupOrders)
    .where(
      and(
        eq(pickupOrders.storeId, storeId),
        eq(pickupOrders.customerId, customerId),
        id ? eq(pickupOrders.id, id) : undefined,
      ),
    )
    .orderBy(desc(pickupOrders.createdAt))
    .limit(RECENT);
}

export async function pickupLines(db: Tx, pickIds: readonly string[]) {
  if (pickIds.length === 0) return [];
  return db
    .select({
      pickId: pickupOrderItems.pickId,
      name: pickupOrderItems.name,
      price: pickupOrderItems.price,
      quantity: pickupOrderItems.quantity,
    })
    .from(pickupOrderItems)
    .where(inArray(pickupOrderItems.pickId, [...pickIds]))
    .orderBy(asc(pickupOrderItems.pickId), asc(pickupOrderItems.lineIndex));
}

/**
 * Moves of the customer's value cards: top-ups (`reason` TopUp) or those of one order (`ref`), or
 * one move by its id. Hidden cards keep their history.
 */
export async function cardMoves(
  db: Tx,
  storeId: string,
  customerId: string,
  filter: { topUps?: true; ref?: string; id?: number },
) {
  return db
    .select({
      id: valueCardLedger.id,
      cardName: valueCards.name,
      amount: valueCardLedger.amount,
      balanceAfter: valueCardLedger.balanceAfter,
      reason: valueCardLedger.reason,
      at: valueCardLedger.at,
    })
    .from(valueCardLedger)
    .innerJoin(valueCards, eq(valueCards.id, valueCardLedger.cardId))
    .where(
      and(
        eq(valueCards.storeId, storeId),
        eq(valueCards.customerId, customerId),
        filter.topUps ? eq(valueCardLedger.reason, 'TopUp') : undefined,
        filter.ref ? eq(valueCardLedger.ref, filter.ref) : undefined,
        filter.id !== undefined ? eq(valueCardLedger.id, filter.id) : undefined,
      ),
    )
    .orderBy(desc(valueCardLedger.at), desc(valueCardLedger.id))
    .limit(RECENT);
}
