import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/app';
import { describeEachDatabase } from '#test/db';
import { seedStore } from '#test/fixtures';

const csp = (res: { headers: Record<string, unknown> }) => String(res.headers['content-security-policy']);

describeEachDatabase('security headers: CSP upgrade over https only, no referrer', (kind) => {
  let direct: TestApp;
  let proxied: TestApp;
  beforeAll(async () => {
    direct = await createTestApp(kind);
    proxied = await createTestApp(kind, { config: { trustProxy: 1 } });
    await seedStore(direct.database.db);
    await seedStore(proxied.database.db);
  });
  afterAll(async () => {
    await direct.close();
    await proxied.close();
  });

  it('leaves upgrade-insecure-requests out over plain http (a LAN address would show a blank page)', async () => {
    const res = await direct.app.inject({ url: '/api/bookings/store?code=demo' });
    expect(csp(res)).toContain("default-src 'self'");
    expect(csp(res)).not.toContain('upgrade-insecure-requests');
    // Without a trusted proxy, a client's X-Forwarded-Proto is not believed.
    const spoofed = await direct.app.inject({
      url: '/api/bookings/store?code=demo',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(csp(spoofed)).not.toContain('upgrade-insecure-requests');
  });

  it('sends upgrade-insecure-requests when a trusted proxy says the request came over https', async () => {
    const https = await proxied.app.inject({
      url: '/api/bookings/store?code=demo',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(csp(https)).toContain("default-src 'self'");
    expect(csp(https).match(/upgrade-insecure-requests/g)).toHaveLength(1);
    const http = await proxied.app.inject({
      url: '/api/bookings/store?code=demo',
      headers: { 'x-forwarded-proto': 'http' },
    });
    expect(csp(http)).not.toContain('upgrade-insecure-requests');
  });

  it('sends Referrer-Policy: no-referrer on every response, errors included', async () => {
    for (const url of [
      '/api/bookings/store?code=demo',
      '/api/bookings/AAAAAAAAAAAAAAAAAAAAAA?code=demo',
      '/api/nowhere',
    ]) {
      const res = await direct.app.inject({ url });
      expect(res.headers['referrer-policy'], url).toBe('no-referrer');
    }
  });
});
