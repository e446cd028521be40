import { sql } from 'drizzle-orm';
import { bigint, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { storeIdColumn } from './catalog';
import { staffMembers } from './staff';

/**
 * Every change staff make: who, what (the operation and the record), when, before and after.
 * Append-only: a trigger (migration 0022) refuses UPDATE and DELETE.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    storeId: storeIdColumn(),
    staffId: uuid('staff_id').references(() => staffMembers.id, { onDelete: 'set null' }),
    /** The member's name then (kept when the member is gone). */
    staffName: text('staff_name').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    /** The operation, by its endpoint id (staffBlockCustomer, staffBookingStatus, …). */
    operation: text('operation').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [index('audit_log_store_at').on(t.storeId, sql`${t.at} DESC`)],
);
