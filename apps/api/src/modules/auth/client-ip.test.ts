import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/app';
import { describeEachDatabase } from '#test/db';
import { seedStore } from '#test/fixtures';
import { authClient, newPhone } from './test-kit';

/** The per-IP limits key on the real client address: a forged X-Forwarded-For must not reset them. */
describeEachDatabase('client address behind proxies', (kind) => {
  let direct: TestApp;
  let behindProxy: TestApp;
  beforeAll(async () => {
    const authRateLimit = { send: 2, check: 30 };
    direct = await createTestApp(kind, { config: { authRateLimit } });
    behindProxy = await createTestApp(kind, { config: { authRateLimit, trustProxy: 1 } });
    await seedStore(direct.database.db);
    await seedStore(behindProxy.database.db);
  });
  afterAll(async () => {
    await direct.close();
    await behindProxy.close();
  });

  const sendWithForwardedFor = (t: TestApp, forwardedFor: string) =>
    authClient(t, 'demo', '203.0.113.7').call(
      'POST',
      '/auth/sendValidateCode',
      { phoneE164: newPhone() },
      { 'x-forwarded-for': forwardedFor },
    );

  it('ignores X-Forwarded-For by default, so a client cannot pick a fresh IP per request', async () => {
    const statuses = [];
    for (const ip of ['198.51.100.1', '198.51.100.2', '198.51.100.3']) {
      statuses.push((await sendWithForwardedFor(direct, ip)).statusCode);
    }
    expect(statuses).toEqual([200, 200, 429]);
  });

  it('believes one proxy hop when TRUST_PROXY=1, so clients behind a load balancer are told apart', async () => {
    const statuses = [];
    for (const ip of ['198.51.100.1', '198.51.100.2', '198.51.100.3']) {
      statuses.push((await sendWithForwardedFor(behindProxy, ip)).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200]);
  });
});
