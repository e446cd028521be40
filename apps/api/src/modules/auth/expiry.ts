import type { Tx } from '#api/db/client';
import * as repo from './expiry-repository';

/** Code sends count for a day (the daily send limit); older ones are forgotten. */
const OTP_SEND_RETENTION_SECONDS = 24 * 3600;

/**
 * The clean-up's part of sign-in (called by the cleanup module's run): deletes the codes,
 * registration sessions, LINE identities and tokens expired at `now` (unix seconds), and the code
 * sends older than the send limits' window. How many of each.
 */
export async function clearExpiredSignIns(db: Tx, now: number) {
  return {
    otpCodes: await repo.deleteExpiredOtpCodes(db, now),
    otpSends: await repo.deleteOtpSendsBefore(db, now - OTP_SEND_RETENTION_SECONDS),
    phoneSessions: await repo.deleteExpiredPhoneSessions(db, now),
    lineLogins: await repo.deleteExpiredLineLogins(db, now),
    loginTokens: await repo.deleteExpiredLoginTokens(db, now),
  };
}
