import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  customType,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { providers, storeIdColumn } from './catalog';
import { staffMembers } from './staff';

/** A PostgreSQL tstzrange; only ever written by the database (a generated column). */
const tstzrange = customType<{ data: string; driverData: string }>({ dataType: () => 'tstzrange' });

/**
 * Time a designer is not bookable although working: a break, a meeting, a training. Availability
 * treats it as busy; a trigger (migration 0021) refuses a booking event over it, and a block is
 * made only where no active booking event lies, under the designer's row lock.
 */
export const designerBlocks = pgTable(
  'designer_blocks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: storeIdColumn(),
    providerId: text('provider_id').notNull(),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }).notNull(),
    during: tstzrange('during').notNull().generatedAlwaysAs(sql`tstzrange("start_time", "end_time", '[)')`),
    reason: text('reason').notNull().default(''),
    createdBy: uuid('created_by').references(() => staffMembers.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: 'designer_blocks_provider_fk',
      columns: [t.storeId, t.providerId],
      foreignColumns: [providers.storeId, providers.id],
    }).onDelete('cascade'),
    index('designer_blocks_store_during').using('gist', t.storeId, t.providerId, t.during),
    check('designer_blocks_time_order', sql`${t.endTime} > ${t.startTime}`),
  ],
);

/**
 * When a member of staff last looked at the inbox of online bookings (migration 0037): one row per
 * member, moved forward by `POST /staff/inbox/seen`; what changed online after it is new to them.
 */
export const staffInboxSeen = pgTable('staff_inbox_seen', {
  storeId: storeIdColumn(),
  staffId: uuid('staff_id')
    .primaryKey()
    .references(() => staffMembers.id, { onDelete: 'cascade' }),
  seenAt: timestamp('seen_at', { withTimezone: true }).notNull(),
});

/**
 * How often anything the staff calendar shows of a store has changed, per day: a window's version
 * is the sum of `n` over the store's rows of the days it touches and its rows of day -1, moved by
 * triggers (migrations 0042, 0048) in the writing transaction. Bookings, their services, blocked
 * time and payments of bookings add to each day (unix day, UTC: `version_days`) their times touch,
 * before and after a move; a customer's name, phone or staff notes (on any day) add to day -1.
 * Designers and hours are the catalogue's version (stores.catalog_version). The calendar's ETag is
 * built from both, so an unchanged poll is answered 304 after one read of this sum, and a booking for
 * next week leaves today's window as it was. As busy_versions, a writer adds 1 to its own
 * connection's slot (backend pid mod 64): concurrent bookings do not queue on one row.
 */
export const calendarVersions = pgTable(
  'calendar_versions',
  {
    storeId: storeIdColumn(),
    /** Unix day (UTC) of the changed times; -1: every day. */
    day: integer('day').notNull().default(-1),
    slot: integer('slot').notNull(),
    n: bigint('n', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.day, t.slot] })],
);
