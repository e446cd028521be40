import type { ServiceProduct } from '@salon/domain';
import { and, asc, eq, getTableColumns, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '#api/db/client';
import { preparedPerHandle } from '#api/db/prepared';
import type { StoreRow } from '#api/db/rows';
import {
  productProviders,
  products,
  providerDaysOff,
  providers,
  stores,
  subItemProviders,
  subItems,
} from '#api/db/schema/catalog';
import type { Catalog } from './types';

/** A store's id and catalogue version, as the per-request version read gives them. */
export interface StoreVersion {
  code: string;
  id: string;
  version: number;
}

/**
 * The version read: ids and catalogue versions of stores by their codes, for every request that
 * arrived since the last read was sent (prepared once per database).
 */
export function prepareVersionsByCodes(db: Db) {
  return db
    .select({ code: stores.code, id: stores.id, version: stores.catalogVersion })
    .from(stores)
    .where(sql`${stores.code} = ANY(${sql.placeholder('codes')}::text[])`)
    .prepare('catalog_versions_by_codes');
}

/** Catalogue versions of stores by their ids (the calendar's event streams watch them: calendar/watch.ts). */
export const catalogVersionsByIds = preparedPerHandle((db) =>
  db
    .select({ id: stores.id, version: stores.catalogVersion })
    .from(stores)
    .where(sql`${stores.id} = ANY(${sql.placeholder('ids')}::uuid[])`)
    .prepare('catalog_versions_by_ids'),
);

async function loadDaysOff(db: Tx, storeId: string): Promise<Map<string, string[]>> {
  const rows = await db
    .select({ providerId: providerDaysOff.providerId, day: providerDaysOff.day })
    .from(providerDaysOff)
    .where(eq(providerDaysOff.storeId, storeId))
    .orderBy(asc(providerDaysOff.day));
  const byProvider = new Map<string, string[]>();
  for (const r of rows) {
    const days = byProvider.get(r.providerId) ?? [];
    days.push(r.day);
    byProvider.set(r.providerId, days);
  }
  return byProvider;
}

/**
 * A store's whole catalogue, consistent with the version it carries: the store row (with its
 * version) is read first, then the rest in parallel, then the version again; a write that
 * committed meanwhile means reading again. (A read-only transaction would serialize the reads on
 * one connection.) Null when no store matches.
 */
export async function loadCatalog(db: Db, where: { code: string } | { id: string }): Promise<Catalog | null> {
  for (;;) {
    const [store] = await db
      .select()
      .from(stores)
      .where('code' in where ? eq(stores.code, where.code) : eq(stores.id, where.id))
      .limit(1);
    if (!store) return null;
    const catalog = await readCatalog(db, store);
    const [after] = await db.select({ version: stores.catalogVersion }).from(stores).where(eq(stores.id, store.id));
    if (after?.version === store.catalogVersion) return catalog;
  }
}

/** The catalogue of a store row already read (outside a snapshot: for a row the cache did not give out). */
export async function readCatalog(tx: Tx, store: StoreRow): Promise<Catalog> {
  const [products, providerRows, daysOff] = await Promise.all([
    loadServiceProducts(tx as Db, store.id),
    tx
      .select()
      .from(providers)
      .where(and(eq(providers.storeId, store.id), isNull(providers.archivedAt)))
      .orderBy(asc(providers.sort)),
    loadDaysOff(tx, store.id),
  ]);
  return { version: store.catalogVersion, store, products, providers: providerRows, daysOff };
}

const { storeId: _store, sort: _sort, ...productColumns } = getTableColumns(products);

/** Every active service product of a store (neither hidden nor archived) with its designer overrides and sub-items. */
async function loadServiceProducts(db: Db, storeId: string): Promise<ServiceProduct[]> {
  const rows = await loadProductsWithDetails(db, storeId, 'active');
  return rows.map(({ hidden: _hidden, archivedAt: _archived, ...p }) => p);
}

/**
 * A store's service products with their designer overrides and sub-items, in menu order: the
 * active ones (the catalogue) or all of them, hidden and archived too (the staff's editor).
 */
export async function loadProductsWithDetails(db: Db, storeId: string, which: 'active' | 'all') {
  const [productRows, overrideRows, subItemRows, subOverrideRows] = await Promise.all([
    db
      .select(productColumns)
      .from(products)
      .where(
        and(
          eq(products.storeId, storeId),
          which === 'active' ? and(eq(products.hidden, false), isNull(products.archivedAt)) : undefined,
        ),
      )
      .orderBy(asc(products.sort), asc(products.id)),
    db.select().from(productProviders).where(eq(productProviders.storeId, storeId)),
    db.select().from(subItems).where(eq(subItems.storeId, storeId)).orderBy(asc(subItems.sort)),
    db.select().from(subItemProviders).where(eq(subItemProviders.storeId, storeId)),
  ]);
  return productRows.map((p) => ({
    ...p,
    // A designer's price and duration fall back to the product's when useDefault (or when unset).
    providers: overrideRows
      .filter((o) => o.productId === p.id)
      .map((o) => ({
        userId: o.userId,
        useDefault: o.useDefault,
        price: o.useDefault ? p.price : (o.price ?? p.price),
        duration: o.useDefault ? p.duration : (o.duration ?? p.duration),
        isProvided: o.isProvided,
      })),
    subItems: subItemRows
      .filter((s) => s.productId === p.id)
      .map((s) => ({ id: s.id, name: s.name, price: s.price, duration: s.duration, en: s.en })),
    subItemProviders: subOverrideRows
      .filter((s) => s.productId === p.id)
      .map((s) => ({ userId: s.userId, subItemId: s.subItemId, price: s.price, duration: s.duration })),
  }));
}
