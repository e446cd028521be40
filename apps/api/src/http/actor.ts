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

/**
 * A member of the request's store's staff. `staffId` is null for the deployment's back-office key,
 * which acts as the store's owner until staff accounts sign in by themselves.
 */
interface StaffActor {
  kind: 'staff';
  staffId: string | null;
  role: StaffRole;
}

export type Actor = NobodyActor | CustomerActor | StaffActor;

type ActorOfKind = { nobody: NobodyActor; customer: CustomerActor; staff: StaffActor };

/** The actor a handler of an operation accepting `A` is given. */
export type ActorFor<A extends readonly RequestActorKind[]> = ActorOfKind[A[number]];

export const NOBODY: NobodyActor = { kind: 'nobody' };

/** The customer acting, or null when nobody (or staff) is. */
export function customerOf(actor: Actor): CustomerActor['customer'] | null {
  return actor.kind === 'customer' ? actor.customer : null;
}
