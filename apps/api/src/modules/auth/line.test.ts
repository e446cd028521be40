import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeLineToken } from '#api/platform/line/index';
import { createTestApp, type TestApp } from '#test/app';
import { describeEachDatabase } from '#test/db';
import { demoStoreFile, seedDemoCopy, seedStore } from '#test/fixtures';
import { authClient, newPhone } from './test-kit';

const CHANNEL = '1657000000';
const LIFF_ID = `${CHANNEL}-AbCdEfGh`;
let userCounter = 0;
/** A fresh LINE user id: U + 32 hex digits. */
const newLineUser = () => `U${(Date.now().toString(16) + String(++userCounter).padStart(6, '0')).padStart(32, '0')}`;

describeEachDatabase('LINE login with the fake verifier', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
    const file = demoStoreFile();
    file.store.code = 'line-store';
    file.store.liffId = LIFF_ID;
    await seedStore(t.database.db, file);
    await seedDemoCopy(t.database.db, 'other', (other) => {
      other.store.liffId = '1657999999-ZyXwVuTs';
    });
  });
  afterAll(() => t.close());

  const token = (sub: string, extra: Partial<Parameters<typeof fakeLineToken>[0]> = {}) =>
    fakeLineToken({
      sub,
      aud: CHANNEL,
      name: '小美',
      picture: 'https://profile.line-scdn.net/mei',
      now: t.clock.now(),
      ...extra,
    });
  const verify = (lineToken: string, nonce?: string, code = 'line-store') =>
    authClient(t, code).call('POST', '/auth/lineTokenVerify', { lineToken, ...(nonce ? { nonce } : {}) });

  it('unknown LINE user: verify → lineOTPLogin is RESOURCE_NOT_FOUND → phone sign-up binds LINE → lineOTPLogin signs in', async () => {
    const c = authClient(t, 'line-store');
    const sub = newLineUser();
    const verified = await verify(token(sub));
    expect(verified.statusCode).toBe(200);
    const { lineLoginId, ...rest } = verified.json().data;
    expect(rest).toEqual({ lineUserId: sub, lineAvatar: 'https://profile.line-scdn.net/mei', lineName: '小美' });

    const unknown = await c.call('POST', '/auth/lineOTPLogin', { lineLoginId });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ status: 'RESOURCE_NOT_FOUND', message: '查無此顧客，請重新登入' });
    expect((await c.customerCheck({ lineUserId: sub })).json().data.exists).toBe(false);

    // The client goes to UserLogin, proves the phone and registers with the LINE login.
    const customer = await c.registerNew(newPhone(), { lineLoginId });
    const me = (await c.getCustomer(customer.token)).json().data;
    expect(me).toMatchObject({ lineUserId: sub, avatar: 'https://profile.line-scdn.net/mei' });
    expect((await c.customerCheck({ lineUserId: sub })).json().data).toMatchObject({
      exists: true,
      loginInfo: { lineBound: true },
    });

    // Next visit inside LINE: straight in.
    const again = (await verify(token(sub))).json().data.lineLoginId;
    const login = await c.call('POST', '/auth/lineOTPLogin', { lineLoginId: again });
    expect(login.statusCode).toBe(200);
    expect(login.json().data).toMatchObject({ userId: customer.userId, sourceId: sub });
    // A LINE login is used once.
    const replay = await c.call('POST', '/auth/lineOTPLogin', { lineLoginId: again });
    expect(replay.statusCode).toBe(403);
    expect(replay.json().status).toBe('LINE_UNAUTHORIZED');
  });

  it('an existing customer binds LINE when signing in with a code (emailOTPLogin with lineLoginId)', async () => {
    const c = authClient(t, 'line-store');
    const customer = await c.registerNew();
    const sub = newLineUser();
    const { lineLoginId } = (await verify(token(sub))).json().data;
    t.clock.advance(61);
    const code = await c.codeFor(customer.phone);
    const res = await c.emailOtpLogin({ phoneE164: customer.phone, otpPassword: code, lineLoginId, lineUserId: sub });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ userId: customer.userId, sourceId: sub });
  });

  it('lineBinding binds the signed-in customer and returns the destination', async () => {
    const c = authClient(t, 'line-store');
    const customer = await c.registerNew();
    const sub = newLineUser();
    const { lineLoginId } = (await verify(token(sub))).json().data;
    const headers = { 'access-token': customer.token };
    const unauth = await c.call('POST', '/auth/lineBinding', { destinationURI: '/line-store/booking', lineLoginId });
    expect(unauth.statusCode).toBe(401);
    const offsite = await c.call(
      'POST',
      '/auth/lineBinding',
      { destinationURI: 'https://evil.example/', lineLoginId },
      headers,
    );
    expect(offsite.statusCode).toBe(400);
    expect(offsite.json().data.fields).toHaveProperty('destinationURI');
    const res = await c.call(
      'POST',
      '/auth/lineBinding',
      { destinationURI: '/line-store/booking', lineLoginId },
      headers,
    );
    expect(res.json()).toEqual({ status: 'SUCCESS', data: { lineUserId: sub, destinationURI: '/line-store/booking' } });
    expect((await c.getCustomer(customer.token)).json().data.lineUserId).toBe(sub);

    // The same LINE account cannot be bound to a second customer of the store.
    const second = await c.registerNew();
    const again = (await verify(token(sub))).json().data.lineLoginId;
    const taken = await c.call(
      'POST',
      '/auth/lineBinding',
      { destinationURI: '/line-store/booking', lineLoginId: again },
      { 'access-token': second.token },
    );
    expect(taken.statusCode).toBe(409);
    expect(taken.json().status).toBe('LINE_ALREADY_BOUND');
  });

  describe('a token the verifier does not accept is LINE_UNAUTHORIZED', () => {
    const cases: [string, () => string, string?][] = [
      ['garbage', () => 'not-a-token'],
      ['a real-looking JWT', () => 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJVMTIzIn0.c2ln'],
      ['a forged signature', () => `${token(newLineUser()).slice(0, -4)}AAAA`],
      ['another channel (audience)', () => token(newLineUser(), { aud: '1111111111' })],
      ['another issuer', () => token(newLineUser(), { iss: 'https://evil.example' })],
      ['expired', () => token(newLineUser(), { exp: t.clock.now() - 1 })],
      ['a different nonce', () => token(newLineUser(), { nonce: 'abc' }), 'xyz'],
      ['no nonce when one is expected', () => token(newLineUser()), 'xyz'],
      ['a sub that is not a LINE user id', () => token('someone')],
    ];
    for (const [name, make, nonce] of cases) {
      it(name, async () => {
        const res = await verify(make(), nonce);
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ status: 'LINE_UNAUTHORIZED', message: 'LINE 驗證失敗，請重新登入' });
      });
    }

    it('a matching nonce is accepted', async () => {
      expect((await verify(token(newLineUser(), { nonce: 'n-123' }), 'n-123')).statusCode).toBe(200);
    });

    it('a token for one store is refused by a store with another channel', async () => {
      const res = await verify(token(newLineUser()), undefined, 'other');
      expect(res.json().status).toBe('LINE_UNAUTHORIZED');
    });
  });

  it('a lineLoginId is refused when made-up, expired (30 min) or from another store', async () => {
    const c = authClient(t, 'line-store');
    const made = await c.call('POST', '/auth/lineOTPLogin', { lineLoginId: 'made-up' });
    expect(made.json().status).toBe('LINE_UNAUTHORIZED');
    const sub = newLineUser();
    await c.registerNew(newPhone(), { lineLoginId: (await verify(token(sub))).json().data.lineLoginId });
    const id = (await verify(token(sub))).json().data.lineLoginId;
    expect((await authClient(t, 'other').call('POST', '/auth/lineOTPLogin', { lineLoginId: id })).json().status).toBe(
      'LINE_UNAUTHORIZED',
    );
    t.clock.advance(1801);
    expect((await c.call('POST', '/auth/lineOTPLogin', { lineLoginId: id })).json().status).toBe('LINE_UNAUTHORIZED');
  });

  it('the dev route makes tokens the fake verifier accepts', async () => {
    const c = authClient(t, 'line-store');
    const sub = newLineUser();
    const made = await c.call('POST', '/dev/lineToken', { sub, name: '阿明' });
    expect(made.statusCode).toBe(200);
    const res = await verify(made.json().data.lineToken);
    expect(res.json().data).toMatchObject({ lineUserId: sub, lineName: '阿明', lineAvatar: null });
  });
});

describeEachDatabase('LINE login with the production verifier (against a local stand-in for LINE)', (kind) => {
  let t: TestApp;
  let server: Server;
  const calls: URLSearchParams[] = [];
  const answer = { status: 200, claims: {} as Record<string, unknown> };
  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (c) => {
        body += c;
      });
      req.on('end', () => {
        calls.push(new URLSearchParams(body));
        res.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.claims));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/oauth2/v2.1/verify`;
    t = await createTestApp(kind, { config: { lineVerifier: 'line', lineVerifyUrl: url } });
    const file = demoStoreFile();
    file.store.liffId = LIFF_ID;
    await seedStore(t.database.db, file);
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  const claims = (extra: Record<string, unknown> = {}) => ({
    iss: 'https://access.line.me',
    sub: newLineUser(),
    aud: CHANNEL,
    exp: t.clock.now() + 3600,
    iat: t.clock.now(),
    nonce: 'n-1',
    name: '小美',
    picture: 'https://profile.line-scdn.net/x',
    ...extra,
  });
  const verify = (nonce?: string) =>
    authClient(t).call('POST', '/auth/lineTokenVerify', {
      lineToken: 'id-token-from-liff',
      ...(nonce ? { nonce } : {}),
    });

  it('sends id_token, client_id (the store’s channel) and nonce, and accepts valid claims', async () => {
    answer.status = 200;
    answer.claims = claims();
    const res = await verify('n-1');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.lineUserId).toBe(answer.claims.sub);
    const call = calls.at(-1)!;
    expect(Object.fromEntries(call)).toEqual({ id_token: 'id-token-from-liff', client_id: CHANNEL, nonce: 'n-1' });
  });

  it('checks issuer, audience, expiry and nonce of what LINE returns', async () => {
    answer.status = 200;
    for (const bad of [{ iss: 'https://other' }, { aud: '999' }, { exp: t.clock.now() }]) {
      answer.claims = claims(bad);
      expect((await verify('n-1')).json().status).toBe('LINE_UNAUTHORIZED');
    }
    answer.claims = claims({ nonce: 'other' });
    expect((await verify('n-1')).json().status).toBe('LINE_UNAUTHORIZED');
  });

  it('LINE refusing the token is LINE_UNAUTHORIZED; LINE failing is 503', async () => {
    answer.status = 400;
    answer.claims = { error: 'invalid_request', error_description: 'IdToken expired.' };
    expect((await verify()).json().status).toBe('LINE_UNAUTHORIZED');
    answer.status = 500;
    const down = await verify();
    expect(down.statusCode).toBe(503);
    expect(down.json().status).toBe('SERVICE_UNAVAILABLE');
  });
});
