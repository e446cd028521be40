import type { OnlinePaymentMethod } from '@salon/domain';

/** What we ask an online provider to collect: one payment of one order. */
export interface OnlinePaymentRequest {
  paymentId: string;
  method: OnlinePaymentMethod;
  /** Whole dollars, TWD. */
  amount: number;
  description: string;
  /** Where the customer's browser comes back to when done (success, failure or cancel). */
  returnUrl: string;
  /** Unix seconds: the order's hold; the provider may not take money after it. */
  payBy: number;
}

/** Where the customer pays: a hosted page to send the browser to, or (ATM) an account to transfer to. */
export interface OnlinePaymentStarted {
  providerRef: string;
  redirectUrl: string | null;
  atm: { bankCode: string; account: string; dueTime: number } | null;
}

/** What became of an online payment at its provider: taken, or refused (a callback's outcome, a confirm's answer). */
export type ProviderOutcome = 'paid' | 'failed';

/** The provider's view of a payment: still waiting, or its outcome. */
export type ProviderState = 'pending' | ProviderOutcome;

/** A callback whose signature checked out: which payment, and what happened to it. */
export interface VerifiedCallback {
  paymentId: string;
  providerRef: string;
  outcome: ProviderOutcome;
  amount: number;
  /** Identifies this exact callback (its signature): a replay has the same digest. */
  digest: string;
}

/**
 * An online payment provider (sandbox here, real gateways by configuration). `create` is called
 * after the order has committed, keyed by paymentId, so a retried call never makes two payments;
 * `verifyCallback` answers null for anything not signed by the provider (or too old to trust);
 * `refund` gives back part or all of a paid payment.
 */
export interface OnlinePaymentProvider {
  readonly name: string;
  supports(method: OnlinePaymentMethod): boolean;
  create(request: OnlinePaymentRequest): Promise<OnlinePaymentStarted>;
  verifyCallback(
    headers: Record<string, string | string[] | undefined>,
    rawBody: string,
    now: number,
  ): VerifiedCallback | null;
  refund(payment: { providerRef: string; amount: number }): Promise<void>;
  /** The provider's view of a payment, for reconciling ones left pending. */
  query(providerRef: string): Promise<ProviderState>;
}
