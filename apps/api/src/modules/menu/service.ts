import type { RetailMenu, ServiceMenu } from '@salon/contract';
import { designerServices, genderAllowed } from '@salon/domain';
import type { Db } from '#api/db/client';
import type { Scope } from '#api/modules/scope';
import { serviceProducts } from '../catalog/service';
import { customerGender } from '../customer/service';
import { resolveDesignerScope } from '../store/service';
import * as repo from './repository';
import { toCategories, toProvider } from './views';

export interface MenuDeps {
  db: Db;
}

/**
 * The services of the store, its categories and designers. A designer's page (userId) lists only
 * what that designer offers; a known customer (customerId) does not see services limited to
 * another gender.
 */
export async function serviceMenu(
  deps: MenuDeps,
  { store }: Scope,
  query: { userId?: string; customerId?: string },
): Promise<ServiceMenu> {
  const { db } = deps;
  const designer = await resolveDesignerScope(db, store, query.userId);
  const [all, providerRows, categoryRows, gender] = await Promise.all([
    serviceProducts(db, store),
    repo.loadActiveProviders(db, store.id),
    repo.loadCategories(db, store.id, 'service'),
    query.customerId ? customerGender(db, store.id, query.customerId) : null,
  ]);
  // A designer's services: the one rule the staff booking form lists them by too (domain designerServices).
  const theirs = designer ? new Set(designerServices(all, designer.id).map((s) => s.id)) : null;
  const list = all.filter((p) => (!theirs || theirs.has(p.id)) && (!gender || genderAllowed(p, gender)));
  return {
    products: list,
    categories: toCategories(categoryRows, list),
    users: (designer ? [designer] : providerRows).map(toProvider),
  };
}

/** The retail items of the store (sold-out ones too) and their categories; none when retailEnable is off. */
export async function retailMenu(deps: MenuDeps, { store }: Scope, query: { userId?: string }): Promise<RetailMenu> {
  await resolveDesignerScope(deps.db, store, query.userId);
  // A store that does not sell online lists nothing to buy (decisions/retail.md).
  if (!store.retailEnable) return { products: [], categories: [] };
  const [products, categoryRows] = await Promise.all([
    repo.loadRetailItems(deps.db, store.id),
    repo.loadCategories(deps.db, store.id, 'retail'),
  ]);
  return { products, categories: toCategories(categoryRows, products) };
}

/** What 業績 asks of the menu: each service's category (the first that lists it), by product id. */
export async function serviceCategoryOf(db: Db, storeId: string): Promise<Map<string, string>> {
  const byProduct = new Map<string, string>();
  for (const c of await repo.loadCategories(db, storeId, 'service'))
    for (const id of c.productIds) if (!byProduct.has(id)) byProduct.set(id, c.id);
  return byProduct;
}

/** The store's service categories (id and name), in the menu's order: what commission rates are set per. */
export async function serviceCategoriesOf(db: Db, storeId: string): Promise<{ id: string; name: string }[]> {
  return (await repo.loadCategories(db, storeId, 'service')).map((c) => ({ id: c.id, name: c.name }));
}
