import type { StaffRetail, StaffRetailItem, StockAdjustment } from '@salon/contract';
import type { Db, Tx } from '#api/db/client';
import type { StoreRow } from '#api/db/rows';
import { at, toSeconds } from '#api/db/time';
import { ApiError } from '#api/http/errors';
import { recordChange } from '#api/modules/audit/service';
import { type AdjustmentRow, insertAdjustment, listAdjustments } from '#api/modules/retail/service';
import type { StaffScope } from '#api/modules/scope';
import { newId } from './staff';
import * as repo from './staff-repository';

function toItem({ archivedAt, ...row }: repo.StaffRetailRow): StaffRetailItem {
  return { ...row, archived: archivedAt !== null };
}

function toAdjustment(row: AdjustmentRow): StockAdjustment {
  return {
    id: row.id,
    at: toSeconds(row.at),
    staff: { id: row.staffId, name: row.staffName },
    delta: row.delta,
    reason: row.reason,
    stockAfter: row.stockAfter,
  };
}

async function readItem(tx: Tx, store: StoreRow, id: string): Promise<StaffRetailItem> {
  const [row] = await repo.loadAllRetailItems(tx, store.id, id);
  if (!row) throw new ApiError('MENU_ITEM_NOT_FOUND');
  return toItem(row);
}

/** Every retail item (hidden and archived marked) with its stock, and the retail categories. */
export async function staffRetail(db: Db, { store }: StaffScope): Promise<StaffRetail> {
  const [categories, items] = await Promise.all([
    repo.loadAllCategories(db, store.id),
    repo.loadAllRetailItems(db, store.id),
  ]);
  return { categories: categories.filter((c) => c.kind === 'retail'), items: items.map(toItem) };
}

interface ItemFields {
  name: string;
  description: string | null;
  image: string | null;
  price: number;
  hidden: boolean;
  archived: boolean;
}

const rowFields = ({ archived, ...fields }: ItemFields) => ({ ...fields, archivedAt: archived ? new Date() : null });

export async function createRetailItem(
  db: Db,
  scope: StaffScope,
  { id, categoryId, stock, ...fields }: ItemFields & { id?: string; categoryId?: string; stock: number },
): Promise<StaffRetailItem> {
  const { store } = scope;
  return db.transaction(async (tx) => {
    const itemId = id ?? newId('item');
    if (!(await repo.insertRetailItem(tx, store.id, itemId, { ...rowFields(fields), stock })))
      throw new ApiError('MENU_ID_EXISTS');
    if (categoryId && !(await repo.appendToCategory(tx, store.id, categoryId, 'retail', itemId)))
      throw new ApiError('MENU_ITEM_NOT_FOUND');
    const after = await readItem(tx, store, itemId);
    await recordChange(tx, scope, {
      operation: 'staffCreateRetailItem',
      entity: 'retailItem',
      entityId: itemId,
      after,
    });
    return after;
  });
}

export async function updateRetailItem(db: Db, scope: StaffScope, itemId: string, fields: ItemFields) {
  const { store } = scope;
  return db.transaction(async (tx) => {
    const before = await readItem(tx, store, itemId);
    await repo.updateRetailItem(tx, store.id, itemId, rowFields(fields));
    const after = await readItem(tx, store, itemId);
    await recordChange(tx, scope, {
      operation: 'staffUpdateRetailItem',
      entity: 'retailItem',
      entityId: itemId,
      before,
      after,
    });
    return after;
  });
}

/**
 * Moves an item's stock by `delta` with the reason and who did it, in one transaction: the stock
 * update is conditional (never below 0) and row-locked, so an order taking units at the same time
 * either goes first (and this sees the lower stock) or after (and sees this one's).
 */
export async function adjustStock(
  db: Db,
  scope: StaffScope,
  itemId: string,
  { delta, reason }: { delta: number; reason: string },
) {
  const { store, actor, now } = scope;
  return db.transaction(async (tx) => {
    const before = await readItem(tx, store, itemId);
    const stockAfter = await repo.moveStock(tx, store.id, itemId, delta);
    if (stockAfter === null) throw new ApiError('STOCK_BELOW_ZERO');
    const adjustment = await insertAdjustment(tx, {
      storeId: store.id,
      itemId,
      staffId: actor.staffId,
      staffName: actor.name,
      delta,
      reason,
      stockAfter,
      at: at(now),
    });
    const after = { item: { ...before, stock: stockAfter }, adjustment: toAdjustment(adjustment) };
    await recordChange(tx, scope, {
      operation: 'staffAdjustStock',
      entity: 'retailItem',
      entityId: itemId,
      before: { stock: before.stock },
      after,
    });
    return after;
  });
}

export async function stockAdjustments(db: Db, { store }: StaffScope, itemId: string) {
  await readItem(db, store, itemId);
  return { adjustments: (await listAdjustments(db, store.id, itemId)).map(toAdjustment) };
}
