import { and, asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '#api/db/client';
import { preparedPerHandle } from '#api/db/prepared';
import { designerBlocks, staffInboxSeen } from '#api/db/schema/calendar';
import { at, toSeconds } from '#api/db/time';

/** The calendar's own table: a designer's blocked time. */

export type BlockRow = typeof designerBlocks.$inferSelect;

const blocksOverlapping = preparedPerHandle((db) =>
  db
    .select()
    .from(designerBlocks)
    .where(
      sql`${designerBlocks.storeId} = ${sql.placeholder('storeId')}::uuid
        AND ${designerBlocks.startTime} < to_timestamp(${sql.placeholder('to')})
        AND ${designerBlocks.endTime} > to_timestamp(${sql.placeholder('from')})`,
    )
    .orderBy(asc(designerBlocks.startTime))
    .prepare('blocks_overlapping'),
);

/** The store's blocked time overlapping [from, to). */
export async function blocksBetween(db: Tx, storeId: string, from: number, to: number) {
  return blocksOverlapping(db).execute({ storeId, from, to });
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

/** When the member last marked the inbox seen (unix s), null when never. */
export async function inboxSeenAt(db: Tx, staffId: string): Promise<number | null> {
  const [row] = await db.select().from(staffInboxSeen).where(eq(staffInboxSeen.staffId, staffId));
  return row ? toSeconds(row.seenAt) : null;
}

/** The member has looked at the inbox now; what it replaced. */
export async function markInboxSeen(tx: Tx, storeId: string, staffId: string, now: number) {
  await tx
    .insert(staffInboxSeen)
    .values({ storeId, staffId, seenAt: at(now) })
    .onConflictDoUpdate({ target: staffInboxSeen.staffId, set: { seenAt: at(now) } });
}
