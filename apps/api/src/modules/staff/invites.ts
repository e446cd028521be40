import type { StaffRole } from '@salon/domain';
import type { Db, Tx } from '#api/db/client';
import { ApiError } from '#api/http/errors';
import { recordChange } from '#api/modules/audit/service';
import type { StaffScope } from '#api/modules/scope';
import { hashSecret, newSecret } from '#api/platform/secrets';
import { addMember, hashPassword, startSession } from './accounts';
import * as repo from './repository';

/** One-time links to set a password: an owner's invitation of staff, a new store's owner, a reset. */

const SETUP_TTL_SECONDS = 7 * 86400;

/** Where a set-password link leads: the staff app's page, the token in the fragment (never sent to a server log). */
export function setupLink(baseUrl: string, storeCode: string, token: string): string {
  return `${baseUrl.replace(/\/$/, '')}/${storeCode}/staff/setup#token=${token}`;
}

/** A new one-time link for a member: the token (shown once), valid for 7 days. */
export async function issueSetupToken(db: Tx, memberId: string, now: number): Promise<string> {
  const token = newSecret();
  await repo.setSetupToken(db, memberId, hashSecret(token), now + SETUP_TTL_SECONDS);
  return token;
}

/**
 * Adds a member to the store with no password yet and a one-time link to set one. An e-mail that
 * already signs in is STAFF_EXISTS; one invited earlier that never set a password gets a new link.
 * The audit entry (the member, never the link) is written with it.
 */
export async function inviteMember(
  db: Db,
  scope: StaffScope,
  invite: { email: string; name: string; role: StaffRole; providerId?: string | null },
) {
  const { store, now } = scope;
  return db.transaction(async (tx) => {
    const existing = await repo.findMemberByEmail(tx, store.id, invite.email);
    if (existing?.passwordHash) throw new ApiError('STAFF_EXISTS');
    const member = existing ?? (await addMember(tx, { storeId: store.id, ...invite }, null));
    const token = await issueSetupToken(tx, member.id, now);
    await recordChange(tx, scope, {
      operation: 'staffInvite',
      entity: 'staff',
      entityId: member.id,
      before: existing ? { id: existing.id, name: existing.name, role: existing.role } : null,
      after: { member: { id: member.id, name: member.name, role: member.role, email: member.email } },
    });
    return { member, token };
  });
}

/**
 * The store's owner by e-mail (made when missing) and a one-time link to set their password: for
 * a store imported from a file, or an owner who lost theirs (the old password stops working when
 * the new one is set).
 */
export async function ownerSetupLink(db: Db, { storeId, now }: { storeId: string; now: number }, email: string) {
  const member =
    (await repo.findMemberByEmail(db, storeId, email)) ??
    (await addMember(db, { storeId, email, name: email.split('@')[0] ?? email, role: 'owner' }, null));
  if (member.role !== 'owner') throw new ApiError('STAFF_EXISTS');
  return { member, token: await issueSetupToken(db, member.id, now) };
}

/** Sets the password by a one-time link and signs the member in; STAFF_SETUP_INVALID when the link is used or expired. */
export async function setPasswordByLink(
  db: Db,
  { storeId, now }: { storeId: string; now: number },
  body: { token: string; password: string },
) {
  const member = await repo.useSetupToken(db, storeId, hashSecret(body.token), await hashPassword(body.password), now);
  if (!member) throw new ApiError('STAFF_SETUP_INVALID');
  return { member, ...(await startSession(db, member, now)) };
}
