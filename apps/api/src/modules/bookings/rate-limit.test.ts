import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, TEST_NOW, type TestApp } from '#test/app';
import { describeEachDatabase } from '#test/db';
import { seedStore, signedInCustomer } from '#test/fixtures';
import { bookingBody, WED } from './test-support';

/** Booking ids are capabilities: reading, moving and cancelling by id are limited per client IP. */
describeEachDatabase('bookings by id: per-IP rate limit', (kind) => {
  let t: TestApp;
  let bookingId: string;
  const LIMIT = 3;
  beforeAll(async () => {
    t = await createTestApp(kind, { config: { trustProxy: 1, bookingRateLimit: LIMIT } });
    const { storeId } = await seedStore(t.database.db);
    const customer = await signedInCustomer(t.database.db, storeId, TEST_NOW);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/bookings?code=demo',
      headers: customer.headers,
      payload: bookingBody([{ productId: 'cut-wash', userId: 'amber' }], WED(11)),
    });
    expect(created.statusCode).toBe(200);
    bookingId = created.json().data.bookingId;
  });
  afterAll(() => t.close());

  const from = (ip: string) => ({ 'x-forwarded-for': ip });

  it('answers 429 RATE_LIMITED past the limit from one IP; another IP still gets answers', async () => {
    const read = (ip: string, id = bookingId) =>
      t.app.inject({ method: 'GET', url: `/api/bookings/${id}?code=demo`, headers: from(ip) });
    for (let i = 0; i < LIMIT; i++) {
      // Guessing unknown ids counts too.
      const res = await read('203.0.113.7', i === 0 ? bookingId : `guess${i}xxxxxxxxxxxxxxxx`);
      expect(res.statusCode).toBe(i === 0 ? 200 : 404);
    }
    const limited = await read('203.0.113.7');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ status: 'RATE_LIMITED', data: { retryAfter: expect.any(Number) } });
    expect(limited.json().message).toEqual(expect.any(String));

    const other = await read('198.51.100.9');
    expect(other.statusCode).toBe(200);
    expect(other.json().data.id).toBe(bookingId);
  });

  it('limits moving and cancelling by id the same way', async () => {
    const ip = '203.0.113.8';
    const cancel = (addr: string) =>
      t.app.inject({
        method: 'DELETE',
        url: '/api/bookings?code=demo',
        headers: from(addr),
        payload: { bookingId: 'nope' },
      });
    const move = (addr: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/bookings?code=demo',
        headers: from(addr),
        payload: { bookingId: 'nope', startTime: WED(15) },
      });
    for (let i = 0; i < LIMIT; i++) {
      expect((await cancel(ip)).statusCode).toBe(404);
      expect((await move(ip)).statusCode).toBe(404);
    }
    expect((await cancel(ip)).json().status).toBe('RATE_LIMITED');
    expect((await move(ip)).statusCode).toBe(429);
    expect((await cancel('198.51.100.10')).statusCode).toBe(404);
    expect((await move('198.51.100.10')).statusCode).toBe(404);
  });
});
