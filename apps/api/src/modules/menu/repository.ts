import type { ProductKind } from '@salon/domain';
import { and, asc, eq, getTableColumns, isNull } from 'drizzle-orm';
import type { Db } from '#api/db/client';
import type { ProviderRow } from '#api/db/rows';
import { categories, products, providers, retailItems } from '#api/db/schema/catalog';

export type CategoryRow = Pick<typeof categories.$inferSelect, 'id' | 'name' | 'productIds' | 'en'>;

type ListedTable = typeof retailItems;
type Shown<T extends ListedTable> = Omit<T['_']['columns'], 'storeId' | 'sort' | 'hidden' | 'archivedAt'>;

/** The columns a menu shows: a product's or retail item's own, without its store, order, hidden and archive marks. */
function shownColumns<T extends ListedTable>(table: T): Shown<T> {
  const { storeId: _store, sort: _sort, hidden: _hidden, archivedAt: _archived, ...shown } = getTableColumns(table);
  return shown;
}

const retailColumns = shownColumns(retailItems);

export async function loadCategories(db: Db, storeId: string, kind: ProductKind): Promise<CategoryRow[]> {
  return db
    .select({ id: categories.id, name: categories.name, productIds: categories.productIds, en: categories.en })
    .from(categories)
    .where(and(eq(categories.storeId, storeId), eq(categories.kind, kind)))
    .orderBy(asc(categories.sort));
}

export async function loadActiveProviders(db: Db, storeId: string): Promise<ProviderRow[]> {
  return db
    .select()
    .from(providers)
    .where(and(eq(providers.storeId, storeId), isNull(providers.archivedAt)))
    .orderBy(asc(providers.sort));
}

export async function loadRetailItems(db: Db, storeId: string) {
  return db
    .select(retailColumns)
    .from(retailItems)
    .where(and(eq(retailItems.storeId, storeId), eq(retailItems.hidden, false), isNull(retailItems.archivedAt)))
    .orderBy(asc(retailItems.sort));
}

/** Changes a product of the store (the catalogue's version moves with it, by trigger); false when there is none. */
export async function updateProduct(
  db: Db,
  storeId: string,
  productId: string,
  changes: Partial<Pick<typeof products.$inferInsert, 'name' | 'description' | 'price' | 'duration'>>,
): Promise<boolean> {
  const rows = await db
    .update(products)
    .set(changes)
    .where(and(eq(products.storeId, storeId), eq(products.id, productId), isNull(products.archivedAt)))
    .returning({ id: products.id });
  return rows.length === 1;
}
