import parsePrometheusTextFormat from 'parse-prometheus-text-format';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_NOW, type TestApp } from '#test/app';
import { seedStore, signedInCustomer } from '#test/fixtures';
import { bookingBody, call, WED } from '../modules/bookings/test-support';
import { orderBody } from '../modules/retail/test-support';

const TOKEN = 'metrics-token-of-the-test-0001';

describe('GET /metrics', () => {
  let t: TestApp;
  let headers: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp('pglite', { config: { metricsToken: TOKEN } });
    const { storeId } = await seedStore(t.database.db);
    headers = (await signedInCustomer(t.database.db, storeId, TEST_NOW, { gender: 'Female' })).headers;
  });
  afterAll(() => t.close());

  const scrape = () => t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });

  it('answers 401 without the bearer token, or with another', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token-of-the-test-01', TOKEN]) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: authorization ? { authorization } : {},
      });
      expect(res.statusCode).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer');
      expect(res.body).not.toContain('http_requests_total');
    }
  });

  it('counts requests by operation and status class, and the orders created, in the Prometheus text format', async () => {
    expect((await call(t.app, 'GET', '/api/health/live')).code).toBe(200);
    expect((await call(t.app, 'GET', '/api/bookings/store?code=demo')).code).toBe(200);
    expect((await call(t.app, 'GET', '/api/bookings/store?code=no-such-store')).code).toBe(404);
    const booked = await call(t.app, 'POST', '/api/bookings?code=demo', {
      payload: bookingBody([{ productId: 'cut-wash', userId: 'amber' }], WED(11)),
      headers,
    });
    expect(booked.code).toBe(200);
    const picked = await call(t.app, 'POST', '/api/bookings/pickupOrders?code=demo', {
      payload: orderBody([{ productId: 'scalp-serum', quantity: 1 }]),
      headers,
    });
    expect(picked.code).toBe(200);
    expect((await call(t.app, 'GET', `/api/bookings/${booked.body.data.bookingId}?code=demo`)).code).toBe(200);
    expect((await call(t.app, 'GET', '/api/no/such/route')).code).toBe(404);

    const res = await scrape();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const families = new Map(parsePrometheusTextFormat(res.body).map((f) => [f.name, f]));
    const count = (name: string, labels: Record<string, string> = {}) =>
      families
        .get(name)
        ?.metrics.filter((m) => Object.entries(labels).every(([k, v]) => m.labels?.[k] === v))
        .reduce((sum, m) => sum + Number(m.value ?? m.count), 0);

    expect(families.get('http_requests_total')?.type).toBe('COUNTER');
    expect(count('http_requests_total', { operation: 'healthLive', status_class: '2xx' })).toBe(1);
    expect(count('http_requests_total', { operation: 'storeSetting', status_class: '2xx' })).toBe(1);
    expect(count('http_requests_total', { operation: 'storeSetting', status_class: '4xx' })).toBe(1);
    expect(count('http_requests_total', { operation: 'createBooking', status_class: '2xx' })).toBe(1);
    expect(count('http_requests_total', { operation: 'unmatched', status_class: '4xx' })).toBe(1);
    expect(families.get('http_request_duration_seconds')?.type).toBe('HISTOGRAM');
    // The parser folds a labelled histogram's series into one set of buckets: its type and buckets
    // are checked here, its labels are those of http_requests_total (both take the same labels).
    expect(families.get('http_request_duration_seconds')?.metrics[0]?.buckets?.['+Inf']).toBeDefined();
    expect(count('bookings_created_total')).toBe(1);
    expect(count('pickup_orders_created_total')).toBe(1);
    expect(count('db_pool_connections_in_use')).toBe(1);
    expect(count('db_pool_waiting')).toBe(0);
    expect(families.has('process_cpu_user_seconds_total')).toBe(true);
    expect(families.has('nodejs_heap_size_used_bytes')).toBe(true);

    // No label carries a URL, an id or a store code: only operation ids and status classes.
    const operations = new Set<string>();
    for (const family of families.values())
      for (const metric of family.metrics) if (metric.labels?.operation) operations.add(metric.labels.operation);
    expect(res.body).not.toContain(booked.body.data.bookingId);
    expect(res.body).not.toMatch(/demo|no-such|\/api\//);
    expect([...operations].every((op) => /^[a-zA-Z]+$/.test(op))).toBe(true);
  });
});

describe('GET /metrics without METRICS_TOKEN', () => {
  it('is 404 in production', async () => {
    const production = { mode: 'production', smsUrl: 'http://127.0.0.1:9/sms', smsKey: 'k' } as const;
    const t = await createTestApp('pglite', { config: production });
    try {
      const res = await t.app.inject({ method: 'GET', url: '/metrics' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ status: 'NOT_FOUND' });
    } finally {
      await t.close();
    }
  });

  it('in development, serves a client on this machine only', async () => {
    const t = await createTestApp('pglite');
    try {
      const local = await t.app.inject({ method: 'GET', url: '/metrics' });
      expect(local.statusCode).toBe(200);
      expect(local.body).toContain('# TYPE http_requests_total counter');
      const remote = await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '192.0.2.7' });
      expect(remote.statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});
