import type { NotifySettings } from '@salon/contract';
import { eq } from 'drizzle-orm';
import type { Tx } from '#api/db/client';
import { customerNotifySettings, storeNotifySettings } from '#api/db/schema/notifications';

/** A customer who never chose: zh-TW, our channels, reminders on. */
/** Seconds before a visit its reminders go out when the store never set them: 24 h and 2 h. */
export const DEFAULT_REMINDER_OFFSETS = [24 * 3600, 2 * 3600];

const DEFAULTS: NotifySettings = { language: 'zh-TW', channel: null, reminders: true };

export async function settingsOf(db: Tx, customerId: string): Promise<NotifySettings> {
  const [row] = await db
    .select({
      language: customerNotifySettings.language,
      channel: customerNotifySettings.channel,
      reminders: customerNotifySettings.reminders,
    })
    .from(customerNotifySettings)
    .where(eq(customerNotifySettings.customerId, customerId));
  return row ?? DEFAULTS;
}

/** Saves what the customer changed (the rest as before); the settings now. */
export async function saveSettings(
  db: Tx,
  customer: { id: string; storeId: string },
  change: Partial<NotifySettings>,
): Promise<NotifySettings> {
  const next = { ...(await settingsOf(db, customer.id)), ...change };
  await db
    .insert(customerNotifySettings)
    .values({ storeId: customer.storeId, customerId: customer.id, ...next })
    .onConflictDoUpdate({ target: customerNotifySettings.customerId, set: next });
  return next;
}

/** The store's message settings as staff read them: reminder hours, and whether LINE has a token. */
export async function storeNotifyOf(db: Tx, storeId: string) {
  const [row] = await db.select().from(storeNotifySettings).where(eq(storeNotifySettings.storeId, storeId));
  return {
    reminderHoursBefore: (row?.reminderOffsets ?? DEFAULT_REMINDER_OFFSETS).map((s) => s / 3600),
    lineChannelAccessTokenSet: Boolean(row?.lineChannelToken),
  };
}

/** Saves the reminder hours and the LINE token when sent (undefined: unchanged; a null token removes it). */
export async function saveStoreNotify(
  db: Tx,
  storeId: string,
  c: { reminderHoursBefore?: number[] | undefined; lineChannelAccessToken?: string | null | undefined },
): Promise<void> {
  const set: Partial<typeof storeNotifySettings.$inferInsert> = {};
  if (c.reminderHoursBefore)
    set.reminderOffsets = [...c.reminderHoursBefore].sort((a, b) => b - a).map((h) => h * 3600);
  if (c.lineChannelAccessToken !== undefined) set.lineChannelToken = c.lineChannelAccessToken;
  if (Object.keys(set).length === 0) return;
  await db
    .insert(storeNotifySettings)
    .values({ storeId, ...set })
    .onConflictDoUpdate({ target: storeNotifySettings.storeId, set });
}
