import { and, eq, gte, lt, notInArray, sql } from 'drizzle-orm';
import type { Tx } from '#api/db/client';
import { bookingEvents, bookings } from '#api/db/schema/bookings';
import { counterCheckouts, counterItems } from '#api/db/schema/counter';
import { pickupOrderItems, pickupOrders } from '#api/db/schema/retail';
import { at } from '#api/db/time';

/** What the figures read: a window's bookings, booked time, money taken and retail sold. */

const seconds = (column: unknown) => sql<number>`extract(epoch FROM ${column})::float8`;

/** Bookings starting in the window (any status). */
export function bookingStatuses(db: Tx, storeId: string, from: number, to: number) {
  return db
    .select({ id: bookings.id, status: bookings.status })
    .from(bookings)
    .where(and(eq(bookings.storeId, storeId), gte(bookings.startTime, at(from)), lt(bookings.startTime, at(to))));
}

/** Booked services overlapping the window, of bookings that hold or held time for a visit. */
export function bookedEvents(db: Tx, storeId: string, from: number, to: number) {
  return db
    .select({
      providerId: bookingEvents.providerId,
      start: seconds(bookingEvents.startTime),
      end: seconds(bookingEvents.endTime),
    })
    .from(bookingEvents)
    .innerJoin(bookings, eq(bookings.id, bookingEvents.bookingId))
    .where(
      and(
        eq(bookingEvents.storeId, storeId),
        lt(bookingEvents.startTime, at(to)),
        sql`${bookingEvents.endTime} > ${at(from).toISOString()}::timestamptz`,
        notInArray(bookings.status, ['Cancelled', 'Expired', 'Closed', 'New']),
      ),
    );
}

const pickedUpBetween = (storeId: string, from: number, to: number) =>
  and(
    eq(pickupOrders.storeId, storeId),
    eq(pickupOrders.status, 'PickedUp'),
    gte(pickupOrders.statusChangedAt, at(from)),
    lt(pickupOrders.statusChangedAt, at(to)),
  );

/** Retail sold in the window: at the counter with a bill, and pickup orders picked up. */
export async function retailSold(db: Tx, storeId: string, from: number, to: number) {
  const [counter, pickup] = await Promise.all([
    db
      .select({
        itemId: counterItems.itemId,
        name: counterItems.name,
        price: counterItems.price,
        quantity: counterItems.quantity,
      })
      .from(counterItems)
      .innerJoin(counterCheckouts, eq(counterCheckouts.bookingId, counterItems.bookingId))
      .where(
        and(eq(counterCheckouts.storeId, storeId), gte(counterCheckouts.at, at(from)), lt(counterCheckouts.at, at(to))),
      ),
    db
      .select({
        itemId: pickupOrderItems.productId,
        name: pickupOrderItems.name,
        price: pickupOrderItems.price,
        quantity: pickupOrderItems.quantity,
      })
      .from(pickupOrderItems)
      .innerJoin(pickupOrders, eq(pickupOrders.id, pickupOrderItems.pickId))
      .where(pickedUpBetween(storeId, from, to)),
  ]);
  return [...counter, ...pickup].map((r) => ({
    itemId: r.itemId,
    name: r.name,
    quantity: r.quantity,
    amount: r.price * r.quantity,
  }));
}
