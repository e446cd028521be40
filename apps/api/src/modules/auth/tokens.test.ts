import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loginTokens } from '#api/db/schema/index';
import { hashSecret } from '#api/platform/secrets';
import { createTestApp, type TestApp } from '#test/app';
import { describeEachDatabase } from '#test/db';
import { seedDemoCopy, seedStore, signedInCustomer } from '#test/fixtures';
import { authClient } from './test-kit';

const DAY = 86400;

describeEachDatabase('sign-in tokens', (kind) => {
  let t: TestApp;
  let otherStoreId: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    await seedStore(t.database.db);
    otherStoreId = (await seedDemoCopy(t.database.db, 'other')).storeId;
  });
  afterAll(() => t.close());

  it('tokens are 256-bit random strings, stored only as a SHA-256', async () => {
    const { token } = await authClient(t).registerNew();
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const [row] = await t.database.db
      .select()
      .from(loginTokens)
      .where(eq(loginTokens.tokenHash, hashSecret(token)));
    expect(row).toBeDefined();
    expect(JSON.stringify(row)).not.toContain(token);
  });

  it('a missing or made-up token is a 401 UNAUTHORIZED', async () => {
    const c = authClient(t);
    const none = await c.call('GET', '/customer');
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ status: 'UNAUTHORIZED', message: '查無此顧客，請重新登入' });
    expect((await c.getCustomer('made-up')).statusCode).toBe(401);
    expect((await c.getCustomer('x'.repeat(5000))).statusCode).toBe(401);
  });

  it('a token of one store is refused by another', async () => {
    const demo = authClient(t);
    const { token } = await demo.registerNew();
    expect((await demo.getCustomer(token)).statusCode).toBe(200);
    const other = authClient(t, 'other');
    expect((await other.getCustomer(token)).statusCode).toBe(401);
    expect((await other.renew(token)).statusCode).toBe(401);
    expect((await other.logout(token)).statusCode).toBe(401);
    // ...and the other store's own customer with the fixture is refused by demo.
    const fixture = await signedInCustomer(t.database.db, otherStoreId, t.clock.now());
    expect((await other.getCustomer(fixture.token)).statusCode).toBe(200);
    expect((await demo.getCustomer(fixture.token)).statusCode).toBe(401);
  });

  it('a token expires after 90 days', async () => {
    const c = authClient(t);
    const { token, expireTime } = await c.registerNew();
    expect(expireTime).toBe(t.clock.now() + 90 * DAY);
    t.clock.advance(90 * DAY - 1);
    expect((await c.getCustomer(token)).statusCode).toBe(200);
    t.clock.advance(DAY + 1);
    const res = await c.getCustomer(token);
    expect(res.statusCode).toBe(401);
    expect((await c.renew(token)).statusCode).toBe(401);
  });

  it('logout makes the token unusable at once; other sessions of the customer stay', async () => {
    const c = authClient(t);
    const first = await c.registerNew();
    t.clock.advance(61);
    const second = (await c.validate(first.phone, await c.codeFor(first.phone))).json().data.token;
    const out = await c.logout(first.token);
    expect(out.json()).toEqual({ status: 'SUCCESS', data: null });
    expect((await c.getCustomer(first.token)).statusCode).toBe(401);
    expect((await c.renew(first.token)).statusCode).toBe(401);
    expect((await c.logout(first.token)).statusCode).toBe(401);
    expect((await c.getCustomer(second)).statusCode).toBe(200);
  });

  it('renewToken earlier than 29 days before expiry gives the same token back', async () => {
    const c = authClient(t);
    const first = await c.registerNew();
    t.clock.advance(61 * DAY - 1); // 29 days and 1 second left
    const res = await c.renew(first.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      token: first.token,
      expireTime: first.expireTime,
      userId: first.userId,
      gender: 'Female',
      sourceId: null,
    });
    expect((await c.getCustomer(first.token)).statusCode).toBe(200);
  });

  it('renewToken within 29 days of expiry gives a new 90-day token and revokes the old one', async () => {
    const c = authClient(t);
    const first = await c.registerNew();
    t.clock.advance(62 * DAY); // 28 days left
    const res = await c.renew(first.token);
    expect(res.statusCode).toBe(200);
    const renewed = res.json().data;
    expect(renewed.token).not.toBe(first.token);
    expect(renewed).toMatchObject({ userId: first.userId, expireTime: t.clock.now() + 90 * DAY });
    expect((await c.getCustomer(first.token)).statusCode).toBe(401);
    expect((await c.getCustomer(renewed.token)).statusCode).toBe(200);
    t.clock.advance(80 * DAY);
    expect((await c.getCustomer(renewed.token)).statusCode).toBe(200);
  });

  it('two renewals of one token at once: one new token, the other call is a 401', async () => {
    const c = authClient(t);
    const first = await c.registerNew();
    t.clock.advance(70 * DAY);
    const results = await Promise.all([c.renew(first.token), c.renew(first.token)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 401]);
  });
});
