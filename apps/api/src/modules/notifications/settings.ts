import type { NotifySettings } from '@salon/contract';
import { eq } from 'drizzle-orm';
import type { Tx } from '#api/db/client';
import { customerNotifySettings } from '#api/db/schema/index';

/** A customer who never chose: zh-TW, our channels, reminders on. */
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
  customerId: string,
  change: Partial<NotifySettings>,
): Promise<NotifySettings> {
  const next = { ...(await settingsOf(db, customerId)), ...change };
  await db
    .insert(customerNotifySettings)
    .values({ customerId, ...next })
    .onConflictDoUpdate({ target: customerNotifySettings.customerId, set: next });
  return next;
}
