import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, TEST_NOW, type TestApp } from '#test/app';
import { describeEachDatabase } from '#test/db';
import { seedStore, signedInCustomer } from '#test/fixtures';
import { bookingBody, WED } from './test-support';

/**
 * A web build whose server entry renders a booking page from the booking the API hands it (the
 * real one is apps/web/src/entry-server.tsx, tested in the browser tests): enough to see what the
 * server's render of `/:code/booking/:id` costs the visitor's limit.
 */
function buildWithRenderer(): string {
  const dist = mkdtempSync(join(tmpdir(), 'salon-dist-'));
  writeFileSync(
    join(dist, 'index.html'),
    '<html lang="zh-Hant-TW"><head></head><body><div id="root"></div></body></html>',
  );
  mkdirSync(join(dist, '.ssr'));
  const entry = `export const languageOfCookies = () => 'zh-TW';
export async function renderPage(url, lang, load) {
  const [, cname, , id] = new URL(url).pathname.split('/');
  const booking = await load.bookingDetail(cname, id);
  return booking ? { html: '<p>' + booking.id + '</p>', data: '', lang } : null;
}`;
  writeFileSync(join(dist, '.ssr', 'entry-server.js'), entry);
  return dist;
}

/** Booking ids are capabilities: reading, moving and cancelling by id are limited per client IP. */
describeEachDatabase('bookings by id: per-IP rate limit', (kind) => {
  let t: TestApp;
  let bookingId: string;
  let customerHeaders: Record<string, string>;
  const LIMIT = 3;
  beforeAll(async () => {
    t = await createTestApp(kind, {
      config: { trustProxy: 1, bookingRateLimit: LIMIT, webDistDir: buildWithRenderer() },
    });
    const { storeId } = await seedStore(t.database.db);
    const customer = await signedInCustomer(t.database.db, storeId, TEST_NOW);
    customerHeaders = customer.headers;
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

  it('limits moving and cancelling by id the same way (a signed-in customer guessing)', async () => {
    const ip = '203.0.113.8';
    const cancel = (addr: string) =>
      t.app.inject({
        method: 'DELETE',
        url: '/api/bookings?code=demo',
        headers: { ...from(addr), ...customerHeaders },
        payload: { bookingId: 'nope' },
      });
    const move = (addr: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/bookings?code=demo',
        headers: { ...from(addr), ...customerHeaders },
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

  it('counts a booking page the server renders against the same limit, and renders nothing once it is spent', async () => {
    const ip = '203.0.113.9';
    const page = () => t.app.inject({ method: 'GET', url: `/demo/booking/${bookingId}`, headers: from(ip) });
    for (let i = 0; i < LIMIT; i++) expect((await page()).body).toContain(`<p>${bookingId}</p>`);
    const spent = await page();
    expect(spent.statusCode).toBe(200);
    expect(spent.body).toContain('<div id="root"></div>');
    const read = await t.app.inject({ method: 'GET', url: `/api/bookings/${bookingId}?code=demo`, headers: from(ip) });
    expect(read.statusCode).toBe(429);
    const other = await t.app.inject({
      method: 'GET',
      url: `/demo/booking/${bookingId}`,
      headers: from('198.51.100.11'),
    });
    expect(other.body).toContain(`<p>${bookingId}</p>`);
  });
});
