import type { PaymentMethodName } from '@salon/domain';
import type { PaymentProvider } from './provider';

/**
 * The customer's value card pays the whole rest. The balance itself is taken by the wallet in the
 * order's transaction (modules/wallet/payments.ts), which refuses a card that cannot cover it.
 */
export const valueCardPayment: PaymentProvider = {
  name: 'ValueCard',
  supports: (method: PaymentMethodName) => method === 'ValueCard',
};
