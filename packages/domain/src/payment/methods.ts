import type { PaymentMethod } from '../vocabulary/catalog';

/** What a store that lists no payment methods takes: cash at the counter. */
export const CASH_AT_COUNTER: Readonly<PaymentMethod> = Object.freeze({
  method: 'Cash',
  isPrepaid: false,
  lastNum: null,
  name: '現場付款',
});

/** The methods a store offers: its own list, or cash at the counter when it lists none. */
export function offeredPaymentMethods(storeMethods: readonly PaymentMethod[]): readonly PaymentMethod[] {
  return storeMethods.length > 0 ? storeMethods : [CASH_AT_COUNTER];
}
