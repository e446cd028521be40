import { isOneOf, offeredPaymentMethods, PAY_AT_STORE_METHODS, type PaymentMethod } from '@salon/domain';

/**
 * The store's payment methods for a pickup order, each marked whether it can be used now: paying
 * in the store works; online methods wait for the payment issue (the API answers
 * PAYMENT_UNAVAILABLE). A store that lists none takes cash at the counter.
 */
export function retailPaymentMethods(storeMethods: readonly PaymentMethod[]) {
  return offeredPaymentMethods(storeMethods).map((m) => ({ ...m, available: isOneOf(PAY_AT_STORE_METHODS, m.method) }));
}
