import { isOneOf, offeredPaymentMethods, PAY_AT_STORE_METHODS, type PaymentMethod } from '@salon/domain';

/**
 * The store's payment methods for a pickup order until the checkout summary answers: paying in
 * the store can be chosen at once; online methods wait for the summary, which says whether the
 * store's provider takes them. A store that lists none takes cash at the counter.
 */
export function retailPaymentMethods(storeMethods: readonly PaymentMethod[]) {
  return offeredPaymentMethods(storeMethods).map((m) => ({ ...m, available: isOneOf(PAY_AT_STORE_METHODS, m.method) }));
}
