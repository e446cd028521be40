import { randomBytes } from 'node:crypto';
import {
  type AddIssue,
  categoryRules,
  issuesToFieldErrors,
  type ProductInput,
  productRules,
  type StaffMenu,
  type StaffService,
  validationMessage,
} from '@salon/contract';
import type { ProductKind } from '@salon/domain';
import type { Db, Tx } from '#api/db/client';
import type { StoreRow } from '#api/db/rows';
import { ApiError } from '#api/http/errors';
import { recordChange } from '#api/modules/audit/service';
import type { StaffScope } from '#api/modules/scope';
import { allServiceProducts } from '../catalog/service';
import { loadActiveProviders } from './repository';
import * as repo from './staff-repository';

/** A new record's id when the form gave none: the kind's prefix and 8 random letters or digits. */
export function newId(prefix: string): string {
  return `${prefix}-${randomBytes(6).toString('base64url').replace(/[-_]/g, '0').slice(0, 8)}`;
}

/** Runs a set of rules; a broken one is 400 VALIDATION_FAILED naming each field, before anything is written. */
function checkRules(run: (add: AddIssue) => void): void {
  const issues: { path: PropertyKey[]; message: string }[] = [];
  run((path, message) => issues.push({ path, message }));
  if (!issues.length) return;
  const fields = issuesToFieldErrors(issues);
  throw new ApiError('VALIDATION_FAILED', {
    data: { fields },
    message: validationMessage(fields),
  });
}

/** The staff's whole menu: every category, every service (hidden and archived marked), the designers. */
export async function staffMenu(db: Db, { store }: StaffScope): Promise<StaffMenu> {
  const [categories, services, designers] = await Promise.all([
    repo.loadAllCategories(db, store.id),
    allServiceProducts(db, store.id),
    loadActiveProviders(db, store.id),
  ]);
  return {
    categories,
    services: services.map(toStaffService),
    designers: designers.map((d) => ({ id: d.id, name: d.name })),
  };
}

function toStaffService({ archivedAt, ...p }: Awaited<ReturnType<typeof allServiceProducts>>[number]) {
  return { ...p, archived: archivedAt !== null };
}

async function readService(tx: Tx, store: StoreRow, id: string): Promise<StaffService> {
  const found = (await allServiceProducts(tx, store.id)).find((p) => p.id === id);
  if (!found) throw new ApiError('PRODUCT_NOT_EXISTS');
  return toStaffService(found);
}

export async function createCategory(
  db: Db,
  scope: StaffScope,
  body: { id?: string; name: string; kind: ProductKind },
) {
  return db.transaction(async (tx) => {
    const made = await repo.insertCategory(tx, scope.store.id, { ...body, id: body.id ?? newId('cat') });
    if (!made) throw new ApiError('MENU_ID_EXISTS');
    await recordChange(tx, scope, {
      operation: 'staffCreateCategory',
      entity: 'category',
      entityId: made.id,
      after: made,
    });
    return made;
  });
}

/** Renames a category or sets its items (each of its kind, once); before and after go to the audit log. */
export async function changeCategory(
  db: Db,
  scope: StaffScope,
  id: string,
  changes: { name?: string; productIds?: string[]; en?: { name: string; description?: string | null } | null },
) {
  const { store } = scope;
  return db.transaction(async (tx) => {
    const before = await repo.findCategory(tx, store.id, id);
    if (!before) throw new ApiError('MENU_ITEM_NOT_FOUND');
    if (changes.productIds) {
      const known = await repo.itemIds(tx, store.id, before.kind);
      checkRules((add) => categoryRules(changes.productIds!, known, add));
    }
    const after = (await repo.updateCategory(tx, store.id, id, changes))!;
    await recordChange(tx, scope, {
      operation: 'staffUpdateCategory',
      entity: 'category',
      entityId: id,
      before,
      after,
    });
    return after;
  });
}

/** The kind's categories in the order given: each of them exactly once. */
export async function orderCategories(db: Db, scope: StaffScope, { kind, ids }: { kind: ProductKind; ids: string[] }) {
  const { store } = scope;
  return db.transaction(async (tx) => {
    const all = await repo.loadAllCategories(tx, store.id);
    const mine = all.filter((c) => c.kind === kind).map((c) => c.id);
    const sameSet =
      ids.length === mine.length && new Set(ids).size === ids.length && ids.every((i) => mine.includes(i));
    if (!sameSet) checkRules((add) => add(['ids'], `須列出這個種類的每個分類各一次（${mine.length} 個）`));
    // Each kind keeps its own order; the other kind's categories stay where they are, after these.
    for (const [sort, id] of ids.entries()) await repo.setCategorySort(tx, store.id, id, sort);
    const after = { categories: await repo.loadAllCategories(tx, store.id) };
    await recordChange(tx, scope, { operation: 'staffOrderCategories', entity: 'store', entityId: store.id, after });
    return after;
  });
}

type ServiceFields = Omit<ProductInput, 'id'> & { hidden: boolean; archived: boolean };

async function checkService(tx: Tx, store: StoreRow, body: ServiceFields) {
  const designers = await repo.activeDesignerIds(tx, store.id);
  checkRules((add) => productRules(body, designers, add));
}

function rowFields({ providers: _p, subItems: _s, subItemProviders: _sp, archived, ...fields }: ServiceFields) {
  return { ...fields, archivedAt: archived ? new Date() : null };
}

/**
 * A new service with its sub-items and designers, in one transaction (the catalogue's version
 * moves with it, so the customer's menu shows it on its next request).
 */
export async function createService(
  db: Db,
  scope: StaffScope,
  { id, categoryId, ...body }: ServiceFields & { id?: string; categoryId?: string },
): Promise<StaffService> {
  const { store } = scope;
  return db.transaction(async (tx) => {
    await checkService(tx, store, body);
    const productId = id ?? newId('svc');
    if (!(await repo.insertProduct(tx, store.id, productId, rowFields(body)))) throw new ApiError('MENU_ID_EXISTS');
    await repo.replaceProductDetails(tx, store.id, productId, body);
    if (categoryId && !(await repo.appendToCategory(tx, store.id, categoryId, 'service', productId)))
      throw new ApiError('MENU_ITEM_NOT_FOUND');
    const after = await readService(tx, store, productId);
    await recordChange(tx, scope, { operation: 'staffCreateService', entity: 'product', entityId: productId, after });
    return after;
  });
}

/** Every field of a service at once (its sub-items and designer rows replaced); before and after go to the audit log. */
export async function updateService(
  db: Db,
  scope: StaffScope,
  productId: string,
  body: ServiceFields,
): Promise<StaffService> {
  const { store } = scope;
  return db.transaction(async (tx) => {
    const before = await readService(tx, store, productId);
    await checkService(tx, store, body);
    await repo.updateProductRow(tx, store.id, productId, rowFields(body));
    await repo.replaceProductDetails(tx, store.id, productId, body);
    const after = await readService(tx, store, productId);
    await recordChange(tx, scope, {
      operation: 'staffUpdateService',
      entity: 'product',
      entityId: productId,
      before,
      after,
    });
    return after;
  });
}
