import type { RetailStockItem } from '@salon/domain';
import type { Tx } from '#api/db/client';
import { ApiError } from '#api/http/errors';
import * as repo from './repository';

/** Retail sold at the counter with a booking's bill: the shelf as it is, and stock taken once. */

export function shelf(db: Tx, storeId: string): Promise<RetailStockItem[]> {
  return repo.loadStock(db, storeId);
}

/**
 * Takes the units sold, each by one conditional update (never below zero, whatever races it), in
 * item order so two counters never wait on each other crosswise; STOCK_NOT_ENOUGH names the item.
 */
export async function sellAtCounter(tx: Tx, storeId: string, lines: readonly { itemId: string; quantity: number }[]) {
  for (const line of [...lines].sort((a, b) => a.itemId.localeCompare(b.itemId))) {
    if (!(await repo.takeStock(tx, storeId, line.itemId, line.quantity))) {
      throw new ApiError('STOCK_NOT_ENOUGH', { data: { itemId: line.itemId } });
    }
  }
}
