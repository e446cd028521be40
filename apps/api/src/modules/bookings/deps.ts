import type { CustomerGender } from '@salon/domain';
import type { Db } from '#api/db/client';
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
