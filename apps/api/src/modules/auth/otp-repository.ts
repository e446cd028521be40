import type { SendType } from '@salon/domain';
import { and, asc, eq, gt, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Tx } from '#api/db/client';
import { otpCodes, otpPhones, otpSends } from '#api/db/schema/otp';
import { at, toSeconds } from '#api/db/time';

/** One-time codes and the sends counted against a phone's limits. Times are unix seconds. */

export type OtpCodeRow = typeof otpCodes.$inferSelect;

const codeOf = (storeId: string, phone: string) => and(eq(otpCodes.storeId, storeId), eq(otpCodes.phoneE164, phone));

/** Locks the phone's row until the transaction ends, so sends to one phone are counted one at a time. */
export async function lockPhone(tx: Tx, phone: string): Promise<void> {
  await tx.insert(otpPhones).values({ phoneE164: phone }).onConflictDoNothing();
  await tx.select({ p: otpPhones.phoneE164 }).from(otpPhones).where(eq(otpPhones.phoneE164, phone)).for('update');
}

/** The times of the phone's sends after `since`, oldest first; older sends are deleted. */
export async function sendsSince(tx: Tx, phone: string, since: number): Promise<number[]> {
  await tx.delete(otpSends).where(and(eq(otpSends.phoneE164, phone), lte(otpSends.sentAt, at(since))));
  const rows = await tx
    .select({ sentAt: otpSends.sentAt })
    .from(otpSends)
    .where(and(eq(otpSends.phoneE164, phone), gt(otpSends.sentAt, at(since))))
    .orderBy(asc(otpSends.sentAt));
  return rows.map((r) => toSeconds(r.sentAt));
}

export interface NewSend {
  id: string;
  phoneE164: string;
  storeId: string;
  channel: SendType;
  sentAt: number;
}

export async function recordSend(tx: Tx, send: NewSend): Promise<void> {
  await tx.insert(otpSends).values({ ...send, sentAt: at(send.sentAt) });
}

export async function deleteSend(db: Tx, id: string): Promise<void> {
  await db.delete(otpSends).where(eq(otpSends.id, id));
}

export async function findCode(db: Tx, storeId: string, phone: string): Promise<OtpCodeRow | null> {
  const [row] = await db.select().from(otpCodes).where(codeOf(storeId, phone)).limit(1);
  return row ?? null;
}

export interface NewCode {
  id: string;
  channel: SendType;
  codeHash: string;
  salt: string;
  sentAt: number;
  expiresAt: number;
}

/** The phone's new code in the store, replacing the previous one and its tries. */
export async function saveCode(tx: Tx, storeId: string, phone: string, code: NewCode): Promise<void> {
  const row = { ...code, sentAt: at(code.sentAt), expiresAt: at(code.expiresAt), attempts: 0, usedAt: null };
  await tx
    .insert(otpCodes)
    .values({ storeId, phoneE164: phone, ...row })
    .onConflictDoUpdate({ target: [otpCodes.storeId, otpCodes.phoneE164], set: row });
}

/** Puts back the code a failed send replaced (or removes the failed one), unless another send replaced it since. */
export async function restoreCode(
  db: Tx,
  storeId: string,
  phone: string,
  failedCodeId: string,
  previous: OtpCodeRow | null,
): Promise<void> {
  const failed = and(codeOf(storeId, phone), eq(otpCodes.id, failedCodeId));
  if (previous) await db.update(otpCodes).set(previous).where(failed);
  else await db.delete(otpCodes).where(failed);
}

/**
 * Takes one try of the live code in a single conditional UPDATE (unused, not expired, fewer than
 * `maxTries` so far): however many checks race, at most `maxTries` are evaluated. null: no try left.
 */
export async function takeCodeTry(db: Tx, storeId: string, phone: string, now: number, maxTries: number) {
  const [row] = await db
    .update(otpCodes)
    .set({ attempts: sql`${otpCodes.attempts} + 1` })
    .where(
      and(
        codeOf(storeId, phone),
        isNull(otpCodes.usedAt),
        gt(otpCodes.expiresAt, at(now)),
        lt(otpCodes.attempts, maxTries),
      ),
    )
    .returning({ id: otpCodes.id, codeHash: otpCodes.codeHash, salt: otpCodes.salt, attempts: otpCodes.attempts });
  return row ?? null;
}

/** Marks the code used, once: false when another check used it first. */
export async function useCode(db: Tx, storeId: string, phone: string, id: string, now: number): Promise<boolean> {
  const [used] = await db
    .update(otpCodes)
    .set({ usedAt: at(now) })
    .where(and(codeOf(storeId, phone), eq(otpCodes.id, id), isNull(otpCodes.usedAt)))
    .returning({ id: otpCodes.id });
  return Boolean(used);
}
