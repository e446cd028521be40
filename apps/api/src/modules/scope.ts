import type { StaffActor } from '#api/http/actor';
import type { StoreRow } from './store/repository';

/** What a use case of a store is given: the request's store and its "now" (unix seconds). */
export interface StoreScope {
  store: StoreRow;
  now: number;
}

/** A store's use case for its signed-in customer (as far as the use case reads them: at least their id). */
export interface CustomerScope<C extends { id: string } = { id: string }> extends StoreScope {
  customer: C;
}

/** A store's use case for a signed-in member of its staff (who acts, with their role). */
export interface StaffScope extends StoreScope {
  actor: StaffActor;
}
