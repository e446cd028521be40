import { randomBytes } from 'node:crypto';
import type { PaymentMethod, PaymentMethodName } from '@salon/domain';
import { isOneOf, ONLINE_PAYMENT_METHODS, offeredPaymentMethods } from '@salon/domain';
import type { Config } from '#api/config';
import { type LinePayProvider, linePayProvider } from './line-pay';
import type { OnlinePaymentProvider } from './online';
import { payAtStore } from './pay-at-store';
import { type SandboxProvider, sandboxProvider } from './sandbox';
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
