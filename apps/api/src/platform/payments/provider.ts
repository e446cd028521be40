import type { PaymentMethodName } from '@salon/domain';

/**
 * A way to pay that takes no money through a gateway (pay-at-store.ts, value-card.ts): it only
 * says which methods it takes. Online gateways are OnlinePaymentProvider (online.ts).
 */
export interface PaymentProvider {
  readonly name: string;
  supports(method: PaymentMethodName): boolean;
}
