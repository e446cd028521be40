import type { Actor, CustomerActor, StaffActor } from '#api/http/actor';
import type { StoreRow } from './store/repository';

/**
 * The part of a scope that says where and when: the request's store and its "now" (unix seconds).
 * Helpers that do not ask who acts read only this; every use case is given a whole `Scope`.
 */
export interface StoreScope {
  store: StoreRow;
  now: number;
}

/**
 * What every use case of a store is given, `(deps, scope, input)`: the store, "now", and who acts
 * (`http/actor.ts`: nobody, a signed-in customer, a member of staff with their role, or the system).
 * A use case open to anyone takes `Scope` and reads the customer, if any, by `customerOf(actor)`.
 */
export interface Scope<A extends Actor = Actor> extends StoreScope {
  actor: A;
}

/** A use case of the store's signed-in customer: `scope.actor.customer` is who they are. */
export type CustomerScope = Scope<CustomerActor>;

/** A use case of a signed-in member of the store's staff (who acts, with their role). */
export type StaffScope = Scope<StaffActor>;
