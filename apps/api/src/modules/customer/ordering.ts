import type { Db } from '#api/db/client';
import type { CustomerRow, StoreRow } from '#api/db/rows';
import { ApiError } from '#api/http/errors';
import { takeCheckoutAttempt } from './staff-repository';

/** What a store lets a customer order: not when blocked, and not past its hourly checkout cap. */

/** A customer the store blocked books and checks out nothing: INVALID_CUSTOMER ("contact the shop"). */
export function assertMayOrder(customer: Pick<CustomerRow, 'blockedAt'>): void {
  if (customer.blockedAt) throw new ApiError('INVALID_CUSTOMER');
}

/** A checkout: allowed to this customer, and counted against the store's cap (0: none) → TOO_MANY_CHECKOUT_ATTEMPTS. */
export async function assertMayCheckout(db: Db, store: StoreRow, customer: CustomerRow, now: number): Promise<void> {
  assertMayOrder(customer);
  const cap = store.checkoutAttemptsPerHour;
  if (cap <= 0) return;
  if (!(await db.transaction((tx) => takeCheckoutAttempt(tx, customer, now, cap)))) {
    throw new ApiError('TOO_MANY_CHECKOUT_ATTEMPTS');
  }
}
