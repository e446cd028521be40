import type { CommissionRules, PerformanceTotals } from '@salon/domain';
import { sql } from 'drizzle-orm';
import { check, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { storeIdColumn } from './catalog';
import { staffMembers } from './staff';

/** A rule set as stored: everything but the date it applies from (its own column). */
export type StoredRules = Omit<CommissionRules, 'effectiveFrom'>;

/**
 * The store's commission rules (issue 40), one row per set the owner saved, each applying from its
 * date on: a line is paid under the set in force when its money moved, so a later set never reaches
 * back. A set saved again for the same date replaces it, unless that date lies in a closed month.
 */
export const commissionRules = pgTable(
  'commission_rules',
  {
    storeId: storeIdColumn(),
    effectiveFrom: timestamp('effective_from', { withTimezone: true }).notNull(),
    rules: jsonb('rules').$type<StoredRules>().notNull(),
    staffId: uuid('staff_id').references(() => staffMembers.id, { onDelete: 'set null' }),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.effectiveFrom] })],
);

/**
 * A month closed for payroll: its figures as they were when closed (each designer's totals), and
 * from then on no rule set may take effect in it.
 */
export const performanceClosings = pgTable(
  'performance_closings',
  {
    storeId: storeIdColumn(),
    /** The month in the store's zone, '2026-11'. */
    month: text('month').notNull(),
    totals: jsonb('totals').$type<PerformanceTotals[]>().notNull(),
    staffId: uuid('staff_id').references(() => staffMembers.id, { onDelete: 'set null' }),
    closedAt: timestamp('closed_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.month] }),
    check('performance_closings_month', sql`${t.month} ~ '^[0-9]{4}-[0-9]{2}$'`),
  ],
);
