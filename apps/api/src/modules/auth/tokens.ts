import { AUTH_LIMITS, type LoginResult } from '@salon/contract';
import type { Db, Tx } from '#api/db/client';
import type { CustomerRow } from '#api/db/rows';
import { ApiError } from '#api/http/errors';
import { hashSecret, newSecret } from '#api/platform/secrets';
import * as repo from './repository';
import { toLoginResult } from './views';

export type { CustomerRow } from '#api/db/rows';

const TOKEN_TTL_SECONDS = 90 * 86400;
const RENEW_WITHIN = AUTH_LIMITS.renewWithinDays * 86400;

/** A new random token (256 bits) for a customer of one store; only its hash is stored. */
export async function issueToken(db: Tx, customer: CustomerRow, now: number) {
  const token = newSecret();
  const expireTime = now + TOKEN_TTL_SECONDS;
  await repo.insertLoginToken(db, {
    tokenHash: hashSecret(token),
    storeId: customer.storeId,
    customerId: customer.id,
    expiresAt: expireTime,
  });
  return { token, expireTime };
}

/** Signs the customer in: a new token and the login result. */
export async function loginResult(db: Tx, customer: CustomerRow, now: number): Promise<LoginResult> {
  return toLoginResult(customer, await issueToken(db, customer, now));
}

export async function revokeToken(db: Tx, token: string, now: number): Promise<void> {
  await repo.revokeLoginToken(db, hashSecret(token), now);
}

export interface Session {
  customer: CustomerRow;
  token: string;
  expireTime: number;
}

/**
 * The signed-in customer for an `access-token` and the store it belongs to (a token signs in to
 * one store), or null when it is unknown, expired or revoked. Sent with the reads of the requests
 * that arrive together; it needs no store, so a request can read it beside its store's.
 */
export async function findLiveSession(
  db: Tx,
  token: string,
  now: number,
): Promise<(Session & { storeId: string }) | null> {
  if (token.length > 200) return null;
  const row = await repo.findLiveLoginToken(db, hashSecret(token), now);
  return row ? { customer: row.customer, storeId: row.storeId, token, expireTime: row.expireTime } : null;
}

/** The signed-in customer of this store for an `access-token`, or null when it is unknown, expired, revoked or another store's. */
export async function findSession(db: Tx, storeId: string, token: string, now: number): Promise<Session | null> {
  const live = await findLiveSession(db, token, now);
  if (!live || live.storeId !== storeId) return null;
  const { storeId: _, ...session } = live;
  return session;
}

/**
 * Keeps a token with 29 days or more left; otherwise replaces it, and the old one stops working.
 * Only the call that revokes the old token gets a new one, so concurrent renewals cannot fork it.
 */
export async function renewToken(deps: { db: Db }, { session, now }: { session: Session; now: number }) {
  if (session.expireTime - now >= RENEW_WITHIN) return toLoginResult(session.customer, session);
  if (!(await repo.revokeLiveLoginToken(deps.db, hashSecret(session.token), now))) throw new ApiError('UNAUTHORIZED');
  return loginResult(deps.db, session.customer, now);
}
