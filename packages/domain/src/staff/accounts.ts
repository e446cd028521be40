import type { StaffRole } from '../actor/index';

/**
 * Who may change whom among a store's staff accounts: owner > manager > designer. An owner changes
 * anyone; anyone else only members below their own role, and gives nobody a role at or above it.
 * Nobody deactivates themselves, and the store keeps at least one active owner.
 */

/** How high a role stands: a higher one may change a lower one. */
export const ROLE_RANK: Record<StaffRole, number> = { owner: 3, manager: 2, designer: 1 };

/** Why a change of an account is refused: above the actor, the actor's own account, the last owner. */
export type MemberChangeRefusal = 'rank' | 'self' | 'lastOwner';

export interface MemberRef {
  id: string;
  role: StaffRole;
}

export interface MemberChange {
  role?: StaffRole;
  active?: boolean;
}

/**
 * Whether `actor` may act on `target`'s account at all (change it, send it a link): an owner
 * anyone, anyone else only a member below them.
 *
 * @example mayManageMember({ id: 'm', role: 'manager' }, { id: 'd', role: 'designer' }) // true
 */
export function mayManageMember(actor: MemberRef, target: MemberRef): boolean {
  return actor.role === 'owner' || ROLE_RANK[target.role] < ROLE_RANK[actor.role];
}

/** The roles `actor` may give: every role for an owner, else those below their own. */
export function assignableRoles(actor: StaffRole, roles: readonly StaffRole[]): StaffRole[] {
  return roles.filter((r) => actor === 'owner' || ROLE_RANK[r] < ROLE_RANK[actor]);
}

/** The change takes an active owner out of being one (demoted or deactivated). */
function endsAnOwner(target: MemberRef & { active: boolean }, change: MemberChange): boolean {
  if (target.role !== 'owner' || !target.active) return false;
  return (change.role !== undefined && change.role !== 'owner') || change.active === false;
}

/**
 * Why `actor` may not make `change` to `target` (null: they may). `activeOwners` counts the
 * store's active owners, `target` among them when it is one.
 *
 * @example memberChangeRefusal(owner, owner, { active: false }, 1) // 'self'
 */
export function memberChangeRefusal(
  actor: MemberRef,
  target: MemberRef & { active: boolean },
  change: MemberChange,
  activeOwners: number,
): MemberChangeRefusal | null {
  if (actor.id === target.id && change.active === false) return 'self';
  const selfOwner = actor.id === target.id && actor.role === 'owner';
  if (!selfOwner && !mayManageMember(actor, target)) return 'rank';
  if (change.role && !assignableRoles(actor.role, [change.role]).length) return 'rank';
  if (endsAnOwner(target, change) && activeOwners <= 1) return 'lastOwner';
  return null;
}
