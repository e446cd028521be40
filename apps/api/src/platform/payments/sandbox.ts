import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { isOneOf, ONLINE_PAYMENT_METHODS, type OnlinePaymentMethod } from '@salon/domain';
import type {
  OnlinePaymentProvider,
  OnlinePaymentRequest,
  OnlinePaymentStarted,
  ProviderOutcome,
  ProviderState,
  VerifiedCallback,
} from './online';

/** The sandbox's test cards: one that pays, one declined, one that asks for a second step (OTP). */
export const SANDBOX_CARDS = {
  success: '4242424242424242',
  declined: '4000000000000002',
  secondStep: '4000000000003220',
} as const;
/** The one-time code the second step accepts. */
export const SANDBOX_OTP = '123456';
/** A callback older (or newer) than this is not trusted. */
const CALLBACK_TOLERANCE_SECONDS = 300;

const SIGNATURE_HEADER = 'x-sandbox-signature';
const TIMESTAMP_HEADER = 'x-sandbox-timestamp';

/** What the sandbox keeps of a payment it was asked to collect. */
export interface SandboxPayment extends OnlinePaymentRequest {
  providerRef: string;
  state: ProviderState;
  refunded: number;
  atm: OnlinePaymentStarted['atm'];
}

/** The signed callback the sandbox sends: HMAC-SHA256 over `${timestamp}.${body}`. */
export function signCallback(secret: string, body: string, timestamp: number): Record<string, string> {
  const signature = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return { 'content-type': 'application/json', [SIGNATURE_HEADER]: signature, [TIMESTAMP_HEADER]: String(timestamp) };
}

const header = (headers: Record<string, string | string[] | undefined>, name: string) => {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/**
 * A payment provider that runs inside the server: its hosted pages (modules/payments/sandbox-pages)
 * take a test card, an ATM "transfer now" or a LINE Pay-like approval, and it calls back like a
 * real gateway, signed with `secret`. Its own ledger is in memory (a restart forgets what was not
 * yet paid; reconciliation then finds such payments pending and lets their hold run out).
 */
export function sandboxProvider(secret: string): OnlinePaymentProvider & {
  payment(paymentId: string): SandboxPayment | undefined;
  settle(paymentId: string, state: ProviderOutcome): SandboxPayment;
  callbackFor(payment: SandboxPayment, now: number): { headers: Record<string, string>; body: string };
} {
  const ledger = new Map<string, SandboxPayment>();
  return {
    name: 'Sandbox',
    supports: (method: OnlinePaymentMethod) => isOneOf(ONLINE_PAYMENT_METHODS, method),

    async create(request) {
      const existing = ledger.get(request.paymentId);
      if (existing) return { providerRef: existing.providerRef, redirectUrl: redirectOf(existing), atm: existing.atm };
      const providerRef = `sbx_${randomBytes(9).toString('base64url')}`;
      const atm =
        request.method === 'ATM'
          ? { bankCode: '812', account: virtualAccount(request.paymentId), dueTime: request.payBy }
          : null;
      const payment: SandboxPayment = { ...request, providerRef, state: 'pending', refunded: 0, atm };
      ledger.set(request.paymentId, payment);
      return { providerRef, redirectUrl: redirectOf(payment), atm };
    },

    verifyCallback(headers, rawBody, now): VerifiedCallback | null {
      const signature = header(headers, SIGNATURE_HEADER) ?? '';
      const timestamp = Number(header(headers, TIMESTAMP_HEADER));
      if (!/^[0-9a-f]{64}$/.test(signature) || !Number.isSafeInteger(timestamp)) return null;
      if (Math.abs(now - timestamp) > CALLBACK_TOLERANCE_SECONDS) return null;
      const expected = createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest();
      if (!timingSafeEqual(expected, Buffer.from(signature, 'hex'))) return null;
      let body: Partial<VerifiedCallback>;
      try {
        body = JSON.parse(rawBody);
      } catch {
        return null;
      }
      const { paymentId, providerRef, outcome, amount } = body;
      if (typeof paymentId !== 'string' || typeof providerRef !== 'string') return null;
      if ((outcome !== 'paid' && outcome !== 'failed') || !Number.isSafeInteger(amount)) return null;
      const digest = createHash('sha256').update(signature).digest('hex');
      return { paymentId, providerRef, outcome, amount: amount as number, digest };
    },

    async refund({ providerRef, amount }) {
      const payment = [...ledger.values()].find((p) => p.providerRef === providerRef);
      if (payment) payment.refunded += amount;
    },

    async query(providerRef) {
      return [...ledger.values()].find((p) => p.providerRef === providerRef)?.state ?? 'pending';
    },

    payment: (paymentId) => ledger.get(paymentId),

    settle(paymentId, state) {
      const payment = ledger.get(paymentId);
      if (!payment) throw new Error(`sandbox: no payment ${paymentId}`);
      if (payment.state === 'pending') payment.state = state;
      return payment;
    },

    callbackFor(payment, now) {
      const body = JSON.stringify({
        paymentId: payment.paymentId,
        providerRef: payment.providerRef,
        outcome: payment.state === 'paid' ? 'paid' : 'failed',
        amount: payment.amount,
      });
      return { headers: signCallback(secret, body, now), body };
    },
  };
}

export type SandboxProvider = ReturnType<typeof sandboxProvider>;

/** The hosted page of a card or LINE Pay payment; an ATM payment shows its account there too. */
const redirectOf = (payment: SandboxPayment) => `/api/sandbox/pay/${payment.paymentId}`;

/** A 14-digit virtual account derived from the payment (stable for its lifetime). */
function virtualAccount(paymentId: string): string {
  const digits = BigInt(`0x${createHash('sha256').update(paymentId).digest('hex').slice(0, 15)}`).toString();
  return `9${digits.padStart(13, '0').slice(-13)}`;
}
