import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '#api/context';
import { windowDays } from '#api/db/day-versions';
import { clearExpiredSignIns } from '#api/modules/auth/expiry';
import { foldBusyVersions } from '#api/modules/availability/busy-cache';
import { clearIdempotencyKeysBefore } from '#api/modules/bookings/service';
import { foldCalendarVersions } from '#api/modules/calendar/version';
import type { JobKind } from '#api/modules/jobs/runner';
import { pruneDoneJobs } from '#api/modules/jobs/service';
import { closeUnpickedOrders as closeUnpicked } from '#api/modules/retail/status';

/** Idempotency keys are honoured for a day. */
const IDEMPOTENCY_RETENTION_SECONDS = 24 * 3600;
/** An order not picked up 7 days after its pickup time (or its creation) is closed and its stock returned. */
export const PICKUP_HOLD_SECONDS = 7 * 24 * 3600;
const UNPICKED_PER_RUN = 500;

export interface CleanupResult {
  otpCodes: number;
  otpSends: number;
  phoneSessions: number;
  lineLogins: number;
  loginTokens: number;
  idempotencyKeys: number;
  unpickedOrders: number;
  doneJobs: number;
  /** Version rows of past days folded into one per store and day (calendar's and busy time's). */
  versionRows: number;
}

/**
 * Deletes what has expired at `now` (unix seconds): codes, sessions, LINE logins, tokens, old
 * idempotency keys; closes pickup orders left unpicked past the hold; folds past days' version
 * rows (calendar, busy time) into one per store and day. Each owner does its own part (auth's
 * clearExpiredSignIns, bookings' clearIdempotencyKeysBefore, retail, jobs, calendar's and
 * availability's folds); this module touches no table.
 */
export async function runCleanup(deps: Pick<AppContext, 'db' | 'payments'>, now: number): Promise<CleanupResult> {
  const { db } = deps;
  // Days before yesterday (UTC) are folded: a store's today, in any zone, is yesterday or today in UTC.
  const yesterday = windowDays(now, now).first - 1;
  return {
    ...(await clearExpiredSignIns(db, now)),
    idempotencyKeys: await clearIdempotencyKeysBefore(db, now - IDEMPOTENCY_RETENTION_SECONDS),
    unpickedOrders: await closeUnpickedOrders(deps, now),
    doneJobs: await pruneDoneJobs(db, now),
    versionRows: (await foldCalendarVersions(db, yesterday)) + (await foldBusyVersions(db, yesterday)),
  };
}

/** The open pickup orders past the hold are closed by the system, through the retail module's own status change. */
function closeUnpickedOrders(deps: Pick<AppContext, 'db' | 'payments'>, now: number): Promise<number> {
  return closeUnpicked(deps, now - PICKUP_HOLD_SECONDS, now, UNPICKED_PER_RUN);
}

/**
 * The clean-up as a scheduled job of the queue (modules/jobs/start.ts): one run per interval across
 * every API process, with the app's clock. Logs counts only.
 */
export function cleanupJob(ctx: Pick<AppContext, 'db' | 'payments'>, log: FastifyBaseLogger): JobKind {
  return {
    name: 'cleanup',
    run: async (_job, now) => {
      const result = await runCleanup(ctx, now);
      log.info({ cleanup: result }, 'cleanup done');
    },
  };
}
