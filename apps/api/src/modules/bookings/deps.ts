import type { CustomerGender } from '@salon/domain';
import type { Db } from '#api/db/client';
import type { StoreRow } from '#api/db/rows';
import type { OnlinePayments } from '#api/platform/payments/index';

/** What the use cases need of the app. */
export interface BookingDeps {
  db: Db;
  payments: OnlinePayments;
}

/** The signed-in customer, as far as bookings read it. */
export interface BookingCustomer {
  id: string;
  gender: CustomerGender | null;
}

/** The request's store and its "now" (unix seconds, read once per request). */
export interface StoreScope {
  store: StoreRow;
  now: number;
}

export interface CustomerScope extends StoreScope {
  customer: BookingCustomer;
}
