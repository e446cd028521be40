import { PAY_AT_STORE_METHODS, type PaymentMethodName } from '@salon/domain';
import type { PaymentProvider } from './provider';

/** Cash, a store's custom method or LINE Pay at the counter: nothing is paid online; a deposit is only due. */
export const payAtStore: PaymentProvider = {
  name: 'PayAtStore',
  supports: (method: PaymentMethodName) => (PAY_AT_STORE_METHODS as readonly string[]).includes(method),
};
