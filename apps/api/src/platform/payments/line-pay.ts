import { createHmac, randomUUID } from 'node:crypto';
import type { OnlinePaymentMethod } from '@salon/domain';
import type { OnlinePaymentProvider, OnlinePaymentRequest, OnlinePaymentStarted, ProviderOutcome } from './online';

/** What the LINE Pay adapter needs: the channel's credentials, the API's address, our public address. */
export interface LinePayOptions {
  channelId: string;
  channelSecret: string;
  /** https://api-pay.line.me (production) or https://sandbox-api-pay.line.me. */
  apiUrl: string;
  /** Our public origin, for the confirm and cancel URLs LINE Pay sends the customer back to (read when a payment starts). */
  publicUrl: () => string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/** LINE Pay's answer envelope: returnCode '0000' is success. */
interface LinePayAnswer<T> {
  returnCode: string;
  returnMessage: string;
  info?: T;
}

/**
 * LINE Pay's request signature: Base64(HMAC-SHA256(secret, secret + path + body-or-query + nonce)),
 * sent with the channel id and the nonce.
 */
export function linePaySignature(secret: string, path: string, bodyOrQuery: string, nonce: string): string {
  return createHmac('sha256', secret).update(`${secret}${path}${bodyOrQuery}${nonce}`).digest('base64');
}

/** LINE Pay's transaction ids are 19-digit numbers: read them as text, before JSON.parse rounds them. */
function parseLinePayJson<T>(text: string): T {
  return JSON.parse(text.replace(/"(transactionId|refundTransactionId)"\s*:\s*(\d+)/g, '"$1":"$2"')) as T;
}

/**
 * LINE Pay Online (API v3): request (→ the page where the customer approves), then, when LINE Pay
 * sends the customer back to our confirm URL, confirm (the payment is taken only then); refund;
 * check. LINE Pay calls no webhook: `verifyCallback` accepts nothing, and payments are settled by
 * `confirm` from the return route, which asks LINE Pay itself with our credentials.
 */
export function linePayProvider(options: LinePayOptions): OnlinePaymentProvider & {
  confirm(transactionId: string, amount: number): Promise<ProviderOutcome>;
} {
  const doFetch = options.fetch ?? fetch;
  const call = async <T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<LinePayAnswer<T>> => {
    const nonce = randomUUID();
    const text = body === undefined ? '' : JSON.stringify(body);
    const response = await doFetch(`${options.apiUrl}${path}`, {
      method,
      headers: {
        'content-type': 'application/json',
        'x-line-channelid': options.channelId,
        'x-line-authorization-nonce': nonce,
        'x-line-authorization': linePaySignature(options.channelSecret, path, text, nonce),
      },
      ...(body === undefined ? {} : { body: text }),
      signal: AbortSignal.timeout(options.timeoutMs ?? 20_000),
    });
    if (!response.ok) throw new Error(`LINE Pay ${path}: HTTP ${response.status}`);
    return parseLinePayJson<LinePayAnswer<T>>(await response.text());
  };
  const returnUrl = (paymentId: string, cancel: boolean) =>
    `${options.publicUrl()}/api/payments/return/linepay?paymentId=${encodeURIComponent(paymentId)}${cancel ? '&cancel=1' : ''}`;

  return {
    name: 'LinePay',
    supports: (method: OnlinePaymentMethod) => method === 'LinePayOnline',

    async create(request: OnlinePaymentRequest): Promise<OnlinePaymentStarted> {
      const answer = await call<{ transactionId: string; paymentUrl: { web: string } }>(
        'POST',
        '/v3/payments/request',
        {
          amount: request.amount,
          currency: 'TWD',
          orderId: request.paymentId,
          packages: [
            {
              id: request.paymentId,
              amount: request.amount,
              name: request.description,
              products: [{ name: request.description, quantity: 1, price: request.amount }],
            },
          ],
          redirectUrls: {
            confirmUrl: returnUrl(request.paymentId, false),
            cancelUrl: returnUrl(request.paymentId, true),
          },
        },
      );
      if (answer.returnCode !== '0000' || !answer.info) throw new Error(`LINE Pay request: ${answer.returnCode}`);
      return { providerRef: answer.info.transactionId, redirectUrl: answer.info.paymentUrl.web, atm: null };
    },

    verifyCallback: () => null,

    async confirm(transactionId, amount) {
      const answer = await call('POST', `/v3/payments/${transactionId}/confirm`, { amount, currency: 'TWD' });
      return answer.returnCode === '0000' ? 'paid' : 'failed';
    },

    async refund({ providerRef, amount }) {
      const answer = await call('POST', `/v3/payments/${providerRef}/refund`, { refundAmount: amount });
      if (answer.returnCode !== '0000') throw new Error(`LINE Pay refund: ${answer.returnCode}`);
    },

    async query(providerRef) {
      const answer = await call('GET', `/v3/payments/requests/${providerRef}/check`);
      if (answer.returnCode === '0000') return 'paid';
      return answer.returnCode === '0110' ? 'pending' : 'failed';
    },
  };
}

export type LinePayProvider = ReturnType<typeof linePayProvider>;
