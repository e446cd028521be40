import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { AUTH_LIMITS } from '@salon/contract';
import type { Tx } from '#api/db/client';
import { ApiError } from '#api/http/errors';
import * as repo from './repository';

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
async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, N, R, P);
  return `scrypt$${N}$${R}$${P}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [kind, n, r, p, salt, hash] = stored.split('$');
  if (kind !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await derive(password, Buffer.from(salt, 'base64url'), Number(n), Number(r), Number(p));
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** Whether the customer has set a password (it can replace the code at sign-in; the profile shows it). */
export async function hasPassword(db: Tx, customerId: string): Promise<boolean> {
  return (await repo.findPassword(db, customerId)) !== null;
}

/** Sets (or replaces) a customer's password; its failed tries start over. */
export async function setPassword(
  db: Tx,
  customer: { id: string; storeId: string },
  password: string,
  now: number,
): Promise<void> {
  await repo.savePassword(db, customer, await hashPassword(password), now);
}

/**
 * Checks a password. At most 5 checks per customer per 15-minute window, each taken before the
 * check (like codes, concurrent guesses cannot pass the limit); a right password starts the count over.
 */
export async function checkPassword(db: Tx, customerId: string, password: string, now: number): Promise<void> {
  const { passwordMaxTries: MAX, passwordWindowSeconds: WINDOW } = AUTH_LIMITS;
  const locked = (windowStart: number) =>
    new ApiError('PASSWORD_LOCKED', { data: { retryAfter: Math.max(1, windowStart + WINDOW - now) } });
  const row = await repo.takePasswordTry(db, customerId, now, WINDOW, MAX);
  if (!row) {
    const current = await repo.findPassword(db, customerId);
    if (!current) throw new ApiError('PASSWORD_INVALID');
    throw locked(current.windowStart);
  }
  if (!(await verifyPassword(password, row.hash))) {
    const remainingTries = MAX - row.attempts;
    if (remainingTries <= 0) throw locked(row.windowStart);
    throw new ApiError('PASSWORD_INVALID', { data: { remainingTries } });
  }
  await repo.resetPasswordTries(db, customerId);
}
