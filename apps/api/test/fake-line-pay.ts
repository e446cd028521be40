import { randomInt } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { linePaySignature } from '../src/platform/payments/line-pay';

/** A transaction the fake LINE Pay holds. */
export interface FakeTransaction {
  transactionId: string;
  orderId: string;
  amount: number;
  confirmUrl: string;
  cancelUrl: string;
  approved: boolean;
  confirmed: boolean;
  refunded: number;
}

/** One call the fake received, and whether its signature checked out. */
export interface FakeCall {
  method: string;
  path: string;
  body: Record<string, unknown> | null;
  signed: boolean;
}

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let text = '';
    req.on('data', (chunk) => {
      text += chunk;
    });
    req.on('end', () => resolve(text));
  });

/**
 * A local stand-in for LINE Pay's Online API v3 (request, confirm, refund, check), speaking its
 * shape: HMAC-signed requests (a bad signature answers 1106), `returnCode`/`returnMessage`/`info`,
 * transaction ids as bare 19-digit JSON numbers. `approve` plays the customer approving in LINE.
 */
export async function startFakeLinePay(channelId: string, channelSecret: string) {
  const transactions = new Map<string, FakeTransaction>();
  const calls: FakeCall[] = [];
  const answer = (code: string, info?: string) =>
    `{"returnCode":"${code}","returnMessage":"${code === '0000' ? 'Success.' : 'Error.'}"${info ? `,"info":${info}` : ''}}`;

  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const text = await readBody(req);
    const nonce = String(req.headers['x-line-authorization-nonce'] ?? '');
    const signed =
      req.headers['x-line-channelid'] === channelId &&
      req.headers['x-line-authorization'] ===
        linePaySignature(channelSecret, url.pathname, text || url.search.slice(1), nonce);
    const body = text ? (JSON.parse(text) as Record<string, unknown>) : null;
    calls.push({ method: req.method ?? '', path: url.pathname, body, signed });
    res.setHeader('content-type', 'application/json');
    if (!signed) return res.end(answer('1106'));

    const [, , , idOrRequests, action, maybeCheck] = url.pathname.split('/');
    if (url.pathname === '/v3/payments/request') {
      const transactionId = `2026${String(randomInt(10 ** 8, 10 ** 9))}${String(randomInt(100000, 999999))}`;
      const redirect = body!.redirectUrls as { confirmUrl: string; cancelUrl: string };
      transactions.set(transactionId, {
        transactionId,
        orderId: String(body!.orderId),
        amount: Number(body!.amount),
        ...redirect,
        approved: false,
        confirmed: false,
        refunded: 0,
      });
      return res.end(
        answer(
          '0000',
          `{"paymentUrl":{"web":"https://fake-line-pay/web/${transactionId}","app":"line://pay/${transactionId}"},"transactionId":${transactionId},"paymentAccessToken":"123456789012"}`,
        ),
      );
    }
    if (idOrRequests === 'requests' && maybeCheck === 'check') {
      const t = transactions.get(action ?? '');
      return res.end(answer(!t ? '1150' : t.confirmed ? '0000' : '0110'));
    }
    const t = transactions.get(idOrRequests ?? '');
    if (!t) return res.end(answer('1150'));
    if (action === 'confirm') {
      if (!t.approved) return res.end(answer('1169'));
      if (Number(body!.amount) !== t.amount) return res.end(answer('1153'));
      if (t.confirmed) return res.end(answer('1172'));
      t.confirmed = true;
      return res.end(answer('0000', `{"orderId":"${t.orderId}","transactionId":${t.transactionId}}`));
    }
    if (action === 'refund') {
      const amount = Number(body!.refundAmount ?? t.amount - t.refunded);
      if (!t.confirmed || amount > t.amount - t.refunded) return res.end(answer('1164'));
      t.refunded += amount;
      return res.end(
        answer('0000', `{"refundTransactionId":${t.transactionId}1,"refundTransactionDate":"2026-11-25T00:00:00Z"}`),
      );
    }
    res.end(answer('1104'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    transactions,
    /** The customer approves in LINE: LINE Pay then sends them to the confirm URL. */
    approve(transactionId: string): string {
      const t = transactions.get(transactionId);
      if (!t) throw new Error(`fake LINE Pay: no transaction ${transactionId}`);
      t.approved = true;
      return `${t.confirmUrl}&transactionId=${t.transactionId}&orderId=${t.orderId}`;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
