import { and, eq, gt, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { arrivalBatch } from '#api/db/arrival-batch';
import type { Tx } from '#api/db/client';
import { preparedPerHandle } from '#api/db/prepared';
import { loginTokens } from '#api/db/schema/auth';
import { customers } from '#api/db/schema/customers';
import { customerPasswords, lineLogins, phoneSessions } from '#api/db/schema/otp';
import { at, toSeconds } from '#api/db/time';

/**
 * Sign-in tokens, registration sessions, LINE logins, passwords and the customer rows sign-in
 * writes. Times are unix seconds.
 */

export type LineLoginRow = typeof lineLogins.$inferSelect;

interface SecretColumns {
  hash: PgColumn;
  storeId: PgColumn;
  /** Set once the secret is used up (or revoked). */
  closedAt: PgColumn;
  expiresAt: PgColumn;
}

/** The row of this hashed secret in this store, while it is neither used up nor expired. */
const live = (t: SecretColumns, hash: string, storeId: string, now: number) =>
  and(eq(t.hash, hash), eq(t.storeId, storeId), isNull(t.closedAt), gt(t.expiresAt, at(now)));

const PHONE_SESSION: SecretColumns = {
  hash: phoneSessions.tokenHash,
  storeId: phoneSessions.storeId,
  closedAt: phoneSessions.usedAt,
  expiresAt: phoneSessions.expiresAt,
};
const LINE_LOGIN: SecretColumns = {
  hash: lineLogins.idHash,
  storeId: lineLogins.storeId,
  closedAt: lineLogins.usedAt,
  expiresAt: lineLogins.expiresAt,
};

// Sign-in tokens ---------------------------------------------------------------------------------

export interface NewLoginToken {
  tokenHash: string;
  storeId: string;
  customerId: string;
  expiresAt: number;
}

export async function insertLoginToken(db: Tx, token: NewLoginToken): Promise<void> {
  await db.insert(loginTokens).values({ ...token, expiresAt: at(token.expiresAt) });
}

export async function revokeLoginToken(db: Tx, tokenHash: string, now: number): Promise<void> {
  await db
    .update(loginTokens)
    .set({ revokedAt: at(now) })
    .where(eq(loginTokens.tokenHash, tokenHash));
}

/** Revokes a token that is not revoked yet: false when another call revoked it first. */
export async function revokeLiveLoginToken(db: Tx, tokenHash: string, now: number): Promise<boolean> {
  const [revoked] = await db
    .update(loginTokens)
    .set({ revokedAt: at(now) })
    .where(and(eq(loginTokens.tokenHash, tokenHash), isNull(loginTokens.revokedAt)))
    .returning({ hash: loginTokens.tokenHash });
  return Boolean(revoked);
}

/** The live (not revoked) tokens among these hashes, with their store, expiry and customer. */
const liveTokensQuery = preparedPerHandle((db) =>
  db
    .select({
      hash: loginTokens.tokenHash,
      storeId: loginTokens.storeId,
      expiresAt: loginTokens.expiresAt,
      customer: customers,
    })
    .from(loginTokens)
    .innerJoin(customers, eq(customers.id, loginTokens.customerId))
    .where(
      and(sql`${loginTokens.tokenHash} = ANY(${sql.placeholder('hashes')}::text[])`, isNull(loginTokens.revokedAt)),
    )
    .prepare('live_login_tokens'),
);

type LiveToken = Awaited<ReturnType<ReturnType<typeof liveTokensQuery>['execute']>>[number];

/** Every signed-in request reads its token: the requests that arrive together share one prepared read. */
const liveTokens = preparedPerHandle((db) =>
  arrivalBatch<string, LiveToken>(async (hashes) => {
    const rows = await liveTokensQuery(db).execute({ hashes: [...hashes] });
    const byHash = new Map(rows.map((row) => [row.hash, row]));
    return hashes.map((hash) => byHash.get(hash) ?? null);
  }),
);

/** The customer of a token that is neither revoked nor expired, with its store and expiry. */
export async function findLiveLoginToken(db: Tx, tokenHash: string, now: number) {
  const row = await liveTokens(db).load(tokenHash);
  if (!row || row.expiresAt.getTime() <= now * 1000) return null;
  return { customer: row.customer, storeId: row.storeId, expireTime: toSeconds(row.expiresAt) };
}

// Registration sessions (authToken) --------------------------------------------------------------

/** Deletes the phone's sessions that expired or are more than a day old. */
export async function prunePhoneSessions(db: Tx, storeId: string, phone: string, now: number): Promise<void> {
  await db
    .delete(phoneSessions)
    .where(
      and(
        eq(phoneSessions.storeId, storeId),
        eq(phoneSessions.phoneE164, phone),
        or(lt(phoneSessions.expiresAt, at(now)), lt(phoneSessions.createdAt, at(now - 86400))),
      ),
    );
}

export async function insertPhoneSession(
  db: Tx,
  session: { tokenHash: string; storeId: string; phoneE164: string; expiresAt: number; createdAt: number },
): Promise<void> {
  await db
    .insert(phoneSessions)
    .values({ ...session, expiresAt: at(session.expiresAt), createdAt: at(session.createdAt) });
}

/** Marks a live session of the store used in one conditional UPDATE (once, even under races); its phone, or null. */
export async function usePhoneSession(db: Tx, tokenHash: string, storeId: string, now: number): Promise<string | null> {
  const [row] = await db
    .update(phoneSessions)
    .set({ usedAt: at(now) })
    .where(live(PHONE_SESSION, tokenHash, storeId, now))
    .returning({ phone: phoneSessions.phoneE164 });
  return row?.phone ?? null;
}

// LINE logins (lineLoginId) -----------------------------------------------------------------------

export async function insertLineLogin(
  db: Tx,
  login: Omit<LineLoginRow, 'expiresAt' | 'createdAt' | 'usedAt'> & { expiresAt: number; createdAt: number },
): Promise<void> {
  // The LINE user's expired logins are pruned as new ones are made.
  await db
    .delete(lineLogins)
    .where(
      and(
        eq(lineLogins.storeId, login.storeId),
        eq(lineLogins.lineUserId, login.lineUserId),
        lt(lineLogins.expiresAt, at(login.createdAt)),
      ),
    );
  await db.insert(lineLogins).values({ ...login, expiresAt: at(login.expiresAt), createdAt: at(login.createdAt) });
}

export async function findLiveLineLogin(db: Tx, idHash: string, storeId: string, now: number) {
  const [row] = await db
    .select()
    .from(lineLogins)
    .where(live(LINE_LOGIN, idHash, storeId, now))
    .limit(1);
  return row ?? null;
}

/** Marks a live LINE login used (once, even under races): false when it no longer is. */
export async function useLineLogin(db: Tx, login: LineLoginRow, now: number): Promise<boolean> {
  const [used] = await db
    .update(lineLogins)
    .set({ usedAt: at(now) })
    .where(live(LINE_LOGIN, login.idHash, login.storeId, now))
    .returning({ id: lineLogins.idHash });
  return Boolean(used);
}

// Customers --------------------------------------------------------------------------------------

// Passwords --------------------------------------------------------------------------------------

const ts = (seconds: number) => sql`${at(seconds).toISOString()}::timestamptz`;

/** Sets (or replaces) a customer's password hash; its failed tries start over. */
export async function savePassword(
  db: Tx,
  customer: { id: string; storeId: string },
  passwordHash: string,
  now: number,
): Promise<void> {
  const row = { passwordHash, attempts: 0, windowStart: at(now), updatedAt: at(now) };
  await db
    .insert(customerPasswords)
    .values({ storeId: customer.storeId, customerId: customer.id, ...row })
    .onConflictDoUpdate({ target: customerPasswords.customerId, set: row });
}

export async function findPassword(db: Tx, customerId: string) {
  const [row] = await db
    .select({ windowStart: customerPasswords.windowStart })
    .from(customerPasswords)
    .where(eq(customerPasswords.customerId, customerId))
    .limit(1);
  return row ? { windowStart: toSeconds(row.windowStart) } : null;
}

/**
 * Takes one password try in a single conditional UPDATE: a window older than `window` seconds
 * starts over at 1, else the count goes up unless `maxTries` are used. null: no try left (or no password).
 */
export async function takePasswordTry(db: Tx, customerId: string, now: number, window: number, maxTries: number) {
  const cutoff = now - window;
  const stale = lte(customerPasswords.windowStart, at(cutoff));
  const [row] = await db
    .update(customerPasswords)
    .set({
      attempts: sql`CASE WHEN ${customerPasswords.windowStart} <= ${ts(cutoff)} THEN 1 ELSE ${customerPasswords.attempts} + 1 END`,
      windowStart: sql`CASE WHEN ${customerPasswords.windowStart} <= ${ts(cutoff)} THEN ${ts(now)} ELSE ${customerPasswords.windowStart} END`,
    })
    .where(and(eq(customerPasswords.customerId, customerId), or(stale, lt(customerPasswords.attempts, maxTries))))
    .returning({
      hash: customerPasswords.passwordHash,
      attempts: customerPasswords.attempts,
      windowStart: customerPasswords.windowStart,
    });
  return row ? { hash: row.hash, attempts: row.attempts, windowStart: toSeconds(row.windowStart) } : null;
}

export async function resetPasswordTries(db: Tx, customerId: string): Promise<void> {
  await db.update(customerPasswords).set({ attempts: 0 }).where(eq(customerPasswords.customerId, customerId));
}
