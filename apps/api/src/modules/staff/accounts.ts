import { createHash } from 'node:crypto';
import Tokens from '@fastify/csrf';
import type { StaffSession } from '@salon/contract';
import type { StaffRole } from '@salon/domain';
import bcrypt from 'bcryptjs';
import type { Db, Tx } from '#api/db/client';
import { at } from '#api/db/time';
import type { StaffActor } from '#api/http/actor';
import { ApiError } from '#api/http/errors';
import type { StaffScope } from '#api/modules/scope';
import { hashSecret, newSecret } from '#api/platform/secrets';
import type { StaffMemberRow } from './repository';
import * as repo from './repository';

/** Staff sign-in: e-mail and password (bcrypt), sessions held by an HttpOnly cookie, a lockout after wrong tries. */

const BCRYPT_COST = 12;
/** Wrong passwords in a row before the account locks, and for how long. */
const STAFF_LOGIN_LIMITS = { maxTries: 5, lockSeconds: 15 * 60 } as const;
const SESSION_TTL_SECONDS = 7 * 86400;
/**
 * Compared against when the e-mail is unknown, so a wrong e-mail costs the same time as a wrong
 * password: a hash of 'not-a-password' at BCRYPT_COST, written out (hashing it at start took 0.15 s
 * of every process's start, and at cost 4 it answered an unknown e-mail faster than a known one).
 */
const DUMMY_HASH = '$2b$12$vVhNuWeCe3JQnkZhYgzL1ex51eoDtCx8TNVx/zrQMvITWXo10beoa';

export function hashPassword(password: string, cost = BCRYPT_COST): Promise<string> {
  return bcrypt.hash(password.normalize('NFKC'), cost);
}

/** The cookie that holds a staff session's token: sent only to the staff API. */
export const STAFF_COOKIE = 'salon_staff';
export const STAFF_COOKIE_PATH = '/api/staff';

/** The staff actor of a member signed in with `token`, as requests carry it. */
function toStaffActor(member: StaffMemberRow, token: string): StaffActor {
  const { id: staffId, role, providerId, name } = member;
  return { kind: 'staff', staffId, role, providerId, name, token };
}

/**
 * Signs a member in: a wrong e-mail or password answers STAFF_LOGIN_FAILED (401) alike; the
 * fifth wrong password in a row locks the account for 15 minutes (STAFF_LOGIN_LOCKED, with
 * `retryAfter`), and a right one starts the count over; a deactivated account with the right password
 * is STAFF_DEACTIVATED (403). Returns the member and a new session token.
 */
export async function login(
  db: Db,
  { storeId, now }: { storeId: string; now: number },
  body: { email: string; password: string },
): Promise<{ member: StaffMemberRow; token: string; expireTime: number }> {
  const member = await repo.findMemberByEmail(db, storeId, body.email);
  const lockedFor = member?.lockedUntil ? Math.ceil(member.lockedUntil.getTime() / 1000) - now : 0;
  if (member && lockedFor > 0) throw new ApiError('STAFF_LOGIN_LOCKED', { data: { retryAfter: lockedFor } });
  const right = await bcrypt.compare(body.password.normalize('NFKC'), member?.passwordHash ?? DUMMY_HASH);
  if (!member?.passwordHash || !right) {
    if (member) {
      const { maxTries, lockSeconds } = STAFF_LOGIN_LIMITS;
      const failed = await repo.countFailedLogin(db, member.id, maxTries, now + lockSeconds);
      if (failed >= maxTries) throw new ApiError('STAFF_LOGIN_LOCKED', { data: { retryAfter: lockSeconds } });
    }
    throw new ApiError('STAFF_LOGIN_FAILED');
  }
  if (member.deactivatedAt) throw new ApiError('STAFF_DEACTIVATED');
  if (member.failedLogins > 0) await repo.resetFailedLogins(db, member.id);
  return { member, ...(await startSession(db, member, now)) };
}

/** A new session of a member: its token (for the cookie) and when it ends. */
export async function startSession(db: Db, member: StaffMemberRow, now: number) {
  const token = newSecret();
  const expireTime = now + SESSION_TTL_SECONDS;
  await repo.insertSession(db, {
    tokenHash: hashSecret(token),
    staffId: member.id,
    storeId: member.storeId,
    expiresAt: at(expireTime),
  });
  await repo.touchSignIn(db, member.id, now);
  return { token, expireTime };
}

/** The member signed in with this session token, with the store the session belongs to, or null. */
export async function findStaffSession(db: Tx, token: string, now: number) {
  if (token.length > 200) return null;
  const row = await repo.findLiveSession(db, hashSecret(token), now);
  return row ? { storeId: row.storeId, actor: toStaffActor(row.member, token) } : null;
}

/** Ends this session, or every session of the member. */
export async function logout(db: Db, { actor, store, now }: StaffScope, everywhere: boolean) {
  if (everywhere) await repo.revokeAllSessions(db, store.id, actor.staffId, now);
  else await repo.revokeSession(db, hashSecret(actor.token), now);
}

/** Adds a member (or finds the one with that e-mail): the demo accounts, a new store's owner. */
export async function addMember(
  db: Tx,
  member: { storeId: string; email: string; name: string; role: StaffRole; providerId?: string | null },
  passwordHash: string | null,
): Promise<StaffMemberRow> {
  return repo.insertMember(db, { ...member, providerId: member.providerId ?? null, passwordHash });
}

const csrf = new Tokens({ userInfo: false });
/** The CSRF secret of a session: derived from its token, which only the HttpOnly cookie holds. */
const csrfSecret = (sessionToken: string) => createHash('sha256').update(`csrf:${sessionToken}`).digest('base64url');

/** A CSRF token for the session (a new one each time; every one stays valid for the session). */
function csrfTokenFor(sessionToken: string): string {
  return csrf.create(csrfSecret(sessionToken));
}

/** Whether `token` (the `x-csrf-token` header) was made for this session. */
export function csrfMatches(sessionToken: string, token: string | null): boolean {
  return token !== null && token.length <= 200 && csrf.verify(csrfSecret(sessionToken), token);
}

/** A member's session as the staff app reads it: who they are, and a CSRF token for it. */
export const sessionOf = (actor: Pick<StaffActor, 'staffId' | 'name' | 'role' | 'token'>): StaffSession => ({
  staff: { id: actor.staffId, name: actor.name, role: actor.role },
  csrfToken: csrfTokenFor(actor.token),
});

/** GET /staff/auth/me: the signed-in member's session (the staff app's start). */
export function staffMe(_db: Db, { actor }: StaffScope): StaffSession {
  return sessionOf(actor);
}

/**
 * The demo store's staff with known passwords: the owner and the designer Amber. Only outside
 * production (the caller decides); a second call finds them and changes nothing.
 */
export async function addDemoStaff(db: Tx, storeId: string): Promise<void> {
  const demo = [
    { email: 'owner@demo.test', name: '青禾店主', role: 'owner', providerId: null, password: 'demo-owner-pass' },
    { email: 'amber@demo.test', name: 'Amber', role: 'designer', providerId: 'amber', password: 'demo-staff-pass' },
  ] as const;
  for (const { password, ...member } of demo) {
    if (await repo.findMemberByEmail(db, storeId, member.email)) continue;
    await addMember(db, { storeId, ...member }, await hashPassword(password, 10));
  }
}
