import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, TEST_NOW, type TestApp } from '#test/app';
import { describeEachDatabase } from '#test/db';
import { seedStore, signedInCustomer } from '#test/fixtures';
import { PUBLIC_MAX_AGE } from './caching';

describeEachDatabase('caching: personal answers are never stored, public ones revalidate', (kind) => {
  let t: TestApp;
  let headers: Record<string, string>;
  let customerId: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    const { storeId } = await seedStore(t.database.db);
    const signedIn = await signedInCustomer(t.database.db, storeId, TEST_NOW);
    headers = signedIn.headers;
    customerId = signedIn.customer.id;
  });
  afterAll(() => t.close());

  const get = (url: string, extra: Record<string, string> = {}) => t.app.inject({ url, headers: extra });

  it('gives the public store and menus a short public max-age and an ETag, and 304 on If-None-Match', async () => {
    for (const path of ['/api/bookings/store', '/api/bookings/menu/service', '/api/bookings/menu/retail']) {
      // The retail menu's stock changes with each order: shared, but revalidated every time.
      const policy = path.endsWith('/retail') ? 'public, no-cache' : `public, max-age=${PUBLIC_MAX_AGE}`;
      const first = await get(`${path}?code=demo`);
      expect(first.statusCode, path).toBe(200);
      expect(first.headers['cache-control'], path).toBe(policy);
      const etag = String(first.headers.etag);
      expect(etag, path).toMatch(/^"[A-Za-z0-9_-]+"$/);

      const again = await get(`${path}?code=demo`, { 'if-none-match': etag });
      expect(again.statusCode, path).toBe(304);
      expect(again.body, path).toBe('');
      expect(again.headers.etag, path).toBe(etag);
      expect(again.headers['cache-control'], path).toBe(policy);

      const stale = await get(`${path}?code=demo`, { 'if-none-match': '"something-else"' });
      expect(stale.statusCode, path).toBe(200);
      expect(stale.body, path).toBe(first.body);
    }
  });

  it('does not share a menu narrowed to a customer (customerId)', async () => {
    const res = await get(`/api/bookings/menu/service?code=demo&customerId=${customerId}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers.etag).toBeUndefined();
  });

  it('never stores the customer, signed-in reads, per-booking answers, writes or errors', async () => {
    const cases = [
      await get('/api/customer?code=demo', headers),
      await get('/api/bookings?code=demo', headers),
      await get('/api/bookings/AAAAAAAAAAAAAAAAAAAAAA?code=demo'),
      await t.app.inject({ method: 'DELETE', url: '/api/bookings?code=demo', payload: {} }),
      await get('/api/customer?code=demo'),
      await get('/api/bookings/store?code=nowhere'),
      await get('/api/nowhere'),
      await get('/api/health'),
    ];
    for (const res of cases) {
      expect(res.headers['cache-control'], `${res.statusCode} ${res.body.slice(0, 80)}`).toBe('no-store');
      expect(res.headers.etag).toBeUndefined();
    }
    expect(cases[0]!.statusCode).toBe(200);
    expect(cases[1]!.statusCode).toBe(200);
    expect(cases[4]!.statusCode).toBe(401);
  });
});
