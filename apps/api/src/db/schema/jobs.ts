import { JOB_STATES } from '@salon/domain';
import { bigint, index, integer, jsonb, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { stores } from './catalog';
import { oneOf } from './vocabulary';

/**
 * The durable job queue (modules/jobs, docs/decisions/jobs.md). A job is claimed by one worker with
 * `FOR UPDATE SKIP LOCKED` under a lease (`locked_until`): a worker that dies (kill -9) leaves it
 * `running` until the lease runs out, then another claims it. `(name, key)` is unique: enqueueing the
 * same key twice (a reminder for one booking and start time, one run of a schedule's slot) is one job.
 * Times are unix seconds of the app's clock, so the test clock moves them.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    key: text('key').notNull(),
    /** The store the job is for (staff of that store see it failed); null for the sweeps of every store. */
    storeId: uuid('store_id').references(() => stores.id, { onDelete: 'cascade' }),
    payload: jsonb('payload').notNull().default({}),
    state: text('state', { enum: JOB_STATES }).notNull().default('queued'),
    runAt: bigint('run_at', { mode: 'number' }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    lockedUntil: bigint('locked_until', { mode: 'number' }),
    lockedBy: text('locked_by'),
    lastError: text('last_error'),
    createdAt: bigint('created_at', { mode: 'number' }).notNull(),
    finishedAt: bigint('finished_at', { mode: 'number' }),
  },
  (t) => [
    unique('jobs_name_key').on(t.name, t.key),
    index('jobs_due').on(t.state, t.runAt),
    index('jobs_store_state').on(t.storeId, t.state),
    oneOf('jobs_state', t.state, JOB_STATES),
  ],
);
