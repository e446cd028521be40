import type { CustomerGender, ServiceProduct } from '@salon/domain';
import { and, asc, eq, getTableColumns, isNull } from 'drizzle-orm';
import type { Db } from '#api/db/client';
import {
  categories,
  customers,
  productProviders,
  products,
  providers,
  retailItems,
  subItemProviders,
  subItems,
} from '#api/db/schema/index';
import type { ProviderRow } from '../store/repository';

export type CategoryRow = Pick<typeof categories.$inferSelect, 'id' | 'name' | 'productIds'>;

type ListedTable = typeof products | typeof retailItems;
type Shown<T extends ListedTable> = Omit<T['_']['columns'], 'storeId' | 'sort' | 'archivedAt'>;

/** The columns a menu shows: a product's or retail item's own, without its store, order and archive mark. */
function shownColumns<T extends ListedTable>(table: T): Shown<T> {
  const { storeId: _store, sort: _sort, archivedAt: _archived, ...shown } = getTableColumns(table);
  return shown;
}

const productColumns = shownColumns(products);
const retailColumns = shownColumns(retailItems);

export async function loadCategories(db: Db, storeId: string, kind: 'service' | 'retail'): Promise<CategoryRow[]> {
  return db
    .select({ id: categories.id, name: categories.name, productIds: categories.productIds })
    .from(categories)
    .where(and(eq(categories.storeId, storeId), eq(categories.kind, kind)))
    .orderBy(asc(categories.sort));
}

/** Every active service product of a store with its designer overrides and sub-items. */
export async function loadServiceProducts(db: Db, storeId: string): Promise<ServiceProduct[]> {
  const [productRows, overrideRows, subItemRows, subOverrideRows] = await Promise.all([
    db
      .select(productColumns)
      .from(products)
      .where(and(eq(products.storeId, storeId), isNull(products.archivedAt)))
      .orderBy(asc(products.sort)),
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
      .map((s) => ({ id: s.id, name: s.name, price: s.price, duration: s.duration })),
    subItemProviders: subOverrideRows
      .filter((s) => s.productId === p.id)
      .map((s) => ({ userId: s.userId, subItemId: s.subItemId, price: s.price, duration: s.duration })),
  }));
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
    .where(and(eq(retailItems.storeId, storeId), isNull(retailItems.archivedAt)))
    .orderBy(asc(retailItems.sort));
}

/** The gender of a customer of the store, or null when unknown or not given. */
export async function findCustomerGender(db: Db, storeId: string, customerId: string): Promise<CustomerGender | null> {
  const [row] = await db
    .select({ gender: customers.gender })
    .from(customers)
    .where(and(eq(customers.storeId, storeId), eq(customers.id, customerId)))
    .limit(1);
  return row?.gender ?? null;
}
