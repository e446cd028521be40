import { and, desc, eq } from 'drizzle-orm';
import type { Tx } from '#api/db/client';
import { stockAdjustments } from '#api/db/schema/retail';

/**
 * The stock adjustments (a delivery counted in, breakage, a recount) the menu's stock editor makes:
 * written in the editor's transaction with the stock they change. Exported through `service.ts`.
 */

/** Records one adjustment (in the caller's transaction); the row made. */
export async function insertAdjustment(tx: Tx, row: typeof stockAdjustments.$inferInsert) {
  const [made] = await tx.insert(stockAdjustments).values(row).returning();
  return made!;
}
export type AdjustmentRow = typeof stockAdjustments.$inferSelect;

/** An item's latest adjustments, newest first. */
export async function listAdjustments(db: Tx, storeId: string, itemId: string, limit = 100) {
  return db
    .select()
    .from(stockAdjustments)
    .where(and(eq(stockAdjustments.storeId, storeId), eq(stockAdjustments.itemId, itemId)))
    .orderBy(desc(stockAdjustments.id))
    .limit(limit);
}
