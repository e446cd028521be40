import { PassThrough } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { TEST_NOW } from '#test/app';
import { describeEachDatabase, openTestDatabase } from '#test/db';
import { seedStore } from '#test/fixtures';
import { buildApp } from '../app';
import { testConfig } from '../config';
import type { Database } from '../db/client';
import { customers } from '../db/schema/index';
import { newPhone } from '../modules/auth/test-kit';
import { bookingBody, WED } from '../modules/bookings/test-support';
import { fixedClock } from '../platform/clock';

/**
 * A realistic session (sign in by phone, register with an e-mail, book, read, cancel, wrong codes,
 * an idempotency race and failing queries) at debug level; the whole log must not hold any of the
 * session's personal data or capabilities.
 */
describeEachDatabase('logs hold no personal data', (kind) => {
  let database: Database;
  let app: FastifyInstance;
  let storeId: string;
  const lines: string[] = [];
  const secrets: Record<string, string> = {};
  const clock = fixedClock(TEST_NOW);
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    storeId = (await seedStore(database.db)).storeId;
    const logStream = new PassThrough();
    logStream.on('data', (chunk) => lines.push(String(chunk)));
    app = await buildApp({
      config: testConfig({ logLevel: 'debug' }),
      database,
      clock,
      logStream,
    });
    // Failing queries whose errors quote their values: a unique violation ("Key (...)=(...)" in
    // its detail, the values in drizzle's params) and a cast error quoting the value in its message.
    app.post<{ Body: { phone: string; email: string } }>('/api/test-only/duplicate', async (request) => {
      const row = { storeId, phoneE164: request.body.phone, lastName: '林', gender: 'Female' as const };
      await database.db.insert(customers).values({ ...row, email: request.body.email });
      return { status: 'SUCCESS' };
    });
    app.post<{ Body: { email: string } }>('/api/test-only/cast', async (request) => {
      try {
        await database.db.execute(sql`select ${request.body.email}::int as n`);
      } catch (err) {
        request.log.error(err, 'direct log of the error object');
        request.log.warn({ err }, 'log of the error under err');
        throw err;
      }
      return { status: 'SUCCESS' };
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const inject = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers = {}) =>
    app.inject({ method, url, headers, ...(payload ? { payload: payload as Record<string, unknown> } : {}) });
  const lastCode = async (to: string) =>
    (await inject('GET', `/api/dev/outbox?to=${encodeURIComponent(to)}`)).json().data[0].code as string;

  it('a whole session leaves no phone, e-mail, code, token, booking id, idempotency key or customer id', async () => {
    const phone = newPhone();
    const email = `privacy.${phone.slice(-6)}@example.com`;
    secrets.phone = phone;
    secrets.email = email;

    expect((await inject('POST', '/api/auth/customerCheck?code=demo', { phoneE164: phone })).statusCode).toBe(200);
    expect((await inject('POST', '/api/auth/sendValidateCode?code=demo', { phoneE164: phone })).statusCode).toBe(200);
    const code = await lastCode(phone);
    secrets.code = code;
    const wrong = code === '123456' ? '654321' : '123456';
    secrets.wrongCode = wrong;
    const refused = await inject('POST', '/api/auth/validatePhoneNumber?code=demo', { phoneE164: phone, code: wrong });
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    const validated = await inject('POST', '/api/auth/validatePhoneNumber?code=demo', { phoneE164: phone, code });
    expect(validated.statusCode).toBe(200);
    const authToken = validated.json().data.authToken as string;
    secrets.authToken = authToken;

    const registered = await inject('POST', '/api/auth/register?code=demo', {
      registerInfo: { authToken, lastName: '林', gender: 'Female', birth: { year: 1990, month: 5, date: 20 }, email },
    });
    expect(registered.statusCode).toBe(200);
    const { token, userId } = registered.json().data as { token: string; userId: string };
    secrets.token = token;
    secrets.customerId = userId;
    const auth = { 'access-token': token };
    expect((await inject('GET', '/api/customer?code=demo', undefined, auth)).statusCode).toBe(200);
    // Registering again with the spent registration token and the same e-mail is refused.
    const again = await inject('POST', '/api/auth/register?code=demo', {
      registerInfo: { authToken, lastName: '林', gender: 'Female', email },
    });
    expect(again.statusCode).toBeGreaterThanOrEqual(400);

    // An e-mailed code, once the resend wait is over.
    clock.set(TEST_NOW + 120);
    const mailed = await inject('POST', '/api/auth/sendValidateCode?code=demo', {
      phoneE164: phone,
      sendType: 'email',
    });
    expect(mailed.statusCode).toBe(200);
    secrets.mailedCode = await lastCode(email);

    const key = `idem-${phone.slice(-8)}-privacy`;
    secrets.idempotencyKey = key;
    const body = bookingBody([{ productId: 'cut-wash', userId: 'amber' }], WED(11));
    const withKey = { ...auth, 'idempotency-key': key };
    // Two at once with one key: one inserts, the other meets the unique constraint.
    const [first, second] = await Promise.all([
      inject('POST', '/api/bookings?code=demo', body, withKey),
      inject('POST', '/api/bookings?code=demo', body, withKey),
    ]);
    // (The loser either replays the winner's booking or is told the slot is taken.)
    const won = [first, second].filter((res) => res.statusCode === 200);
    expect(won.length).toBeGreaterThanOrEqual(1);
    for (const res of [first, second]) expect([200, 409]).toContain(res.statusCode);
    const bookingId = won[0]!.json().data.bookingId as string;
    secrets.bookingId = bookingId;
    // The same key with another body: a conflict.
    const conflicting = await inject('POST', '/api/bookings?code=demo', { ...body, customerNotes: '改' }, withKey);
    expect(conflicting.statusCode).toBeGreaterThanOrEqual(400);

    expect((await inject('GET', `/api/bookings/${bookingId}?code=demo`)).statusCode).toBe(200);
    const moved = await inject('PUT', '/api/bookings?code=demo', { bookingId, startTime: WED(15) }, auth);
    expect(moved.statusCode).toBe(200);
    expect((await inject('DELETE', '/api/bookings?code=demo', { bookingId }, auth)).statusCode).toBe(200);
    expect((await inject('DELETE', '/api/bookings?code=demo', { bookingId }, auth)).statusCode).toBe(409);
    expect((await inject('GET', `/api/bookings/${bookingId}x?code=demo`)).statusCode).toBe(404);

    // Failing queries carrying the phone and the e-mail.
    expect((await inject('POST', '/api/test-only/duplicate', { phone, email })).statusCode).toBe(500);
    expect((await inject('POST', '/api/test-only/cast', { email })).statusCode).toBe(500);
    expect((await inject('POST', '/api/auth/logout?code=demo', {}, auth)).statusCode).toBe(200);

    const log = lines.join('');
    // The failures were logged, by type and code.
    expect(log).toContain('unhandled error');
    expect(log).toContain('23505');
    expect(log).toContain('customers_store_phone');

    const national = `0${phone.slice(4)}`;
    const forbidden = [
      ...Object.values(secrets),
      national,
      phone.slice(1), // 8869xxxxxxxx
      phone.slice(4), // 9xxxxxxxx
      email.split('@')[0]!,
    ];
    for (const value of forbidden) {
      // Digits bounded by non-digits, so that a code is not "found" inside a timestamp.
      const pattern = new RegExp(`(?<![0-9])${value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![0-9])`);
      expect(pattern.test(log), `the log holds ${value}`).toBe(false);
    }
  });
});
