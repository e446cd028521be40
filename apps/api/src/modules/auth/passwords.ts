import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { AUTH_LIMITS } from '@salon/contract';
import { and, eq, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customerPasswords } from '../../db/schema/index';
import { authError } from './otp';

type Runner = Pick<Db, 'select' | 'insert' | 'update'>;

const N = 16384;
const R = 8;
const P = 1;
const KEYLEN = 32;

function derive(password: string, salt: Buffer, n: number, r: number, p: number): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEYLEN, { N: n, r, p, maxmem: 64 * 1024 * 1024 }, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );
}

/** scrypt$N$r$p$salt$hash (base64url), with a random 16-byte salt. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, N, R, P);
  return `scrypt$${N}$${R}$${P}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [kind, n, r, p, salt, hash] = stored.split('$');
  if (kind !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await derive(password, Buffer.from(salt, 'base64url'), Number(n), Number(r), Number(p));
  return key.length === expected.length && timingSafeEqual(key, expected);
}

const ts = (seconds: number) => sql`${new Date(seconds * 1000).toISOString()}::timestamptz`;

/** Sets (or replaces) a customer's password; its failed tries start over. */
export async function setPassword(db: Runner, customerId: string, password: string, now: number) {
  const row = {
    passwordHash: await hashPassword(password),
    attempts: 0,
    windowStart: new Date(now * 1000),
    updatedAt: new Date(now * 1000),
  };
  await db
    .insert(customerPasswords)
    .values({ customerId, ...row })
    .onConflictDoUpdate({ target: customerPasswords.customerId, set: row });
}

export async function hasPassword(db: Runner, customerId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: customerPasswords.customerId })
    .from(customerPasswords)
    .where(eq(customerPasswords.customerId, customerId))
    .limit(1);
  return Boolean(row);
}

/**
 * Checks a password. At most 5 checks per customer per 15-minute window, each taken by one
 * conditional UPDATE (like codes, concurrent guesses cannot pass the limit); a right password
 * starts the count over.
 */
export async function checkPassword(db: Db, customerId: string, password: string, now: number): Promise<void> {
  const { passwordMaxTries: MAX, passwordWindowSeconds: WINDOW } = AUTH_LIMITS;
  const cutoff = now - WINDOW;
  const stale = lte(customerPasswords.windowStart, new Date(cutoff * 1000));
  const [row] = await db
    .update(customerPasswords)
    .set({
      attempts: sql`CASE WHEN ${customerPasswords.windowStart} <= ${ts(cutoff)} THEN 1 ELSE ${customerPasswords.attempts} + 1 END`,
      windowStart: sql`CASE WHEN ${customerPasswords.windowStart} <= ${ts(cutoff)} THEN ${ts(now)} ELSE ${customerPasswords.windowStart} END`,
    })
    .where(and(eq(customerPasswords.customerId, customerId), or(stale, lt(customerPasswords.attempts, MAX))))
    .returning({
      hash: customerPasswords.passwordHash,
      attempts: customerPasswords.attempts,
      windowStart: customerPasswords.windowStart,
    });

  if (!row) {
    const [current] = await db
      .select({ windowStart: customerPasswords.windowStart })
      .from(customerPasswords)
      .where(eq(customerPasswords.customerId, customerId))
      .limit(1);
    if (!current) throw authError(422, 'PASSWORD_INVALID');
    const retryAfter = Math.max(1, Math.floor(current.windowStart.getTime() / 1000) + WINDOW - now);
    throw authError(429, 'PASSWORD_LOCKED', { retryAfter });
  }
  if (!(await verifyPassword(password, row.hash))) {
    const remainingTries = MAX - row.attempts;
    if (remainingTries <= 0) {
      const retryAfter = Math.max(1, Math.floor(row.windowStart.getTime() / 1000) + WINDOW - now);
      throw authError(429, 'PASSWORD_LOCKED', { retryAfter });
    }
    throw authError(422, 'PASSWORD_INVALID', { remainingTries });
  }
  await db.update(customerPasswords).set({ attempts: 0 }).where(eq(customerPasswords.customerId, customerId));
}
