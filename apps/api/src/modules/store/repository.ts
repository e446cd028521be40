import { eq } from 'drizzle-orm';
import type { Db, Tx } from '#api/db/client';
import type { ProviderRow, StoreRow } from '#api/db/rows';
import { stores } from '#api/db/schema/catalog';

export type { ProviderRow, StoreRow };

/** A store row by its id (a job that carries only the id); null when there is none. */
export async function storeById(db: Tx, id: string): Promise<StoreRow | null> {
  const [row] = await db.select().from(stores).where(eq(stores.id, id)).limit(1);
  return row ?? null;
}

/** Changes settings of a store row; the row as it is now. */
export async function updateSettings(db: Db, storeId: string, changes: Partial<typeof stores.$inferInsert>) {
  const [row] = await db
    .update(stores)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(stores.id, storeId))
    .returning();
  return row!;
}
