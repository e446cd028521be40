import type { ProductInput } from '@salon/contract';
import type { ProductKind } from '@salon/domain';
import { and, asc, eq, getTableColumns, gte, isNull, max, sql } from 'drizzle-orm';
import type { Tx } from '#api/db/client';
import {
  categories,
  productProviders,
  products,
  providers,
  retailItems,
  subItemProviders,
  subItems,
} from '#api/db/schema/catalog';

export type StaffCategoryRow = Pick<typeof categories.$inferSelect, 'id' | 'name' | 'kind' | 'productIds' | 'en'>;
const categoryColumns = {
  id: categories.id,
  name: categories.name,
  kind: categories.kind,
  productIds: categories.productIds,
  // Its English name: the staff screen shows it in English and keeps it when the category is renamed.
  en: categories.en,
};

export async function loadAllCategories(db: Tx, storeId: string): Promise<StaffCategoryRow[]> {
  return db
    .select(categoryColumns)
    .from(categories)
    .where(eq(categories.storeId, storeId))
    .orderBy(asc(categories.sort), asc(categories.id));
}

export async function findCategory(db: Tx, storeId: string, id: string): Promise<StaffCategoryRow | undefined> {
  const [row] = await db
    .select(categoryColumns)
    .from(categories)
    .where(and(eq(categories.storeId, storeId), eq(categories.id, id)));
  return row;
}

/** A new category last in its list; undefined when the id is taken. */
export async function insertCategory(tx: Tx, storeId: string, row: { id: string; name: string; kind: ProductKind }) {
  const [last] = await tx
    .select({ sort: max(categories.sort) })
    .from(categories)
    .where(eq(categories.storeId, storeId));
  const [made] = await tx
    .insert(categories)
    .values({ storeId, ...row, productIds: [], sort: (last?.sort ?? -1) + 1 })
    .onConflictDoNothing()
    .returning(categoryColumns);
  return made;
}

export async function updateCategory(
  tx: Tx,
  storeId: string,
  id: string,
  changes: { name?: string; productIds?: string[]; en?: { name: string; description?: string | null } | null },
) {
  const [row] = await tx
    .update(categories)
    .set(changes)
    .where(and(eq(categories.storeId, storeId), eq(categories.id, id)))
    .returning(categoryColumns);
  return row;
}

export async function setCategorySort(tx: Tx, storeId: string, id: string, sort: number) {
  await tx
    .update(categories)
    .set({ sort })
    .where(and(eq(categories.storeId, storeId), eq(categories.id, id)));
}

/** Adds an item at the end of a category of its kind (once); false when there is no such category. */
export async function appendToCategory(tx: Tx, storeId: string, categoryId: string, kind: ProductKind, itemId: string) {
  const rows = await tx
    .update(categories)
    .set({
      productIds: sql`CASE WHEN ${itemId} = ANY(${categories.productIds}) THEN ${categories.productIds}
        ELSE array_append(${categories.productIds}, ${itemId}::text) END`,
    })
    .where(and(eq(categories.storeId, storeId), eq(categories.id, categoryId), eq(categories.kind, kind)))
    .returning({ id: categories.id });
  return rows.length === 1;
}

/** The ids of the store's designers still working (archived ones cannot be given a service). */
export async function activeDesignerIds(tx: Tx, storeId: string): Promise<Set<string>> {
  const rows = await tx
    .select({ id: providers.id })
    .from(providers)
    .where(and(eq(providers.storeId, storeId), isNull(providers.archivedAt)));
  return new Set(rows.map((r) => r.id));
}

export async function itemIds(tx: Tx, storeId: string, kind: ProductKind): Promise<Set<string>> {
  const table = kind === 'service' ? products : retailItems;
  const rows = await tx.select({ id: table.id }).from(table).where(eq(table.storeId, storeId));
  return new Set(rows.map((r) => r.id));
}

type ProductFields = Omit<ProductInput, 'id' | 'providers' | 'subItems' | 'subItemProviders'> & {
  hidden: boolean;
  archivedAt: Date | null;
};

/** A new product last on the menu; false when the id is taken. */
export async function insertProduct(tx: Tx, storeId: string, id: string, fields: ProductFields) {
  const [last] = await tx
    .select({ sort: max(products.sort) })
    .from(products)
    .where(eq(products.storeId, storeId));
  const rows = await tx
    .insert(products)
    .values({ storeId, id, ...fields, sort: (last?.sort ?? -1) + 1 })
    .onConflictDoNothing()
    .returning({ id: products.id });
  return rows.length === 1;
}

/** Every field of a product (archived ones too, to bring one back); false when there is none. */
export async function updateProductRow(tx: Tx, storeId: string, id: string, fields: ProductFields) {
  const rows = await tx
    .update(products)
    .set({ ...fields, archivedAt: fields.archivedAt && sql`coalesce(${products.archivedAt}, ${fields.archivedAt})` })
    .where(and(eq(products.storeId, storeId), eq(products.id, id)))
    .returning({ id: products.id });
  return rows.length === 1;
}

/**
 * Replaces a product's designer rows, sub-items and designer sub-item prices with the form's; an
 * item's English (`en`) absent from the form is left as it was.
 */
export async function replaceProductDetails(
  tx: Tx,
  storeId: string,
  productId: string,
  p: Pick<ProductInput, 'providers' | 'subItems' | 'subItemProviders'>,
) {
  const of = <T extends typeof productProviders | typeof subItems>(t: T) =>
    and(eq(t.storeId, storeId), eq(t.productId, productId));
  await tx.delete(productProviders).where(of(productProviders));
  // An option the form sends without its English (the editor does not edit it) keeps the one it had.
  const english = new Map(
    (await tx.select({ id: subItems.id, en: subItems.en }).from(subItems).where(of(subItems))).map((r) => [r.id, r.en]),
  );
  await tx.delete(subItems).where(of(subItems)); // its designer prices go with it (cascade)
  if (p.providers.length)
    await tx.insert(productProviders).values(
      p.providers.map((o) => ({
        storeId,
        productId,
        userId: o.userId,
        useDefault: o.useDefault,
        price: o.useDefault ? null : (o.price ?? null),
        duration: o.useDefault ? null : (o.duration ?? null),
        isProvided: o.isProvided,
      })),
    );
  if (p.subItems.length)
    await tx.insert(subItems).values(
      p.subItems.map((s, sort) => ({
        storeId,
        productId,
        ...s,
        en: s.en === undefined ? (english.get(s.id) ?? null) : s.en,
        sort,
      })),
    );
  if (p.subItemProviders.length)
    await tx.insert(subItemProviders).values(p.subItemProviders.map((s) => ({ storeId, productId, ...s })));
}

const { storeId: _s, sort: _o, ...retailColumns } = getTableColumns(retailItems);

export async function loadAllRetailItems(db: Tx, storeId: string, id?: string) {
  return db
    .select(retailColumns)
    .from(retailItems)
    .where(and(eq(retailItems.storeId, storeId), id === undefined ? undefined : eq(retailItems.id, id)))
    .orderBy(asc(retailItems.sort), asc(retailItems.id));
}
export type StaffRetailRow = Awaited<ReturnType<typeof loadAllRetailItems>>[number];

type RetailFields = Pick<
  typeof retailItems.$inferInsert,
  'name' | 'description' | 'image' | 'price' | 'hidden' | 'archivedAt'
>;

export async function insertRetailItem(tx: Tx, storeId: string, id: string, fields: RetailFields & { stock: number }) {
  const [last] = await tx
    .select({ sort: max(retailItems.sort) })
    .from(retailItems)
    .where(eq(retailItems.storeId, storeId));
  const rows = await tx
    .insert(retailItems)
    .values({ storeId, id, ...fields, sort: (last?.sort ?? -1) + 1 })
    .onConflictDoNothing()
    .returning({ id: retailItems.id });
  return rows.length === 1;
}

export async function updateRetailItem(tx: Tx, storeId: string, id: string, fields: RetailFields) {
  const rows = await tx
    .update(retailItems)
    .set({
      ...fields,
      archivedAt: fields.archivedAt && sql`coalesce(${retailItems.archivedAt}, ${fields.archivedAt})`,
    })
    .where(and(eq(retailItems.storeId, storeId), eq(retailItems.id, id)))
    .returning({ id: retailItems.id });
  return rows.length === 1;
}

/**
 * Moves an item's stock by `delta` only if it stays at 0 or more: one conditional update, so it
 * queues behind (and after) any order taking units at the same time and never oversells. The
 * stock it left, or null when the item is missing or the stock would go below 0.
 */
export async function moveStock(tx: Tx, storeId: string, id: string, delta: number): Promise<number | null> {
  const [row] = await tx
    .update(retailItems)
    .set({ stock: sql`${retailItems.stock} + ${delta}` })
    .where(and(eq(retailItems.storeId, storeId), eq(retailItems.id, id), gte(retailItems.stock, -delta)))
    .returning({ stock: retailItems.stock });
  return row ? row.stock : null;
}
