import type { LineTokenVerifyResult, LoginResult, ParsedBody } from '@salon/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '#api/db/client';
import { databaseError, UNIQUE_VIOLATION } from '#api/db/errors';
import type { CustomerRow } from '#api/db/rows';
import { ApiError } from '#api/http/errors';
import { safeError } from '#api/http/log-safety';
import type { CustomerScope, Scope } from '#api/modules/scope';
import { type LineIdentity, LineUnavailableError, lineChannelId } from '#api/platform/line/index';
import { findCustomerByLineUser, setAvatar, setLineUser } from '../customer/service';
import type { AuthDeps } from './platform';
import type { LineLoginRow } from './repository';
import { consumeLineLogin, issueLineLogin, requireLineLogin } from './sessions';
import { loginResult } from './tokens';

/** 409 when this LINE user already belongs to another customer of the store. */
export async function assertLineFree(db: Tx, storeId: string, lineUserId: string, customerId?: string) {
  const other = await findCustomerByLineUser(db, storeId, lineUserId);
  if (other && other.id !== customerId) throw new ApiError('LINE_ALREADY_BOUND');
}

/**
 * Binds the LINE user of a verified LINE login to a customer (using the login up) and takes the
 * LINE picture as avatar when the customer has none.
 */
export async function bindLine(db: Db, customer: CustomerRow, login: LineLoginRow, now: number): Promise<CustomerRow> {
  await assertLineFree(db, customer.storeId, login.lineUserId, customer.id);
  try {
    return await db.transaction(async (tx) => {
      await consumeLineLogin(tx, login, now);
      return setLineUser(tx, customer.id, login.lineUserId, customer.avatar ?? login.picture, now);
    });
  } catch (err) {
    if (databaseError(err)?.code === UNIQUE_VIOLATION) throw new ApiError('LINE_ALREADY_BOUND');
    throw err;
  }
}

/** Checks a LIFF ID token with LINE (the store's channel is its audience) and keeps the identity as a LINE login. */
export async function verifyLineToken(
  deps: Pick<AuthDeps, 'db' | 'config' | 'lineVerifier'>,
  { store, now }: Scope,
  body: ParsedBody<'lineTokenVerify'>,
  log: FastifyBaseLogger,
): Promise<LineTokenVerifyResult> {
  const channelId = lineChannelId(store.liffId, deps.config, deps.lineVerifier);
  if (!channelId) throw new ApiError('LINE_NOT_ENABLED');
  let identity: LineIdentity | null;
  try {
    identity = await deps.lineVerifier.verify(body.lineToken, { channelId, nonce: body.nonce, now });
  } catch (err) {
    if (err instanceof LineUnavailableError) {
      log.warn({ err: safeError(err) }, 'LINE verify unavailable');
      throw new ApiError('SERVICE_UNAVAILABLE');
    }
    throw err;
  }
  if (!identity) throw new ApiError('LINE_UNAUTHORIZED');
  const lineLoginId = await issueLineLogin(deps.db, store.id, identity, now);
  return { lineLoginId, lineUserId: identity.sub, lineAvatar: identity.picture, lineName: identity.name };
}

/** Signs in the customer bound to the LINE login's user; RESOURCE_NOT_FOUND sends the client to sign in by phone. */
export async function lineSignIn(
  deps: { db: Db },
  { store, now }: Scope,
  body: ParsedBody<'lineOtpLogin'>,
): Promise<LoginResult> {
  const line = await requireLineLogin(deps.db, store.id, body.lineLoginId, now);
  const customer = await findCustomerByLineUser(deps.db, store.id, line.lineUserId);
  // The LINE login stays usable: after signing in by phone it binds the account.
  if (!customer) throw new ApiError('RESOURCE_NOT_FOUND');
  await consumeLineLogin(deps.db, line, now);
  if (!customer.avatar && line.picture) await setAvatar(deps.db, customer.id, line.picture);
  return loginResult(deps.db, customer, now);
}

/** Binds LINE to the signed-in customer; the client then goes to destinationURI. */
export async function bindLineToCustomer(
  deps: { db: Db },
  { store, now, actor }: CustomerScope,
  body: ParsedBody<'lineBinding'>,
) {
  const line = await requireLineLogin(deps.db, store.id, body.lineLoginId, now);
  const bound = await bindLine(deps.db, actor.customer, line, now);
  return { lineUserId: bound.lineUserId!, destinationURI: body.destinationURI };
}
