import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '#api/context';
import { closeUnpickedOrders as closeUnpicked } from '#api/modules/retail/status';
import * as repo from './repository';

/** Idempotency keys are honoured for a day; code sends count for a day (the daily send limit). */
const IDEMPOTENCY_RETENTION_SECONDS = 24 * 3600;
const OTP_SEND_RETENTION_SECONDS = 24 * 3600;
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
}

/**
 * Deletes what has expired at `now` (unix seconds): codes, sessions, LINE logins, tokens, old
 * idempotency keys; and closes pickup orders left unpicked past the hold.
 */
export async function runCleanup(deps: Pick<AppContext, 'db' | 'payments'>, now: number): Promise<CleanupResult> {
  const { db } = deps;
  return {
    otpCodes: await repo.deleteExpiredOtpCodes(db, now),
    otpSends: await repo.deleteOtpSendsBefore(db, now - OTP_SEND_RETENTION_SECONDS),
    phoneSessions: await repo.deleteExpiredPhoneSessions(db, now),
    lineLogins: await repo.deleteExpiredLineLogins(db, now),
    loginTokens: await repo.deleteExpiredLoginTokens(db, now),
    idempotencyKeys: await repo.clearIdempotencyKeysBefore(db, now - IDEMPOTENCY_RETENTION_SECONDS),
    unpickedOrders: await closeUnpickedOrders(deps, now),
  };
}

/** The open pickup orders past the hold are closed by the system, through the retail module's own status change. */
function closeUnpickedOrders(deps: Pick<AppContext, 'db' | 'payments'>, now: number): Promise<number> {
  return closeUnpicked(deps, now - PICKUP_HOLD_SECONDS, now, UNPICKED_PER_RUN);
}

export interface CleanupJob {
  /** One run now (what the timer does); resolves when it is done. */
  runOnce(): Promise<CleanupResult | null>;
  stop(): void;
}

/**
 * Runs the clean-up every `intervalSeconds` with the app's clock (0: never). The timer is unref'd,
 * so it never keeps the process alive; a failed run is logged (counts only) and retried next time.
 */
export function startCleanupJob(
  ctx: Pick<AppContext, 'db' | 'clock' | 'payments'>,
  intervalSeconds: number,
  log: FastifyBaseLogger,
): CleanupJob {
  let running: Promise<CleanupResult | null> | null = null;
  const runOnce = () => {
    running ??= runCleanup(ctx, ctx.clock.now())
      .then((result) => {
        log.info({ cleanup: result }, 'cleanup done');
        return result;
      })
      .catch((err: unknown) => {
        // Never the error's message: a failed query's message carries its bound parameters.
        log.warn({ errorName: err instanceof Error ? err.name : typeof err }, 'cleanup failed');
        return null;
      })
      .finally(() => {
        running = null;
      });
    return running;
  };
  const timer = intervalSeconds > 0 ? setInterval(() => void runOnce(), intervalSeconds * 1000) : null;
  timer?.unref();
  return {
    runOnce,
    stop: () => {
      if (timer) clearInterval(timer);
    },
  };
}
