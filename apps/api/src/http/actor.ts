import type { RequestActorKind, StaffRole } from '@salon/domain';
import type { Session } from '#api/modules/auth/tokens';

/**
 * Who makes a request, resolved once by the request context from the credential the endpoint
 * table lets the operation read. Services take it as a plain value.
 */
export interface NobodyActor {
  kind: 'nobody';
}

/** A signed-in customer of the request's store (their `access-token`). */
export interface CustomerActor extends Session {
  kind: 'customer';
}

/** A member of the request's store's staff, signed in with a session cookie. */
export interface StaffActor {
  kind: 'staff';
  staffId: string;
  role: StaffRole;
  name: string;
  /** The designer this member is, when they are one of the store's providers (their own column). */
  providerId: string | null;
  /** The session's token (from the cookie), to sign this session out. */
  token: string;
}

/**
 * The app itself, acting without a request: a job or the sweeper (an order the system closes).
 * Never resolved from a credential.
 */
export interface SystemActor {
  kind: 'system';
}

export type Actor = NobodyActor | CustomerActor | StaffActor | SystemActor;

type ActorOfKind = { nobody: NobodyActor; customer: CustomerActor; staff: StaffActor };

/** The actor a handler of an operation accepting `A` is given. */
export type ActorFor<A extends readonly RequestActorKind[]> = ActorOfKind[A[number]];

export const NOBODY: NobodyActor = { kind: 'nobody' };
export const SYSTEM: SystemActor = { kind: 'system' };

/** The customer acting, or null when nobody (or staff, or the system) is. */
export function customerOf(actor: Actor): CustomerActor['customer'] | null {
  return actor.kind === 'customer' ? actor.customer : null;
}
