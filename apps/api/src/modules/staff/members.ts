import type { StaffAccount, StaffMemberChangeBody } from '@salon/contract';
import { type MemberChangeRefusal, mayManageMember, memberChangeRefusal } from '@salon/domain';
import type { Db, Tx } from '#api/db/client';
import { at } from '#api/db/time';
import { ApiError } from '#api/http/errors';
import { recordChange } from '#api/modules/audit/service';
import { catalogOf } from '#api/modules/catalog/service';
import type { StaffScope } from '#api/modules/scope';
import { issueSetupToken } from './invites';
import * as repo from './repository';
import { accountView } from './views';

/** The store's staff accounts (issue 39): the list, a role or active change, a new set-password link. */

const REFUSALS: Record<MemberChangeRefusal, 'STAFF_ABOVE_YOU' | 'STAFF_SELF' | 'STAFF_LAST_OWNER'> = {
  rank: 'STAFF_ABOVE_YOU',
  self: 'STAFF_SELF',
  lastOwner: 'STAFF_LAST_OWNER',
};

/** The names of the store's designer columns, by id. */
async function providerNames(db: Tx, scope: StaffScope): Promise<Map<string, string>> {
  const { providers } = await catalogOf(db, scope.store);
  return new Map(providers.map((p) => [p.id, p.name]));
}

/** GET /staff/members: every account of the store (owner and manager read it). */
export async function staffMembers(db: Db, scope: StaffScope): Promise<StaffAccount[]> {
  const [rows, names] = await Promise.all([repo.listMembers(db, scope.store.id), providerNames(db, scope)]);
  return rows.map((row) => accountView(row, names));
}

async function memberOf(tx: Tx, scope: StaffScope, id: string, lock = false) {
  const member = await repo.findMember(tx, scope.store.id, id, lock);
  if (!member) throw new ApiError('STAFF_NOT_FOUND');
  return member;
}

/**
 * PATCH /staff/members/:id: a new role, deactivated (every session ends at once, sign-in refused)
 * or active again, as the domain's `memberChangeRefusal` allows; audited in the same transaction.
 * The role applies on the member's next call (each call reads the account).
 */
export async function changeMember(db: Db, scope: StaffScope, id: string, change: StaffMemberChangeBody) {
  const { store, now, actor } = scope;
  const row = await db.transaction(async (tx) => {
    const owners = await repo.lockActiveOwners(tx, store.id);
    const before = await memberOf(tx, scope, id, true);
    const active = before.deactivatedAt === null;
    const refusal = memberChangeRefusal(
      { id: actor.staffId, role: actor.role },
      { id: before.id, role: before.role, active },
      change,
      owners.length,
    );
    if (refusal) throw new ApiError(REFUSALS[refusal]);
    const deactivatedAt =
      change.active === undefined || change.active === active ? before.deactivatedAt : change.active ? null : at(now);
    const after = await repo.updateMember(tx, id, { role: change.role ?? before.role, deactivatedAt });
    if (active && deactivatedAt) await repo.revokeAllSessions(tx, scope.store.id, id, now);
    await recordChange(tx, scope, {
      operation: 'staffChangeMember',
      entity: 'staff',
      entityId: id,
      before: { role: before.role, active },
      after: { name: after.name, role: after.role, active: after.deactivatedAt === null },
    });
    return after;
  });
  return accountView(row, await providerNames(db, scope));
}

/**
 * POST /staff/members/:id/password-link: a new one-time link to set a password (the old password
 * works until a new one is set), for an active member below the actor; audited without the link.
 */
export async function passwordLink(db: Db, scope: StaffScope, id: string) {
  const { actor, now } = scope;
  return db.transaction(async (tx) => {
    const member = await memberOf(tx, scope, id);
    if (!mayManageMember({ id: actor.staffId, role: actor.role }, member)) throw new ApiError('STAFF_ABOVE_YOU');
    if (member.deactivatedAt) throw new ApiError('STAFF_DEACTIVATED');
    const token = await issueSetupToken(tx, member.id, now);
    await recordChange(tx, scope, {
      operation: 'staffPasswordLink',
      entity: 'staff',
      entityId: member.id,
      after: { member: { id: member.id, name: member.name, role: member.role } },
    });
    return { member, token };
  });
}
