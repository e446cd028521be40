import { AUTH_LIMITS } from '@salon/contract';
import type { Tx } from '#api/db/client';
import { ApiError } from '#api/http/errors';
import type { LineIdentity } from '#api/platform/line/index';
import { hashSecret, newSecret } from '#api/platform/secrets';
import type { LineLoginRow } from './repository';
import * as repo from './repository';

/** Short-lived proofs, each a 256-bit random secret stored only hashed and usable once. */

// Registration sessions (authToken) ------------------------------------------------------------

/** Proof that this phone was verified in this store, for register, resetEmail and forgotPassword. */
export async function issuePhoneSession(db: Tx, storeId: string, phone: string, now: number) {
  const authToken = newSecret();
  const expireTime = now + AUTH_LIMITS.authTokenTtlSeconds;
  // Old sessions of this phone are pruned as new ones are made.
  await repo.prunePhoneSessions(db, storeId, phone, now);
  await repo.insertPhoneSession(db, {
    tokenHash: hashSecret(authToken),
    storeId,
    phoneE164: phone,
    expiresAt: expireTime,
    createdAt: now,
  });
  return { authToken, authTokenExpireTime: expireTime };
}

/**
 * Uses up a registration session of this store (it works once, even under concurrent calls) and
 * returns its phone; an unknown, used, expired or other-store one is a 403.
 */
export async function consumePhoneSession(db: Tx, storeId: string, authToken: string, now: number): Promise<string> {
  const phone = await repo.usePhoneSession(db, hashSecret(authToken), storeId, now);
  if (!phone) throw new ApiError('AUTH_SESSION_INVALID');
  return phone;
}

// LINE logins (lineLoginId) ---------------------------------------------------------------------

/** A verified LINE identity of this store, to sign in, register or bind with. */
export async function issueLineLogin(db: Tx, storeId: string, identity: LineIdentity, now: number): Promise<string> {
  const lineLoginId = newSecret();
  await repo.insertLineLogin(db, {
    idHash: hashSecret(lineLoginId),
    storeId,
    lineUserId: identity.sub,
    name: identity.name,
    picture: identity.picture,
    expiresAt: now + AUTH_LIMITS.lineLoginTtlSeconds,
    createdAt: now,
  });
  return lineLoginId;
}

/** The live LINE login of this store, or 403 LINE_UNAUTHORIZED. */
export async function requireLineLogin(db: Tx, storeId: string, lineLoginId: string, now: number) {
  const row = await repo.findLiveLineLogin(db, hashSecret(lineLoginId), storeId, now);
  if (!row) throw new ApiError('LINE_UNAUTHORIZED');
  return row;
}

/** Uses up a LINE login (once, even under concurrent calls), or 403 LINE_UNAUTHORIZED. */
export async function consumeLineLogin(db: Tx, row: LineLoginRow, now: number): Promise<void> {
  if (!(await repo.useLineLogin(db, row, now))) throw new ApiError('LINE_UNAUTHORIZED');
}
