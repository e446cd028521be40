import type { Tx } from '#api/db/client';
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

export function failedJobs(db: Tx, storeId: string) {
  return failedOfStore(db, storeId, 100);
}

export function pruneDoneJobs(db: Tx, now: number): Promise<number> {
  return deleteDoneBefore(db, now - DONE_RETENTION_SECONDS);
}
