import type { StaffRole } from '../actor/index';

/**
 * What a member of a store's staff may do, as `action:entity:access`: `own` is limited to the
 * designer's own column (their bookings and those bookings' customers), `any` covers the store.
 * The API checks one of these before a staff operation runs; the staff app reads the same table
 * to decide what to show.
 */
export const STAFF_PERMISSIONS = [
  'read:calendar:own',
  'read:calendar:any',
  'update:booking:own',
  'update:booking:any',
  'read:customer:own',
  'read:customer:any',
  'update:customer:any',
  'update:pickupOrder:any',
  'read:form:any',
  'update:block:own',
  'update:block:any',
  'take:payment:any',
  /** Take dollars off a bill at the counter, with a reason (owner and manager; audited). */
  'give:discount:any',
  'book:outsideHours:any',
  'manage:staff:any',
  /** See the store's staff accounts (owner and manager). */
  'read:staff:any',
  /** Change a role, (de)activate, send a set-password link: only to members below one's own role (see staff/accounts). */
  'update:staff:any',
  'manage:settings:any',
  'read:jobs:any',
  'manage:menu:any',
  'read:audit:any',
  'read:figures:any',
  'manage:team:any',
  'manage:wallet:any',
  /** Upload a designer's photo (owner and manager; the rest of the team screen is the owner's). */
  'upload:avatar:any',
  /** 業績 and commission: a designer her own, owners and managers everyone's. */
  'read:performance:own',
  'read:performance:any',
  /** Set the commission rules and close a month (the owner). */
  'manage:performance:any',
] as const;
export type StaffPermission = (typeof STAFF_PERMISSIONS)[number];

const DAY_TO_DAY: readonly StaffPermission[] = [
  'read:calendar:any',
  'update:booking:any',
  'read:customer:any',
  'update:customer:any',
  'update:pickupOrder:any',
  'read:form:any',
  'update:block:any',
  'take:payment:any',
  'give:discount:any',
  'book:outsideHours:any',
  'read:figures:any',
  'read:jobs:any',
  'manage:wallet:any',
  'upload:avatar:any',
  'read:staff:any',
  'update:staff:any',
  'read:performance:any',
];

/** owner: everything; manager: the day and the counter for everyone; designer: their own column. */
export const ROLE_PERMISSIONS: Record<StaffRole, readonly StaffPermission[]> = {
  owner: STAFF_PERMISSIONS,
  manager: DAY_TO_DAY,
  designer: [
    'read:calendar:own',
    'update:booking:own',
    'read:customer:own',
    'update:block:own',
    'read:performance:own',
  ],
};

type Scoped = 'calendar' | 'booking' | 'customer' | 'block' | 'performance';

/**
 * Whether a role may do `action` on `entity`, and how far: 'any' (the whole store), 'own' (only
 * what is theirs) or null (not at all).
 *
 * @example reach('designer', 'update', 'booking') // 'own'; reach('designer', 'update', 'pickupOrder') // null
 */
export function reach(role: StaffRole, action: string, entity: string): 'any' | 'own' | null {
  const granted = ROLE_PERMISSIONS[role];
  if (granted.includes(`${action}:${entity}:any` as StaffPermission)) return 'any';
  if (granted.includes(`${action}:${entity}:own` as StaffPermission)) return 'own';
  return null;
}

/** Whether a role holds a permission outright (an `own` permission counts only as itself). */
export function can(role: StaffRole, permission: StaffPermission): boolean {
  const [action, entity, access] = permission.split(':') as [string, Scoped | string, 'own' | 'any'];
  const granted = reach(role, action, entity);
  return granted === 'any' || (granted === 'own' && access === 'own');
}
