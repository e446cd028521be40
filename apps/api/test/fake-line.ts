import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local LINE Messaging API for tests: `POST /v2/bot/message/push` as LINE speaks it. It refuses
 * a missing or wrong channel access token (401), a body that is not JSON, a `to` that is not a user
 * id, messages that are not 1–5 text messages of at most 5000 characters, and a retry key that is
 * not a UUID (400). A retry key it accepted before answers 409 with `x-line-accepted-request-id`
 * and delivers nothing: a retried push counts once. `failNext` makes the next pushes answer 500
 * after delivering (a lost answer: the sender must retry with the same key); `holdNext` makes
 * them deliver and never answer (the sender dies waiting: the kill -9 test).
 */
export async function startFakeLine(token: string) {
  const delivered: { to: string; text: string; retryKey: string }[] = [];
  const accepted = new Map<string, string>();
  const refused: number[] = [];
  const state = { failNext: 0, holdNext: 0, requests: 0 };
  const server = createServer(async (req, res) => {
    state.requests++;
    const answer = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      if (status >= 400) refused.push(status);
      res.writeHead(status, { 'content-type': 'application/json', ...headers });
      res.end(JSON.stringify(body));
    };
    if (req.method !== 'POST' || req.url !== '/v2/bot/message/push') return answer(404, { message: 'Not found' });
    if (req.headers.authorization !== `Bearer ${token}`)
      return answer(401, {
        message: 'Authentication failed. Confirm that the access token in the authorization header is valid.',
      });
    if (!String(req.headers['content-type']).startsWith('application/json'))
      return answer(415, { message: 'Unsupported media type' });
    const retryKey = String(req.headers['x-line-retry-key'] ?? '');
    if (retryKey && !/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(retryKey))
      return answer(400, { message: 'The value for the X-Line-Retry-Key header is invalid' });
    let body: { to?: unknown; messages?: { type?: unknown; text?: unknown }[] };
    try {
      body = JSON.parse(await read(req));
    } catch {
      return answer(400, { message: 'The request body has 1 error(s)' });
    }
    const messages = Array.isArray(body.messages) ? body.messages : [];
    if (typeof body.to !== 'string' || !/^U[0-9a-f]{32}$/.test(body.to))
      return answer(400, { message: "The property, 'to', in the request body is invalid" });
    if (
      messages.length < 1 ||
      messages.length > 5 ||
      messages.some(
        (m) => m.type !== 'text' || typeof m.text !== 'string' || m.text.length === 0 || m.text.length > 5000,
      )
    )
      return answer(400, { message: 'The request body has 1 error(s)' });
    if (retryKey && accepted.has(retryKey))
      return answer(
        409,
        { message: 'The retry key is already accepted' },
        { 'x-line-accepted-request-id': accepted.get(retryKey)! },
      );
    const requestId = `req-${delivered.length + 1}`;
    if (retryKey) accepted.set(retryKey, requestId);
    for (const m of messages) delivered.push({ to: body.to, text: String(m.text), retryKey });
    if (state.holdNext > 0) {
      state.holdNext--;
      return;
    }
    if (state.failNext > 0) {
      state.failNext--;
      return answer(500, { message: 'An error occurred in the server' });
    }
    answer(
      200,
      { sentMessages: messages.map((_, i) => ({ id: `${requestId}-${i}`, quoteToken: 'q' })) },
      { 'x-line-request-id': requestId },
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const close = () =>
    new Promise<void>((r) => {
      server.close(() => r());
      server.closeAllConnections();
    });
  return { url, delivered, refused, state, close };
}

/** A local SMS provider (the protocol of platform/otp/sms-http.ts): the first `state.failFirst` sends answer 503. */
export async function startFakeSms(key: string) {
  const delivered: { to: string; text: string }[] = [];
  const state = { failures: 0, failFirst: 0 };
  const server = createServer(async (req, res) => {
    const body = await read(req);
    if (req.headers.authorization !== `Bearer ${key}`) {
      res.writeHead(401).end();
      return;
    }
    if (state.failures < state.failFirst) {
      state.failures++;
      res.writeHead(503).end();
      return;
    }
    const { to, text } = JSON.parse(body) as { to: string; text: string };
    delivered.push({ to, text });
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/sms`;
  return { url, delivered, state, close: () => new Promise<void>((r) => server.close(() => r())) };
}

function read(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}
