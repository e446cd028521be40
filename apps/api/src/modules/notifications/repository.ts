import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { Tx } from '#api/db/client';
import { bookingEvents, bookingStatusHistory, bookings } from '#api/db/schema/bookings';
import { stores } from '#api/db/schema/catalog';
import { customers } from '#api/db/schema/customers';
import { customerNotifySettings, notifications, storeNotifySettings } from '#api/db/schema/notifications';
import { pickupOrders } from '#api/db/schema/retail';
import { toSeconds } from '#api/db/time';

/**
 * Every statement of the notifications. It reads the booking, order, customer and store rows it
 * speaks of (read only, after the change committed: the trigger's job carries only the ids); it
 * writes only its own tables.
 */

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotification = typeof notifications.$inferInsert;

/** One change of a booking (a history row) with the booking as it is now. */
export async function bookingChange(db: Tx, historyId: number) {
  const [row] = await db
    .select({
      from: bookingStatusHistory.fromStatus,
      to: bookingStatusHistory.toStatus,
      by: bookingStatusHistory.by,
      reason: bookingStatusHistory.reason,
      bookingId: bookingStatusHistory.bookingId,
      movedFrom: bookingStatusHistory.movedFrom,
    })
    .from(bookingStatusHistory)
    .where(eq(bookingStatusHistory.id, historyId));
  return row ?? null;
}

/** A booking with its store, customer, both's settings, services and designers: what its messages say. */
export async function visitOf(db: Tx, bookingId: string) {
  const [row] = await db
    .select({
      id: bookings.id,
      status: bookings.status,
      start: bookings.startTime,
      end: bookings.endTime,
      closeReason: bookings.closeReason,
      store: { id: stores.id, code: stores.code, name: stores.name, address: stores.address },
      customer: {
        id: customers.id,
        phone: customers.phoneE164,
        email: customers.email,
        lineUserId: customers.lineUserId,
      },
      lineToken: storeNotifySettings.lineChannelToken,
      reminderOffsets: storeNotifySettings.reminderOffsets,
      language: customerNotifySettings.language,
      channel: customerNotifySettings.channel,
      reminders: customerNotifySettings.reminders,
    })
    .from(bookings)
    .innerJoin(stores, eq(stores.id, bookings.storeId))
    .innerJoin(customers, eq(customers.id, bookings.customerId))
    .leftJoin(storeNotifySettings, eq(storeNotifySettings.storeId, bookings.storeId))
    .leftJoin(customerNotifySettings, eq(customerNotifySettings.customerId, bookings.customerId))
    .where(eq(bookings.id, bookingId));
  if (!row) return null;
  const events = await db
    .select({
      product: bookingEvents.productName,
      sub: bookingEvents.subItemName,
      provider: bookingEvents.providerName,
      productId: bookingEvents.productId,
      providerId: bookingEvents.providerId,
    })
    .from(bookingEvents)
    .where(eq(bookingEvents.bookingId, bookingId))
    .orderBy(asc(bookingEvents.index));
  const [changes] = await db
    .select({ n: count() })
    .from(bookingStatusHistory)
    .where(eq(bookingStatusHistory.bookingId, bookingId));
  return {
    ...row,
    start: toSeconds(row.start),
    end: toSeconds(row.end),
    services: [...new Set(events.map((e) => (e.sub ? `${e.product}（${e.sub}）` : e.product)))],
    designers: [...new Set(events.map((e) => e.provider))],
    productIds: [...new Set(events.map((e) => e.productId))],
    providerIds: [...new Set(events.map((e) => e.providerId))],
    /** How many times it changed: the calendar file's SEQUENCE. */
    changes: changes?.n ?? 0,
  };
}
export type Visit = NonNullable<Awaited<ReturnType<typeof visitOf>>>;

/** A pickup order with its store and customer. */
export async function pickupOf(db: Tx, pickId: string) {
  const [row] = await db
    .select({
      id: pickupOrders.id,
      status: pickupOrders.status,
      store: { id: stores.id, code: stores.code, name: stores.name, address: stores.address },
      customer: {
        id: customers.id,
        phone: customers.phoneE164,
        email: customers.email,
        lineUserId: customers.lineUserId,
      },
      lineToken: storeNotifySettings.lineChannelToken,
      language: customerNotifySettings.language,
      channel: customerNotifySettings.channel,
    })
    .from(pickupOrders)
    .innerJoin(stores, eq(stores.id, pickupOrders.storeId))
    .innerJoin(customers, eq(customers.id, pickupOrders.customerId))
    .leftJoin(storeNotifySettings, eq(storeNotifySettings.storeId, pickupOrders.storeId))
    .leftJoin(customerNotifySettings, eq(customerNotifySettings.customerId, pickupOrders.customerId))
    .where(eq(pickupOrders.id, pickId));
  return row ?? null;
}

/** Adds the messages not made before (same cause and channel: none); the ones added. */
export function insertNotifications(db: Tx, rows: NewNotification[]) {
  if (rows.length === 0) return Promise.resolve([]);
  return db
    .insert(notifications)
    .values(rows)
    .onConflictDoNothing({ target: [notifications.cause, notifications.channel] })
    .returning();
}

export async function notificationById(db: Tx, id: string) {
  const [row] = await db.select().from(notifications).where(eq(notifications.id, id));
  return row ?? null;
}

export async function markNotification(db: Tx, id: string, values: Partial<NewNotification>) {
  await db.update(notifications).set(values).where(eq(notifications.id, id));
}

/** The messages sent to a customer of a store, newest first (at most 100). */
export function sentTo(db: Tx, storeId: string, customerId: string) {
  return db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.storeId, storeId),
        eq(notifications.customerId, customerId),
        eq(notifications.state, 'sent'),
      ),
    )
    .orderBy(desc(notifications.sentAt))
    .limit(100);
}

/** A booking's or order's messages, newest first (the staff calendar's message history). */
export function notificationsOf(db: Tx, orderId: string) {
  return db
    .select()
    .from(notifications)
    .where(eq(notifications.orderId, orderId))
    .orderBy(asc(notifications.createdAt));
}

export async function lineTokenOf(db: Tx, storeId: string): Promise<string | null> {
  const [row] = await db
    .select({ token: storeNotifySettings.lineChannelToken })
    .from(storeNotifySettings)
    .where(eq(storeNotifySettings.storeId, storeId));
  return row?.token ?? null;
}
