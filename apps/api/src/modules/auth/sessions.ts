import { randomBytes } from 'node:crypto';
import { AUTH_LIMITS } from '@salon/contract';
import { and, eq, gt, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { lineLogins, phoneSessions } from '../../db/schema/index';
import type { LineIdentity } from '../../platform/line/index';
import { authError } from './otp';
import { hashToken } from './tokens';

/** Any query runner: the database or a transaction on it. */
type Runner = Pick<Db, 'select' | 'insert' | 'update' | 'delete'>;

const toDate = (seconds: number) => new Date(seconds * 1000);
const newSecret = () => randomBytes(32).toString('base64url');

// Registration sessions (authToken) ------------------------------------------------------------

/** A short-lived proof that this phone was verified in this store (256 random bits, stored hashed). */
export async function issuePhoneSession(db: Db, storeId: string, phone: string, now: number) {
  const authToken = newSecret();
  const expireTime = now + AUTH_LIMITS.authTokenTtlSeconds;
  // Old sessions of this phone are pruned as new ones are made.
  await db
    .delete(phoneSessions)
    .where(
      and(
        eq(phoneSessions.storeId, storeId),
        eq(phoneSessions.phoneE164, phone),
        or(lt(phoneSessions.expiresAt, toDate(now)), lt(phoneSessions.createdAt, toDate(now - 86400))),
      ),
    );
  await db.insert(phoneSessions).values({
    tokenHash: hashToken(authToken),
    storeId,
    phoneE164: phone,
    expiresAt: toDate(expireTime),
    createdAt: toDate(now),
  });
  return { authToken, authTokenExpireTime: expireTime };
}

/**
 * Uses up a registration session of this store (one conditional UPDATE: it works once, even under
 * concurrent calls) and returns its phone; an unknown, used, expired or other-store one is a 403.
 */
export async function consumePhoneSession(db: Runner, storeId: string, authToken: string, now: number) {
  const [row] = await db
    .update(phoneSessions)
    .set({ usedAt: toDate(now) })
    .where(
      and(
        eq(phoneSessions.tokenHash, hashToken(authToken)),
        eq(phoneSessions.storeId, storeId),
        isNull(phoneSessions.usedAt),
        gt(phoneSessions.expiresAt, toDate(now)),
      ),
    )
    .returning({ phone: phoneSessions.phoneE164 });
  if (!row) throw authError(403, 'AUTH_SESSION_INVALID');
  return row.phone;
}

// LINE logins (lineLoginId) ---------------------------------------------------------------------

export type LineLoginRow = typeof lineLogins.$inferSelect;

export async function issueLineLogin(db: Db, storeId: string, identity: LineIdentity, now: number) {
  const lineLoginId = newSecret();
  await db
    .delete(lineLogins)
    .where(
      and(
        eq(lineLogins.storeId, storeId),
        eq(lineLogins.lineUserId, identity.sub),
        lt(lineLogins.expiresAt, toDate(now)),
      ),
    );
  await db.insert(lineLogins).values({
    idHash: hashToken(lineLoginId),
    storeId,
    lineUserId: identity.sub,
    name: identity.name,
    picture: identity.picture,
    expiresAt: toDate(now + AUTH_LIMITS.lineLoginTtlSeconds),
    createdAt: toDate(now),
  });
  return lineLoginId;
}

/** The live LINE login of this store, or 403 LINE_UNAUTHORIZED. */
export async function requireLineLogin(db: Runner, storeId: string, lineLoginId: string, now: number) {
  const [row] = await db
    .select()
    .from(lineLogins)
    .where(
      and(
        eq(lineLogins.idHash, hashToken(lineLoginId)),
        eq(lineLogins.storeId, storeId),
        isNull(lineLogins.usedAt),
        gt(lineLogins.expiresAt, toDate(now)),
      ),
    )
    .limit(1);
  if (!row) throw authError(403, 'LINE_UNAUTHORIZED');
  return row;
}

/** Uses up a LINE login (once, even under concurrent calls), or 403 LINE_UNAUTHORIZED. */
export async function consumeLineLogin(db: Runner, row: LineLoginRow, now: number) {
  const [used] = await db
    .update(lineLogins)
    .set({ usedAt: toDate(now) })
    .where(and(eq(lineLogins.idHash, row.idHash), isNull(lineLogins.usedAt), gt(lineLogins.expiresAt, toDate(now))))
    .returning({ id: lineLogins.idHash });
  if (!used) throw authError(403, 'LINE_UNAUTHORIZED');
}
