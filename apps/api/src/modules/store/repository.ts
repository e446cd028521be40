import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '#api/db/client';
import type { ProviderRow, StoreRow } from '#api/db/rows';
import { providers, stores } from '#api/db/schema/index';

export type { ProviderRow, StoreRow };

export async function findStoreByCode(db: Db, code: string): Promise<StoreRow | null> {
  const [row] = await db.select().from(stores).where(eq(stores.code, code)).limit(1);
  return row ?? null;
}

/** A designer of the store who is not archived. */
export async function findActiveProvider(db: Db, storeId: string, userId: string): Promise<ProviderRow | null> {
  const [row] = await db
    .select()
    .from(providers)
    .where(and(eq(providers.storeId, storeId), eq(providers.id, userId), isNull(providers.archivedAt)))
    .limit(1);
  return row ?? null;
}
