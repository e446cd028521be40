import { lt, lte } from 'drizzle-orm';
import type { Tx } from '#api/db/client';
import { loginTokens } from '#api/db/schema/auth';
import { lineLogins, otpCodes, otpSends, phoneSessions } from '#api/db/schema/otp';
import { at } from '#api/db/time';

/** The clean-up's statements on the sign-in tables. Times are unix seconds; each returns how many rows it deleted. */

/** Sign-in codes past their expiry (used or not). */
export async function deleteExpiredOtpCodes(db: Tx, now: number): Promise<number> {
  const rows = await db
    .delete(otpCodes)
    .where(lte(otpCodes.expiresAt, at(now)))
    .returning({ id: otpCodes.id });
  return rows.length;
}

/** Code sends older than the window the send limits look at. */
export async function deleteOtpSendsBefore(db: Tx, before: number): Promise<number> {
  const rows = await db
    .delete(otpSends)
    .where(lt(otpSends.sentAt, at(before)))
    .returning({ id: otpSends.id });
  return rows.length;
}

/** Registration sessions (proven phones) past their expiry. */
export async function deleteExpiredPhoneSessions(db: Tx, now: number): Promise<number> {
  const rows = await db
    .delete(phoneSessions)
    .where(lte(phoneSessions.expiresAt, at(now)))
    .returning({ id: phoneSessions.tokenHash });
  return rows.length;
}

/** Verified LINE identities past their expiry. */
export async function deleteExpiredLineLogins(db: Tx, now: number): Promise<number> {
  const rows = await db
    .delete(lineLogins)
    .where(lte(lineLogins.expiresAt, at(now)))
    .returning({ id: lineLogins.idHash });
  return rows.length;
}

/** Sign-in tokens past their expiry. */
export async function deleteExpiredLoginTokens(db: Tx, now: number): Promise<number> {
  const rows = await db
    .delete(loginTokens)
    .where(lte(loginTokens.expiresAt, at(now)))
    .returning({ id: loginTokens.tokenHash });
  return rows.length;
}
