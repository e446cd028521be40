import type { StaffActor } from '#api/http/actor';
import type { StoreRow } from './store/repository';

/** What a use case of a store is given: the request's store and its "now" (unix seconds). */
export interface StoreScope {
  store: StoreRow;
  now: number;
}

/** A store's use case for its signed-in customer. */
export interface CustomerScope extends StoreScope {
  customer: { id: string };
}

/** A store's use case for a signed-in member of its staff (who acts, with their role). */
export interface StaffScope extends StoreScope {
  actor: StaffActor;
}
