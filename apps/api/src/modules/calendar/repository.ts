import { and, asc, eq, gt, lt } from 'drizzle-orm';
import type { Tx } from '#api/db/client';
import { designerBlocks } from '#api/db/schema/calendar';
import { at } from '#api/db/time';

/** The calendar's own table: a designer's blocked time. */

export type BlockRow = typeof designerBlocks.$inferSelect;

/** The store's blocked time overlapping [from, to). */
export async function blocksBetween(db: Tx, storeId: string, from: number, to: number) {
  return db
    .select()
    .from(designerBlocks)
    .where(
      and(
        eq(designerBlocks.storeId, storeId),
        lt(designerBlocks.startTime, at(to)),
        gt(designerBlocks.endTime, at(from)),
      ),
    )
    .orderBy(asc(designerBlocks.startTime));
}

export async function insertBlock(tx: Tx, row: typeof designerBlocks.$inferInsert) {
  const [inserted] = await tx.insert(designerBlocks).values(row).returning();
  return inserted!;
}

export async function findBlock(db: Tx, storeId: string, id: string) {
  const [row] = await db
    .select()
    .from(designerBlocks)
    .where(and(eq(designerBlocks.storeId, storeId), eq(designerBlocks.id, id)));
  return row ?? null;
}

export async function deleteBlock(db: Tx, storeId: string, id: string) {
  await db.delete(designerBlocks).where(and(eq(designerBlocks.storeId, storeId), eq(designerBlocks.id, id)));
}
