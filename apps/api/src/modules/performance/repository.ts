import { and, desc, eq } from 'drizzle-orm';
import type { Tx } from '#api/db/client';
import { commissionRules, performanceClosings } from '#api/db/schema/performance';

/** Every SQL statement of 業績's own tables: the rule sets and the months closed for payroll. */

export type RuleSetRow = typeof commissionRules.$inferSelect;
export type ClosingRow = typeof performanceClosings.$inferSelect;

export function ruleSetRows(db: Tx, storeId: string): Promise<RuleSetRow[]> {
  return db
    .select()
    .from(commissionRules)
    .where(eq(commissionRules.storeId, storeId))
    .orderBy(desc(commissionRules.effectiveFrom));
}

/** Saves a set for its date, replacing one saved for the same date; answers the one replaced. */
export async function saveRuleSet(tx: Tx, row: RuleSetRow): Promise<RuleSetRow | null> {
  const [before] = await tx
    .select()
    .from(commissionRules)
    .where(and(eq(commissionRules.storeId, row.storeId), eq(commissionRules.effectiveFrom, row.effectiveFrom)))
    .for('update');
  await tx
    .insert(commissionRules)
    .values(row)
    .onConflictDoUpdate({
      target: [commissionRules.storeId, commissionRules.effectiveFrom],
      set: { rules: row.rules, staffId: row.staffId, savedAt: row.savedAt },
    });
  return before ?? null;
}

export function closingRows(db: Tx, storeId: string): Promise<ClosingRow[]> {
  return db
    .select()
    .from(performanceClosings)
    .where(eq(performanceClosings.storeId, storeId))
    .orderBy(desc(performanceClosings.month));
}

/** Closes a month; false when it was closed already (by this request's twin, too). */
export async function insertClosing(tx: Tx, row: ClosingRow): Promise<boolean> {
  const inserted = await tx
    .insert(performanceClosings)
    .values(row)
    .onConflictDoNothing()
    .returning({ month: performanceClosings.month });
  return inserted.length === 1;
}
