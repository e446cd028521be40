import type { WeeklyHours } from '@salon/domain';
import { and, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Tx } from '#api/db/client';
import { providerDaysOff, providers, stores } from '#api/db/schema/catalog';

/** The store's team and hours as staff edit them; each write moves the catalogue's version (triggers). */

export type ProviderRow = typeof providers.$inferSelect;

export async function insertProvider(tx: Tx, row: typeof providers.$inferInsert): Promise<boolean> {
  const rows = await tx.insert(providers).values(row).onConflictDoNothing().returning({ id: providers.id });
  return rows.length === 1;
}

export async function findProvider(tx: Tx, storeId: string, id: string, forUpdate = false) {
  const query = tx
    .select()
    .from(providers)
    .where(and(eq(providers.storeId, storeId), eq(providers.id, id)));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

/** The store's designers who have left, the latest leaver first. */
export function formerProviders(tx: Tx, storeId: string): Promise<ProviderRow[]> {
  return tx
    .select()
    .from(providers)
    .where(and(eq(providers.storeId, storeId), isNotNull(providers.archivedAt)))
    .orderBy(desc(providers.archivedAt), providers.id);
}

export async function updateProvider(
  tx: Tx,
  storeId: string,
  id: string,
  changes: Partial<typeof providers.$inferInsert>,
) {
  const [row] = await tx
    .update(providers)
    .set(changes)
    .where(and(eq(providers.storeId, storeId), eq(providers.id, id)))
    .returning();
  return row!;
}

export async function daysOffOf(tx: Tx, storeId: string, providerId: string): Promise<string[]> {
  const rows = await tx
    .select({ day: providerDaysOff.day })
    .from(providerDaysOff)
    .where(and(eq(providerDaysOff.storeId, storeId), eq(providerDaysOff.providerId, providerId)))
    .orderBy(providerDaysOff.day);
  return rows.map((r) => r.day);
}

export async function replaceDaysOff(tx: Tx, storeId: string, providerId: string, days: readonly string[]) {
  await tx
    .delete(providerDaysOff)
    .where(and(eq(providerDaysOff.storeId, storeId), eq(providerDaysOff.providerId, providerId)));
  const unique = [...new Set(days)];
  if (unique.length > 0) await tx.insert(providerDaysOff).values(unique.map((day) => ({ storeId, providerId, day })));
}

export async function setStoreHours(
  tx: Tx,
  storeId: string,
  hours: { workingHours: WeeklyHours; openingHours?: WeeklyHours; holidays?: string[] },
) {
  await tx
    .update(stores)
    .set({ ...hours, updatedAt: new Date() })
    .where(eq(stores.id, storeId));
}

/** The names of these designers of a store, by id (one query). */
export async function providerNames(tx: Tx, storeId: string, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({ id: providers.id, name: providers.name })
    .from(providers)
    .where(and(eq(providers.storeId, storeId), inArray(providers.id, [...new Set(ids)])));
  return new Map(rows.map((r) => [r.id, r.name]));
}
