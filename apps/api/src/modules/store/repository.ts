import { eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '#api/db/client';
import type { ProviderRow, StoreRow } from '#api/db/rows';
import { stores } from '#api/db/schema/catalog';

export type { ProviderRow, StoreRow };

/** A store row by its id (a job that carries only the id); null when there is none. */
export async function storeById(db: Tx, id: string): Promise<StoreRow | null> {
  const [row] = await db.select().from(stores).where(eq(stores.id, id)).limit(1);
  return row ?? null;
}

/** These stores by id, in one query (a job that closes orders of several stores). */
export async function storesByIds(db: Tx, ids: readonly string[]): Promise<Map<string, StoreRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(stores)
    .where(inArray(stores.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r]));
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
