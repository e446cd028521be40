import { and, desc, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { Tx } from '#api/db/client';
import { jobs } from '#api/db/schema/jobs';

/** Every statement of the job queue. Times are unix seconds of the app's clock. */

export type JobRow = typeof jobs.$inferSelect;

export interface NewJob {
  name: string;
  /** Unique per name: the same key enqueued twice is one job (omit it for a job that is always new). */
  key: string;
  storeId?: string | null;
  payload?: Record<string, unknown>;
  runAt: number;
  maxAttempts?: number;
}

/** Adds the job unless one with its name and key exists; true when added. Runs in the caller's transaction. */
export async function insertJob(db: Tx, job: NewJob, now: number): Promise<boolean> {
  const rows = await db
    .insert(jobs)
    .values({
      name: job.name,
      key: job.key,
      storeId: job.storeId ?? null,
      payload: job.payload ?? {},
      runAt: job.runAt,
      maxAttempts: job.maxAttempts ?? 5,
      createdAt: now,
    })
    .onConflictDoNothing({ target: [jobs.name, jobs.key] })
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/**
 * Claims up to `limit` due jobs for `worker` until `lockedUntil`: queued ones whose time has come,
 * and running ones whose worker's lease ran out (it died). One statement; rows another worker is
 * claiming at the same moment are skipped (SKIP LOCKED), so each job goes to one worker.
 */
export async function claimDue(
  db: Tx,
  {
    now,
    worker,
    lockedUntil,
    limit,
    names,
  }: { now: number; worker: string; lockedUntil: number; limit: number; names: string[] },
): Promise<JobRow[]> {
  const due = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        inArray(jobs.name, names),
        or(
          and(eq(jobs.state, 'queued'), lte(jobs.runAt, now)),
          and(eq(jobs.state, 'running'), lte(jobs.lockedUntil, now)),
        ),
      ),
    )
    .orderBy(jobs.runAt)
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(jobs)
    .set({ state: 'running', attempts: sql`${jobs.attempts} + 1`, lockedBy: worker, lockedUntil })
    .where(inArray(jobs.id, due))
    .returning();
}

/** This worker's claim of the job, still its own (not taken over after its lease ran out). */
const stillMine = (job: Pick<JobRow, 'id' | 'attempts' | 'lockedBy'>) =>
  and(
    eq(jobs.id, job.id),
    eq(jobs.state, 'running'),
    eq(jobs.attempts, job.attempts),
    eq(jobs.lockedBy, job.lockedBy ?? ''),
  );

export async function markDone(db: Tx, job: JobRow, now: number): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ state: 'done', finishedAt: now, lockedUntil: null, lastError: null })
    .where(stillMine(job))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/** A failed attempt: queued again at `retryAt`, or failed for good when `retryAt` is null. */
export async function markFailed(db: Tx, job: JobRow, error: string, now: number, retryAt: number | null) {
  await db
    .update(jobs)
    .set(
      retryAt === null
        ? { state: 'failed', finishedAt: now, lockedUntil: null, lastError: error }
        : { state: 'queued', runAt: retryAt, lockedUntil: null, lockedBy: null, lastError: error },
    )
    .where(stillMine(job));
}

/** A store's jobs that ran out of attempts, newest first. */
export function failedOfStore(db: Tx, storeId: string, limit: number): Promise<JobRow[]> {
  return db
    .select()
    .from(jobs)
    .where(and(eq(jobs.storeId, storeId), eq(jobs.state, 'failed')))
    .orderBy(desc(jobs.finishedAt))
    .limit(limit);
}

/** Jobs finished (done) before `before`: their keys are no longer needed to refuse a duplicate. */
export async function deleteDoneBefore(db: Tx, before: number): Promise<number> {
  const rows = await db
    .delete(jobs)
    .where(and(eq(jobs.state, 'done'), lt(jobs.finishedAt, before)))
    .returning({ id: jobs.id });
  return rows.length;
}
