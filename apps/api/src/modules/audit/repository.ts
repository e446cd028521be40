import { type AuditCategory, operationsIn, PRICE_FIELD, PRICED_OPERATIONS } from '@salon/domain';
import { and, desc, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '#api/db/client';
import { auditLog } from '#api/db/schema/audit';
import { at } from '#api/db/time';

/** The audit log's rows: written once, read by the owner, never changed (a trigger refuses it). */

export type AuditRow = typeof auditLog.$inferSelect;

export async function insertEntry(db: Tx, row: typeof auditLog.$inferInsert): Promise<void> {
  await db.insert(auditLog).values(row);
}

export interface AuditFilter {
  operation?: string;
  category?: AuditCategory;
  entityId?: string;
  staffId?: string;
  before?: number;
  /** Written at or after this moment (unix s), and before `to`. */
  from?: number;
  to?: number;
  limit: number;
}

/** The store's entries, newest first, optionally of one operation, record, member or time window, older than `before`. */
export async function listEntries(db: Tx, storeId: string, filter: AuditFilter): Promise<AuditRow[]> {
  const where: SQL[] = [eq(auditLog.storeId, storeId)];
  if (filter.operation) where.push(eq(auditLog.operation, filter.operation));
  if (filter.category) where.push(inCategory(filter.category));
  if (filter.entityId) where.push(eq(auditLog.entityId, filter.entityId));
  if (filter.staffId) where.push(eq(auditLog.staffId, filter.staffId));
  if (filter.before) where.push(lt(auditLog.id, filter.before));
  if (filter.from !== undefined) where.push(gte(auditLog.at, at(filter.from)));
  if (filter.to !== undefined) where.push(lt(auditLog.at, at(filter.to)));
  return db
    .select()
    .from(auditLog)
    .where(and(...where))
    .orderBy(desc(auditLog.id))
    .limit(filter.limit);
}

/**
 * Entries of a category (the domain's AUDIT_CATEGORY_OF); `price`: an edit of a priced record whose
 * before and after name different prices (the domain's isPriceChange, in SQL).
 */
function inCategory(category: AuditCategory): SQL {
  if (category !== 'price') return inArray(auditLog.operation, operationsIn(category));
  const [was, is] = [sql`${auditLog.before} -> ${PRICE_FIELD}`, sql`${auditLog.after} -> ${PRICE_FIELD}`];
  return and(
    inArray(auditLog.operation, [...PRICED_OPERATIONS]),
    sql`jsonb_typeof(${was}) = 'number'`,
    sql`jsonb_typeof(${is}) = 'number'`,
    sql`${was} <> ${is}`,
  )!;
}
