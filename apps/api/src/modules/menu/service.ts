import type { Category, Provider, RetailMenu, ServiceMenu, ServiceProduct } from '@salon/contract';
import { genderAllowed, offersProduct } from '@salon/domain';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  categories,
  customers,
  productProviders,
  products,
  providers,
  retailItems,
  subItemProviders,
  subItems,
} from '../../db/schema/index';
import type { ProviderRow } from '../store/service';

export function toProvider(p: ProviderRow): Provider {
  return { id: p.id, name: p.name, avatar: p.avatar, title: p.title, description: p.description };
}

async function loadCategories(db: Db, storeId: string, kind: 'service' | 'retail'): Promise<Category[]> {
  const rows = await db
    .select()
    .from(categories)
    .where(and(eq(categories.storeId, storeId), eq(categories.kind, kind)))
    .orderBy(asc(categories.sort));
  return rows.map((c) => ({ id: c.id, name: c.name, productIds: c.productIds }));
}

/** Every active service product of a store with its designer overrides and sub-items, in the spec's shape. */
export async function loadServiceProducts(db: Db, storeId: string): Promise<ServiceProduct[]> {
  const [productRows, overrideRows, subItemRows, subOverrideRows] = await Promise.all([
    db
      .select()
      .from(products)
      .where(and(eq(products.storeId, storeId), isNull(products.archivedAt)))
      .orderBy(asc(products.sort)),
    db.select().from(productProviders).where(eq(productProviders.storeId, storeId)),
    db.select().from(subItems).where(eq(subItems.storeId, storeId)).orderBy(asc(subItems.sort)),
    db.select().from(subItemProviders).where(eq(subItemProviders.storeId, storeId)),
  ]);
  return productRows.map((p) => ({
    id: p.id,
    name: p.name,
    description: p.description,
    image: p.image,
    price: p.price,
    duration: p.duration,
    isAssigned: p.isAssigned,
    subItemType: p.subItemType,
    isShowSubItem: p.isShowSubItem,
    customerLimited: p.customerLimited,
    // Spec: provider values fall back to the product's when useDefault.
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

async function customerGender(db: Db, storeId: string, customerId: string | undefined) {
  if (!customerId) return null;
  const [row] = await db
    .select({ gender: customers.gender })
    .from(customers)
    .where(and(eq(customers.storeId, storeId), eq(customers.id, customerId)))
    .limit(1);
  return row?.gender ?? null;
}

export async function serviceMenu(
  db: Db,
  storeId: string,
  designer: ProviderRow | null,
  customerId?: string,
): Promise<ServiceMenu> {
  const [all, providerRows, cats, gender] = await Promise.all([
    loadServiceProducts(db, storeId),
    loadActiveProviders(db, storeId),
    loadCategories(db, storeId, 'service'),
    customerGender(db, storeId, customerId),
  ]);
  const list = all.filter((p) => (!designer || offersProduct(p, designer.id)) && (!gender || genderAllowed(p, gender)));
  const ids = new Set(list.map((p) => p.id));
  return {
    products: list,
    categories: cats
      .map((c) => ({ ...c, productIds: c.productIds.filter((id) => ids.has(id)) }))
      .filter((c) => c.productIds.length > 0),
    users: (designer ? [designer] : providerRows).map(toProvider),
  };
}

export async function retailMenu(db: Db, storeId: string): Promise<RetailMenu> {
  const [rows, cats] = await Promise.all([
    db
      .select()
      .from(retailItems)
      .where(and(eq(retailItems.storeId, storeId), isNull(retailItems.archivedAt)))
      .orderBy(asc(retailItems.sort)),
    loadCategories(db, storeId, 'retail'),
  ]);
  const ids = new Set(rows.map((r) => r.id));
  return {
    products: rows.map((r) => ({
      id: r.id,
      name: r.name,
      description: r.description,
      image: r.image,
      price: r.price,
      stock: r.stock,
    })),
    categories: cats
      .map((c) => ({ ...c, productIds: c.productIds.filter((id) => ids.has(id)) }))
      .filter((c) => c.productIds.length > 0),
  };
}
