import { PAY_AT_STORE_METHODS, type PaymentMethodName } from '@salon/domain';
import type { PaymentOrder, PaymentOutcome, PaymentProvider } from './index';

/** Cash, a store's custom method or LINE Pay at the counter: nothing is paid online; a deposit is only due. */
export const payAtStore: PaymentProvider = {
  name: 'PayAtStore',
  supports: (method: PaymentMethodName) => (PAY_AT_STORE_METHODS as readonly string[]).includes(method),
  open: async (_order: PaymentOrder): Promise<PaymentOutcome> => ({ status: 'PayAtStore', paid: 0 }),
};
