import { randomBytes } from 'node:crypto';
import type { PaymentMethod, PaymentMethodName } from '@salon/domain';
import { isOneOf, ONLINE_PAYMENT_METHODS, offeredPaymentMethods } from '@salon/domain';
import type { Config } from '#api/config';
import { type LinePayProvider, linePayProvider } from './line-pay';
import type { OnlinePaymentProvider } from './online';
import { payAtStore } from './pay-at-store';
import type { PaymentProvider } from './provider';
import { type SandboxProvider, sandboxProvider } from './sandbox';
import { valueCardPayment } from './value-card';

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
  if (!offeredPaymentMethods(storeMethods).some((m) => m.method === method)) return null;
  return PROVIDERS.find((p) => p.supports(method)) ?? null;
}

/** The store's methods, each marked whether a booking can use it now (online ones when a provider takes them). */
export function bookingPaymentMethods(storeMethods: readonly PaymentMethod[], payments?: OnlinePayments) {
  const list = offeredPaymentMethods(storeMethods);
  const online = (method: PaymentMethodName) =>
    payments ? onlineProviderFor(payments, storeMethods, method) !== null : false;
  return list.map((m) => ({
    ...m,
    available: paymentProviderFor(storeMethods, m.method) !== null || online(m.method),
  }));
}

/** The app's online payments: their providers (first that takes a method wins), the sandbox's pages, the hold. */
export interface OnlinePayments {
  providers: OnlinePaymentProvider[];
  /** The sandbox, when configured (its pages are served then). */
  sandbox: SandboxProvider | null;
  /** LINE Pay Online, when its channel is configured (its return route confirms payments). */
  linePay: LinePayProvider | null;
  holdSeconds: number;
}

/**
 * LINE Pay when its channel is configured (for LinePayOnline), then the sandbox when configured
 * (its callback secret is this process's own unless set).
 */
export function onlinePayments(config: Config, publicUrl: () => string): OnlinePayments {
  const secret = config.paymentSandboxSecret ?? randomBytes(32).toString('hex');
  const sandbox = config.paymentSandbox ? sandboxProvider(secret) : null;
  const linePay = config.linePay ? linePayProvider({ ...config.linePay, publicUrl }) : null;
  const providers = [linePay, sandbox].filter((p): p is NonNullable<typeof p> => p !== null);
  return { providers, sandbox, linePay, holdSeconds: config.paymentHoldSeconds ?? 900 };
}

/** Whether the method is paid online, and the store offers it and a provider takes it now. */
export function onlineProviderFor(
  payments: OnlinePayments,
  storeMethods: readonly PaymentMethod[],
  method: PaymentMethodName,
): OnlinePaymentProvider | null {
  if (!isOneOf(ONLINE_PAYMENT_METHODS, method) || !storeMethods.some((m) => m.method === method)) return null;
  return payments.providers.find((p) => p.supports(method)) ?? null;
}

/** No online provider at all (a job or test that never pays online). */
export const NO_ONLINE_PAYMENTS: OnlinePayments = { providers: [], sandbox: null, linePay: null, holdSeconds: 900 };
