/** Who makes a request: nobody (no credential), a customer of the store, or a member of its staff. */
export const REQUEST_ACTORS = ['nobody', 'customer', 'staff'] as const;
export type RequestActorKind = (typeof REQUEST_ACTORS)[number];

/** A store's staff roles: the owner runs everything, a manager the day for everyone, a designer their own. */
export const STAFF_ROLES = ['owner', 'manager', 'designer'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/**
 * Whether an operation that accepts these actors needs a credential: it does unless it serves
 * nobody. Such an operation is refused (401) without a valid credential before its input is read.
 *
 * @example needsCredential(['customer']) // true; needsCredential(['nobody', 'customer']) // false
 */
export function needsCredential(actors: readonly RequestActorKind[]): boolean {
  return !actors.includes('nobody');
}
