import type { PaymentMethod, PaymentMethodName } from '@salon/domain';
import { payAtStore } from './pay-at-store';
import { valueCardPayment } from './value-card';

/** What a booking owes, handed to a payment provider when the booking is made. */
export interface PaymentOrder {
  bookingId: string;
  method: PaymentMethodName;
  /** Whole dollars. */
  total: number;
  /** Dollars to prepay (0 = none). */
  deposit: number;
}

/** What a provider made of an order; stored on the booking. */
export interface PaymentOutcome {
  /** e.g. PayAtStore; online providers will add Authorized, Paid, Failed. */
  status: string;
  /** Dollars actually paid now (refunds are computed on this). */
  paid: number;
}

/**
 * A way to pay for a booking. Pay-at-store settles nothing online; value cards and online
 * gateways (sandbox locally, real ones by configuration) implement the same interface later.
 * `open` runs inside the booking's transaction, which a lost race for a designer may retry (up to
 * five times, each with a new bookingId): it must not commit anything outside it. An online
 * gateway therefore only creates a pending order here and charges after the booking commits,
 * keyed by bookingId so a retried or repeated call charges once.
 */
export interface PaymentProvider {
  readonly name: string;
  supports(method: PaymentMethodName): boolean;
  open(order: PaymentOrder): Promise<PaymentOutcome>;
}

const PROVIDERS: readonly PaymentProvider[] = [payAtStore, valueCardPayment];

/**
 * The provider for a method the store offers, or null when the store does not offer it or no
 * provider handles it yet (the caller answers PAYMENT_UNAVAILABLE). A store that lists no methods
 * takes cash at the counter.
 */
export function paymentProviderFor(
  storeMethods: readonly PaymentMethod[],
  method: PaymentMethodName,
): PaymentProvider | null {
  const offered = storeMethods.length === 0 ? method === 'Cash' : storeMethods.some((m) => m.method === method);
  if (!offered) return null;
  return PROVIDERS.find((p) => p.supports(method)) ?? null;
}

/** The store's methods, each marked whether a booking can use it now. */
export function bookingPaymentMethods(storeMethods: readonly PaymentMethod[]) {
  const list: PaymentMethod[] =
    storeMethods.length > 0
      ? [...storeMethods]
      : [{ method: 'Cash', isPrepaid: false, lastNum: null, name: '現場付款' }];
  return list.map((m) => ({ ...m, available: paymentProviderFor(storeMethods, m.method) !== null }));
}

export { payAtStore };
