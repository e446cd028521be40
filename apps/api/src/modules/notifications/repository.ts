import { and, asc, desc, eq } from 'drizzle-orm';
import type { Tx } from '#api/db/client';
import { customerNotifySettings, notifications, storeNotifySettings } from '#api/db/schema/notifications';

/**
 * Every statement of the notifications, on its own tables only: the booking, order, customer and
 * store a message speaks of are asked of their modules (`audience.ts`).
 */

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotification = typeof notifications.$inferInsert;

/** The store's and the customer's message settings (either may have none): how and when to tell them. */
export async function notifySettingsOf(db: Tx, storeId: string, customerId: string) {
  const [[store], [customer]] = await Promise.all([
    db
      .select({ lineToken: storeNotifySettings.lineChannelToken, reminderOffsets: storeNotifySettings.reminderOffsets })
      .from(storeNotifySettings)
      .where(eq(storeNotifySettings.storeId, storeId)),
    db
      .select({
        language: customerNotifySettings.language,
        channel: customerNotifySettings.channel,
        reminders: customerNotifySettings.reminders,
      })
      .from(customerNotifySettings)
      .where(eq(customerNotifySettings.customerId, customerId)),
  ]);
  return {
    lineToken: store?.lineToken ?? null,
    reminderOffsets: store?.reminderOffsets ?? null,
    language: customer?.language ?? null,
    channel: customer?.channel ?? null,
    reminders: customer?.reminders ?? null,
  };
}

/** Adds the messages not made before (same cause and channel: none); the ones added. */
export function insertNotifications(db: Tx, rows: NewNotification[]) {
  if (rows.length === 0) return Promise.resolve([]);
  return db
    .insert(notifications)
    .values(rows)
    .onConflictDoNothing({ target: [notifications.storeId, notifications.cause, notifications.channel] })
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
export function notificationsOf(db: Tx, storeId: string, orderId: string) {
  return db
    .select()
    .from(notifications)
    .where(and(eq(notifications.storeId, storeId), eq(notifications.orderId, orderId)))
    .orderBy(asc(notifications.createdAt));
}

/** The store's messages that could not be sent, newest first. */
export function failedNotificationsOf(db: Tx, storeId: string, limit: number) {
  return db
    .select()
    .from(notifications)
    .where(and(eq(notifications.storeId, storeId), eq(notifications.state, 'failed')))
    .orderBy(desc(notifications.createdAt))
    .limit(limit);
}

export async function lineTokenOf(db: Tx, storeId: string): Promise<string | null> {
  const [row] = await db
    .select({ token: storeNotifySettings.lineChannelToken })
    .from(storeNotifySettings)
    .where(eq(storeNotifySettings.storeId, storeId));
  return row?.token ?? null;
}
