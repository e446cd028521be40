import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#api/config';
import { bookingEvents } from '#api/db/schema/index';
import { createTestApp, TEST_NOW, type TestApp } from '#test/app';
import { describeEachDatabase } from '#test/db';
import { seedStore, signedInCustomer } from '#test/fixtures';
import { authClient, newPhone } from '../auth/test-kit';
import { bookingBody, call, FRI } from '../bookings/test-support';

const moveClock = (t: TestApp, body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/test/clock', payload: body });
const readClock = (t: TestApp) => t.app.inject({ method: 'GET', url: '/api/test/clock' });

describeEachDatabase('test mode: the settable clock and the second store', (kind) => {
  let t: TestApp;
  let storeId: string;
  beforeAll(async () => {
    t = await createTestApp(kind, { config: { mode: 'test' } });
    storeId = (await seedStore(t.database.db)).storeId;
  });
  afterAll(() => t.close());

  it('moving the clock moves "now" for the rules: a second code is allowed once 60 s have passed', async () => {
    expect((await readClock(t)).json()).toEqual({ status: 'SUCCESS', data: { now: TEST_NOW, offsetSeconds: 0 } });
    const c = authClient(t);
    const phone = newPhone();
    expect((await c.send(phone)).statusCode).toBe(200);
    const tooSoon = await c.send(phone);
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json()).toMatchObject({ status: 'OTP_TOO_SOON', data: { retryAfter: 60 } });

    const moved = await moveClock(t, { advanceSeconds: 59 });
    expect(moved.json().data).toEqual({ now: TEST_NOW + 59, offsetSeconds: 59 });
    expect((await c.send(phone)).json()).toMatchObject({ status: 'OTP_TOO_SOON', data: { retryAfter: 1 } });

    await moveClock(t, { advanceSeconds: 1 });
    expect((await c.send(phone)).statusCode).toBe(200);
    const outbox = (await c.outbox(phone)).json().data as { sentAt: number }[];
    expect(outbox.map((m) => m.sentAt)).toEqual([TEST_NOW + 60, TEST_NOW]);

    // The offset rides on the base clock, and can be put back.
    t.clock.advance(10);
    expect((await readClock(t)).json().data).toEqual({ now: TEST_NOW + 70, offsetSeconds: 60 });
    expect((await moveClock(t, { offsetSeconds: 0 })).json().data).toEqual({ now: TEST_NOW + 10, offsetSeconds: 0 });
    t.clock.set(TEST_NOW);
  });

  it('takes either advanceSeconds or offsetSeconds, whole seconds', async () => {
    for (const body of [
      {},
      { advanceSeconds: 1, offsetSeconds: 2 },
      { advanceSeconds: 1.5 },
      { offsetSeconds: '60' },
    ]) {
      const res = await moveClock(t, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().status).toBe('VALIDATION_FAILED');
    }
    expect((await readClock(t)).json().data.offsetSeconds).toBe(0);
  });

  it('adds a copy of the demo store under another code, never over an existing one', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/stores',
      payload: { code: 'second', name: '二店' },
    });
    expect(res.json()).toEqual({ status: 'SUCCESS', data: { code: 'second', name: '二店' } });
    const store = await t.app.inject({ method: 'GET', url: '/api/bookings/store?code=second' });
    expect(store.statusCode).toBe(200);
    expect(store.json().data).toMatchObject({ code: 'second', name: '二店' });
    for (const code of ['second', 'demo']) {
      const again = await t.app.inject({ method: 'POST', url: '/api/test/stores', payload: { code } });
      expect(again.statusCode).toBe(400);
      expect(again.json().status).toBe('VALIDATION_FAILED');
    }
    const demo = await t.app.inject({ method: 'GET', url: '/api/bookings/store?code=demo' });
    expect(demo.json().data.name).not.toBe('二店');
  });

  it('puts a booking in a status the back-office would give, releasing its time, only from an active one', async () => {
    const customer = await signedInCustomer(t.database.db, storeId, TEST_NOW);
    const booked = await call(t.app, 'POST', '/api/bookings?code=demo', {
      payload: bookingBody([{ productId: 'cut-wash', userId: 'amber' }], FRI(12)),
      headers: customer.headers,
    });
    const bookingId = booked.body.data.bookingId as string;
    const set = (status: string, id = bookingId) =>
      t.app.inject({ method: 'POST', url: '/api/test/bookings/status?code=demo', payload: { bookingId: id, status } });

    expect((await set('Completed')).json()).toEqual({ status: 'SUCCESS', data: { bookingId, status: 'Completed' } });
    expect((await set('NoShow')).json().data.status).toBe('NoShow');
    const read = await t.app.inject({ method: 'GET', url: `/api/bookings/${bookingId}?code=demo` });
    expect(read.json().data).toMatchObject({ status: 'NoShow', canReschedule: false, refund: { allowed: false } });
    const events = await t.database.db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, bookingId));
    expect(events.every((e) => !e.active)).toBe(true);

    const again = await set('Confirmed');
    expect(again.statusCode).toBe(400);
    expect(again.json().status).toBe('VALIDATION_FAILED');
    expect((await set('Completed', 'no-such-booking')).json().status).toBe('BOOKING_NOT_FOUND');
  });

  it('gives the signed-in customer the demo wallet (a card, two vouchers, a ticket), each time a new card', async () => {
    const amy = await signedInCustomer(t.database.db, storeId, TEST_NOW);
    const give = () =>
      t.app.inject({ method: 'POST', url: '/api/test/wallet?code=demo', headers: amy.headers, payload: {} });
    expect((await give()).json()).toEqual({ status: 'SUCCESS', data: { customerId: amy.customer.id } });
    expect((await give()).statusCode).toBe(200);
    const cards = await call(t.app, 'GET', '/api/customer/customerValueCards?code=demo', { headers: amy.headers });
    expect(cards.body.data.map((c: { balance: number }) => c.balance)).toEqual([3000, 3000]);
    const held = await call(t.app, 'GET', '/api/bookings/vouchers?code=demo', { headers: amy.headers });
    expect(held.body.data.result.filter((v: { receivable: boolean }) => !v.receivable)).toHaveLength(4);
    expect((await t.app.inject({ method: 'POST', url: '/api/test/wallet?code=demo', payload: {} })).statusCode).toBe(
      401,
    );
  });

  it('is not in the OpenAPI document', async () => {
    const paths = Object.keys((await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json().paths);
    expect(paths.filter((p) => p.startsWith('/api/test'))).toEqual([]);
  });
});

describeEachDatabase('outside test mode', (kind) => {
  for (const mode of ['development', 'production'] as const) {
    describe(mode, () => {
      let t: TestApp;
      beforeAll(async () => {
        t = await createTestApp(kind, { config: { mode, smsUrl: 'http://127.0.0.1:9/sms', smsKey: 'k' } });
        await seedStore(t.database.db);
      });
      afterAll(() => t.close());

      it('there is no test route (404) and the clock cannot be moved', async () => {
        expect((await readClock(t)).statusCode).toBe(404);
        const move = await moveClock(t, { advanceSeconds: 3600 });
        expect(move.statusCode).toBe(404);
        expect(move.json().status).toBe('NOT_FOUND');
        const store = await t.app.inject({ method: 'POST', url: '/api/test/stores', payload: { code: 'second' } });
        expect(store.statusCode).toBe(404);
        expect((await t.app.inject({ method: 'GET', url: '/api/bookings/store?code=second' })).statusCode).toBe(404);
        const status = { bookingId: 'any', status: 'NoShow' };
        const set = await t.app.inject({ method: 'POST', url: '/api/test/bookings/status?code=demo', payload: status });
        expect(set.statusCode).toBe(404);
        const wallet = await t.app.inject({ method: 'POST', url: '/api/test/wallet?code=demo', payload: {} });
        expect(wallet.statusCode).toBe(404);
      });
    });
  }
});

describe('test mode from the environment', () => {
  it('is never read from it: NODE_ENV=test is development', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).mode).toBe('development');
  });
});
