import { and, isNotNull, lt, lte } from 'drizzle-orm';
import type { Tx } from '#api/db/client';
import { loginTokens } from '#api/db/schema/auth';
import { bookings } from '#api/db/schema/bookings';
import { lineLogins, otpCodes, otpSends, phoneSessions } from '#api/db/schema/otp';
import { at } from '#api/db/time';

/** Every statement of the periodic clean-up. Times are unix seconds; each returns how many rows it touched. */

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

/**
 * Idempotency keys of bookings made before `before`: the key (and the hash of its request) is
 * forgotten, the booking stays. A repeat of so old a request is a new request.
 */
export async function clearIdempotencyKeysBefore(db: Tx, before: number): Promise<number> {
  const rows = await db
    .update(bookings)
    .set({ idempotencyKey: null, requestHash: null })
    .where(and(isNotNull(bookings.idempotencyKey), lt(bookings.createdAt, at(before))))
    .returning({ id: bookings.id });
  return rows.length;
}
