import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#api/app';
import { loadConfig, testConfig } from '#api/config';
import { createTestApp, type TestApp } from '#test/app';
import { describeEachDatabase, openTestDatabase } from '#test/db';
import { decodeMail, startSmtp } from '#test/fake-smtp';
import { seedStore } from '#test/fixtures';
import { authClient, newPhone } from './test-kit';

interface Received {
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

/** A local HTTP server standing in for the SMS provider; `status` is what it answers. */
async function startSmsProvider() {
  const received: Received[] = [];
  const state = { status: 200 };
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      received.push({ url: req.url ?? '', headers: req.headers, body });
      res.writeHead(state.status, { 'content-type': 'application/json' }).end('{"ok":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    received,
    state,
    url: `http://127.0.0.1:${port}/v1/sms`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The text of a single-part message: base64 or quoted-printable decoded. */

describeEachDatabase('code senders', (kind) => {
  describe('SMTP e-mail', () => {
    let t: TestApp;
    let smtp: Awaited<ReturnType<typeof startSmtp>>;
    beforeAll(async () => {
      smtp = await startSmtp();
      t = await createTestApp(kind, {
        config: { smtpUrl: `smtp://127.0.0.1:${smtp.port}`, smtpFrom: '青禾髮藝 <no-reply@qinghe.example>' },
      });
      await seedStore(t.database.db);
    });
    afterAll(async () => {
      await t.close();
      await smtp.close();
    });

    it('delivers the code to the customer’s address through a real SMTP server, and it signs in', async () => {
      const c = authClient(t);
      const email = 'mei.lin@example.com';
      const customer = await c.registerNew(newPhone(), { email });
      t.clock.advance(61);
      const sent = await c.send(customer.phone, 'email');
      expect(sent.statusCode).toBe(200);
      expect(smtp.mails).toHaveLength(1);
      const mail = smtp.mails[0]!;
      expect(mail.to).toEqual([email]);
      expect(mail.from).toBe('no-reply@qinghe.example');
      const text = decodeMail(mail.raw);
      const code = text.match(/您的驗證碼為 (\d{6})，5 分鐘內有效/)?.[1];
      expect(code, text).toMatch(/^\d{6}$/);
      expect(mail.raw).toMatch(/^Subject: .+$/m);
      // With SMTP configured, e-mail codes do not go to the dev outbox.
      expect((await c.outbox(email)).json().data).toEqual([]);
      const login = await c.emailOtpLogin({ phoneE164: customer.phone, otpPassword: code });
      expect(login.statusCode).toBe(200);
      expect(login.json().data.userId).toBe(customer.userId);
    });
  });

  describe('SMS over HTTP', () => {
    let t: TestApp;
    let sms: Awaited<ReturnType<typeof startSmsProvider>>;
    beforeAll(async () => {
      sms = await startSmsProvider();
      t = await createTestApp(kind, { config: { smsUrl: sms.url, smsKey: 'sms-test-key' } });
      await seedStore(t.database.db);
    });
    afterAll(async () => {
      await t.close();
      await sms.close();
    });

    it('POSTs {to, text} as JSON with the bearer key, and the code in the text signs in', async () => {
      const c = authClient(t);
      const phone = newPhone();
      expect((await c.send(phone)).statusCode).toBe(200);
      expect(sms.received).toHaveLength(1);
      const req = sms.received[0]!;
      expect(req.url).toBe('/v1/sms');
      expect(req.headers.authorization).toBe('Bearer sms-test-key');
      expect(req.headers['content-type']).toBe('application/json');
      const body = JSON.parse(req.body);
      expect(Object.keys(body).sort()).toEqual(['text', 'to']);
      expect(body.to).toBe(phone);
      const code = body.text.match(/^【青禾髮藝 Qinghe Hair】您的驗證碼為 (\d{6})，5 分鐘內有效。/)?.[1];
      expect(code).toMatch(/^\d{6}$/);
      // With an SMS provider configured, SMS codes do not go to the dev outbox.
      expect((await c.outbox(phone)).json().data).toEqual([]);
      expect((await c.validate(phone, code)).statusCode).toBe(200);
    });

    it('a provider failure is OTP_SEND_FAILED, and the failed send does not count against the limits', async () => {
      const c = authClient(t);
      const phone = newPhone();
      sms.state.status = 503;
      try {
        const failed = await c.send(phone);
        expect(failed.statusCode).toBe(502);
        expect(failed.json()).toMatchObject({ status: 'OTP_SEND_FAILED', message: '驗證碼發送失敗，請稍後再試' });
      } finally {
        sms.state.status = 200;
      }
      expect((await c.send(phone)).statusCode).toBe(200);
    });

    it("a failed resend leaves the customer's earlier code usable", async () => {
      const c = authClient(t);
      const phone = newPhone();
      expect((await c.send(phone)).statusCode).toBe(200);
      const first = JSON.parse(sms.received.at(-1)!.body).text.match(/(\d{6})/)[1];
      t.clock.advance(61);
      sms.state.status = 503;
      try {
        expect((await c.send(phone)).statusCode).toBe(502);
      } finally {
        sms.state.status = 200;
      }
      expect((await c.validate(phone, first)).statusCode).toBe(200);
    });
  });

  describe('production mode', () => {
    let t: TestApp;
    let sms: Awaited<ReturnType<typeof startSmsProvider>>;
    beforeAll(async () => {
      sms = await startSmsProvider();
      t = await createTestApp(kind, { config: { mode: 'production', smsUrl: sms.url, smsKey: 'k' } });
      await seedStore(t.database.db);
    });
    afterAll(async () => {
      await t.close();
      await sms.close();
    });

    it('has no dev outbox and no fake LINE token route', async () => {
      const c = authClient(t);
      expect((await c.send(newPhone())).statusCode).toBe(200);
      const outbox = await t.app.inject({ method: 'GET', url: '/api/dev/outbox' });
      expect(outbox.statusCode).toBe(404);
      expect(outbox.json().status).toBe('NOT_FOUND');
      expect(
        (await t.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent('+886912345678')}` }))
          .statusCode,
      ).toBe(404);
      expect((await c.call('POST', '/dev/lineToken', { sub: `U${'a'.repeat(32)}` })).statusCode).toBe(404);
      const paths = Object.keys((await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json().paths);
      expect(paths.filter((p) => p.startsWith('/api/dev'))).toEqual([]);
    });

    it('e-mail codes are off without SMTP_URL (a clear error, not a fallback)', async () => {
      const res = await authClient(t).send(newPhone(), 'email');
      expect(res.statusCode).toBe(422);
      expect(res.json().status).toBe('EMAIL_OTP_UNAVAILABLE');
    });

    it('refuses to start without an SMS sender, or with the fake LINE verifier', async () => {
      const database = await openTestDatabase(kind);
      try {
        await expect(buildApp({ config: testConfig({ mode: 'production' }), database })).rejects.toThrow(
          /SMS_URL and SMS_KEY/,
        );
        await expect(
          buildApp({ config: testConfig({ mode: 'production', smsUrl: 'http://127.0.0.1:9/sms' }), database }),
        ).rejects.toThrow(/SMS_KEY/);
        await expect(
          buildApp({
            config: testConfig({
              mode: 'production',
              smsUrl: 'http://127.0.0.1:9/sms',
              smsKey: 'k',
              lineVerifier: 'fake',
            }),
            database,
          }),
        ).rejects.toThrow(/LINE_VERIFIER=fake/);
      } finally {
        await database.close();
      }
    });
  });
});

describe('auth configuration from the environment', () => {
  it('reads the senders and LINE settings; production verifies with LINE', () => {
    const prod = loadConfig({
      NODE_ENV: 'production',
      SMS_URL: 'https://sms.example/send',
      SMS_KEY: 'k',
      SMTP_URL: 'smtps://u:p@mail.example',
      SMTP_FROM: 'salon@mail.example',
      LINE_CHANNEL_ID: '1650000000',
    });
    expect(prod).toMatchObject({
      mode: 'production',
      smsUrl: 'https://sms.example/send',
      smsKey: 'k',
      smtpUrl: 'smtps://u:p@mail.example',
      smtpFrom: 'salon@mail.example',
      lineVerifier: 'line',
      lineVerifyUrl: 'https://api.line.me/oauth2/v2.1/verify',
      authRateLimit: { send: 10, check: 30 },
    });
    const dev = loadConfig({ LINE_CHANNEL_ID: '1650000000', RATE_LIMIT_OTP_SEND: '5' });
    expect(dev).toMatchObject({ mode: 'development', smsUrl: null, lineVerifier: 'fake', lineChannelId: '1650000000' });
    expect(dev.authRateLimit).toEqual({ send: 5, check: 30 });
  });
});
