import { and, eq } from 'drizzle-orm';
import type { Db } from '#api/db/client';
import { stores } from '#api/db/schema/catalog';
import { notifications } from '#api/db/schema/notifications';

export async function storeCodeTaken(db: Db, code: string): Promise<boolean> {
  const [row] = await db.select({ id: stores.id }).from(stores).where(eq(stores.code, code)).limit(1);
  return row !== undefined;
}

/** Test mode: a booking's messages marked failed with `error`, as a provider that kept refusing leaves them; how many. */
export async function failBookingMessages(db: Db, storeId: string, bookingId: string, error: string): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ state: 'failed', error })
    .where(and(eq(notifications.storeId, storeId), eq(notifications.orderId, bookingId)))
    .returning({ id: notifications.id });
  return rows.length;
}
