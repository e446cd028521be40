import type { Tx } from '#api/db/client';
import { at } from '#api/db/time';
import type { StaffScope } from '#api/modules/scope';
import { deleteDoneBefore, failedOfStore, insertJob, type NewJob } from './repository';

/** Finished jobs are kept a week (staff may ask what was sent), then their rows go. */
const DONE_RETENTION_SECONDS = 7 * 24 * 3600;

/**
 * Adds a job in the caller's transaction (pass the transaction that changes the booking: the job
 * exists exactly when the change commits). The same name and key twice is one job; true when added.
 */
export function enqueue(db: Tx, job: NewJob, now: number): Promise<boolean> {
  return insertJob(db, job, now);
}

/** GET /staff/jobs/failed: the store's latest jobs (at most 100) that ran out of attempts, with their last error. */
export async function failedJobs(db: Tx, { store }: StaffScope) {
  return {
    jobs: (await failedOfStore(db, store.id, 100)).map((job) => ({
      id: job.id,
      name: job.name,
      attempts: job.attempts,
      error: job.lastError,
      createdAt: at(job.createdAt).toISOString(),
      failedAt: job.finishedAt === null ? null : at(job.finishedAt).toISOString(),
    })),
  };
}

export function pruneDoneJobs(db: Tx, now: number): Promise<number> {
  return deleteDoneBefore(db, now - DONE_RETENTION_SECONDS);
}
