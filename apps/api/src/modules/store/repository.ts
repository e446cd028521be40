import { eq } from 'drizzle-orm';
import type { Db } from '#api/db/client';
import type { ProviderRow, StoreRow } from '#api/db/rows';
import { stores } from '#api/db/schema/catalog';

export type { ProviderRow, StoreRow };

/** Changes settings of a store row; the row as it is now. */
export async function updateSettings(db: Db, storeId: string, changes: Partial<typeof stores.$inferInsert>) {
  const [row] = await db
    .update(stores)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(stores.id, storeId))
    .returning();
  return row!;
}
