import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { customers, loginTokens } from '../../db/schema/index';
import { unauthorized } from '../../http/errors';

export const TOKEN_TTL_SECONDS = 90 * 86400;
export type CustomerRow = typeof customers.$inferSelect;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new random token (256 bits) for a customer of one store; only its hash is stored. */
export async function issueToken(db: Db, customer: CustomerRow, now: number) {
  const token = randomBytes(32).toString('base64url');
  const expireTime = now + TOKEN_TTL_SECONDS;
  await db.insert(loginTokens).values({
    tokenHash: hashToken(token),
    storeId: customer.storeId,
    customerId: customer.id,
    expiresAt: new Date(expireTime * 1000),
  });
  return { token, expireTime };
}

/** The spec's login result: token, expireTime, userId, gender, sourceId. */
export async function loginResult(db: Db, customer: CustomerRow, now: number) {
  const { token, expireTime } = await issueToken(db, customer, now);
  return { token, expireTime, userId: customer.id, gender: customer.gender, sourceId: customer.lineUserId };
}

export async function revokeToken(db: Db, token: string, now: number) {
  await db
    .update(loginTokens)
    .set({ revokedAt: new Date(now * 1000) })
    .where(eq(loginTokens.tokenHash, hashToken(token)));
}

export interface Session {
  customer: CustomerRow;
  token: string;
  expireTime: number;
}

/** The signed-in customer of this store from the `access-token` header, or null. */
export async function findSession(ctx: AppContext, storeId: string, request: FastifyRequest): Promise<Session | null> {
  const header = request.headers['access-token'];
  const token = Array.isArray(header) ? header[0] : header;
  if (!token || token.length > 200) return null;
  const now = new Date(ctx.clock.now() * 1000);
  const [row] = await ctx.db
    .select({ customer: customers, expiresAt: loginTokens.expiresAt })
    .from(loginTokens)
    .innerJoin(customers, eq(customers.id, loginTokens.customerId))
    .where(
      and(
        eq(loginTokens.tokenHash, hashToken(token)),
        eq(loginTokens.storeId, storeId),
        isNull(loginTokens.revokedAt),
        gt(loginTokens.expiresAt, now),
      ),
    )
    .limit(1);
  return row ? { customer: row.customer, token, expireTime: Math.floor(row.expiresAt.getTime() / 1000) } : null;
}

/** Like findSession, but a missing, expired, revoked or other-store token is a 401 UNAUTHORIZED. */
export async function requireSession(ctx: AppContext, storeId: string, request: FastifyRequest): Promise<Session> {
  const session = await findSession(ctx, storeId, request);
  if (!session) throw unauthorized();
  return session;
}
