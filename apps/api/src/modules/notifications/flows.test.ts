import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '#api/app';
import { testConfig } from '#api/config';
import { openPostgres } from '#api/db/client';
import { customerNotifySettings, notifications } from '#api/db/schema/index';
import { fixedClock } from '#api/platform/clock';
import { createTestApp, TEST_NOW, type TestApp } from '#test/app';
import { databaseKinds, describeEachDatabase, newPostgresTestDatabase } from '#test/db';
import { seedDemoCopy, seedStore, signedInCustomer } from '#test/fixtures';
import { bookingBody, call, THU, taipei, WED } from '../bookings/test-support';
import { signedInStaff } from '../staff/test-support';

const HOUR = 3600;

/** Development mode without SMS or SMTP: every message lands in the development outbox. */
describeEachDatabase('messages in development: the outbox, the shop, languages', (kind) => {
  let t: TestApp;
  let storeId: string;
  let carefulId: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    storeId = (await seedStore(t.database.db)).storeId;
    carefulId = (
      await seedDemoCopy(t.database.db, 'careful', (file) => {
        file.store.confirmEachBooking = true;
      })
    ).storeId;
  });
  afterAll(() => t.close());
  beforeEach(() => t.clock.set(TEST_NOW));

  const drain = async () => {
    while ((await t.app.jobs.tick()) > 0);
  };
  const outbox = async (to: string) =>
    (await call(t.app, 'GET', `/api/dev/outbox?to=${encodeURIComponent(to)}`)).body.data as Record<string, unknown>[];
  const book = async (code: string, headers: Record<string, string>, start: number, designer: string) => {
    const res = await call(t.app, 'POST', `/api/bookings?code=${code}`, {
      payload: bookingBody([{ productId: 'cut-wash', userId: designer }], start),
      headers,
    });
    expect(res.code, JSON.stringify(res.body)).toBe(200);
    return res.body.data.bookingId as string;
  };

  it('GET /api/dev/outbox?to= lists each message as {channel, to, kind, text, at}, newest first, beside the sign-in codes', async () => {
    const c = await signedInCustomer(t.database.db, storeId, TEST_NOW);
    const phone = c.customer.phoneE164!;
    const sent = await call(t.app, 'POST', '/api/auth/sendValidateCode?code=demo', { payload: { phone, type: 'sms' } });
    const id = await book('demo', c.headers, WED(12), 'amber');
    await drain();
    const entries = await outbox(phone);
    expect(entries[0]).toEqual({
      channel: 'sms',
      to: phone,
      kind: 'bookingReceived',
      text: expect.stringContaining(`/demo/booking/${id}`),
      at: TEST_NOW,
    });
    if (sent.code === 200) expect(entries.some((e) => typeof e.code === 'string')).toBe(true);
    const cancelled = await call(t.app, 'DELETE', '/api/bookings?code=demo', {
      payload: { bookingId: id },
      headers: c.headers,
    });
    expect(cancelled.code).toBe(200);
    await drain();
    expect((await outbox(phone))[0]).toMatchObject({ kind: 'bookingCancelled', channel: 'sms' });
  });

  it('a store that confirms each booking: received and awaiting the shop, then confirmed, then closed by the shop with its reason', async () => {
    const c = await signedInCustomer(t.database.db, carefulId, TEST_NOW);
    const phone = c.customer.phoneE164!;
    const id = await book('careful', c.headers, THU(11), 'kevin');
    await drain();
    expect((await outbox(phone))[0]).toMatchObject({
      kind: 'bookingAwaitingShop',
      text: expect.stringContaining('店家確認後'),
    });
    const owner = (await signedInStaff(t, carefulId, 'owner', { code: 'careful' })).client;
    const status = (payload: Record<string, unknown>) => owner.post('bookings/status', payload);
    expect((await status({ bookingId: id, action: 'confirm' })).code).toBe(200);
    await drain();
    expect((await outbox(phone))[0]).toMatchObject({ kind: 'bookingConfirmed' });
    expect((await status({ bookingId: id, action: 'close', reason: '設計師生病' })).code).toBe(200);
    await drain();
    expect((await outbox(phone))[0]).toMatchObject({
      kind: 'bookingClosed',
      text: expect.stringContaining('原因：設計師生病'),
    });
    // Closed: its reminders find it gone.
    t.clock.set(THU(11) - 2 * HOUR);
    await drain();
    expect((await outbox(phone)).filter((e) => e.kind === 'reminder')).toEqual([]);
  });

  it('in English for a customer who chose it; a pickup order ready is told', async () => {
    const c = await signedInCustomer(t.database.db, storeId, TEST_NOW);
    await t.database.db.insert(customerNotifySettings).values({ storeId, customerId: c.customer.id, language: 'en' });
    await book('demo', c.headers, WED(16), 'leo');
    await drain();
    const order = await call(t.app, 'POST', '/api/bookings/pickupOrders?code=demo', {
      payload: { items: [{ productId: 'shampoo', quantity: 1 }], paymentMethod: 'Cash', customerNotes: '' },
      headers: c.headers,
    });
    expect(order.code, JSON.stringify(order.body)).toBe(200);
    const manager = (await signedInStaff(t, storeId, 'manager')).client;
    const ready = await manager.post('pickupOrders/status', { pickId: order.body.data.pickId, action: 'ready' });
    expect(ready.code, JSON.stringify(ready.body)).toBe(200);
    await drain();
    const entries = await outbox(c.customer.phoneE164!);
    expect(entries.map((e) => e.kind)).toEqual(['pickupReady', 'bookingReceived']);
    expect(entries[1]!.text).toMatch(/Your booking is made: Wed 2026\/11\/25 16:00, .* with Leo/);
    expect(entries[0]!.text).toContain(`/demo/pickupOrder/${order.body.data.pickId}`);
  });

  it('a customer who turns reminders off gets none (changes still come); the booking page offers its .ics and a Google Calendar link', async () => {
    const c = await signedInCustomer(t.database.db, storeId, TEST_NOW);
    const phone = c.customer.phoneE164!;
    const settings = await call(t.app, 'GET', '/api/customer/notifications?code=demo', { headers: c.headers });
    expect(settings.body.data).toEqual({ language: 'zh-TW', channel: null, reminders: true });
    const off = await call(t.app, 'PUT', '/api/customer/notifications?code=demo', {
      payload: { reminders: false },
      headers: c.headers,
    });
    expect(off.body.data).toEqual({ language: 'zh-TW', channel: null, reminders: false });
    const id = await book('demo', c.headers, FRI_NOON, 'mia');
    await drain();
    for (const at of [FRI_NOON - 24 * HOUR, FRI_NOON - 2 * HOUR]) {
      t.clock.set(at);
      await drain();
    }
    expect((await outbox(phone)).map((e) => e.kind)).toEqual(['bookingReceived']);
    // The customer's own list of what was sent to them.
    const sent = await call(t.app, 'GET', '/api/customer/notifications/sent?code=demo', { headers: c.headers });
    expect(sent.body.data.messages).toEqual([
      expect.objectContaining({
        kind: 'bookingReceived',
        channel: 'sms',
        text: expect.stringContaining(`/demo/booking/${id}`),
      }),
    ]);

    const cal = await call(t.app, 'GET', `/api/bookings/${id}/calendar?code=demo`);
    expect(cal.code).toBe(200);
    expect(cal.body.data.ics).toContain(`UID:${id}@salon-booking`);
    // A file to add, not an invitation without an organizer.
    expect(cal.body.data.ics).not.toMatch(/^METHOD:/m);
    expect(cal.body.data.googleCalendarUrl).toMatch(
      /^https:\/\/calendar\.google\.com\/calendar\/render\?action=TEMPLATE&/,
    );
    expect((await call(t.app, 'GET', `/api/bookings/${id}/calendar?code=careful`)).code).toBe(404);

    // The same file as a download of its own (the booking page's link): a calendar file, not JSON.
    const file = await t.app.inject({ method: 'GET', url: `/api/bookings/${id}/calendar.ics?code=demo&v=1` });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="booking-\d+\.ics"$/);
    expect(file.body).toBe(cal.body.data.ics);
    const elsewhere = await t.app.inject({ method: 'GET', url: `/api/bookings/${id}/calendar.ics?code=careful` });
    expect([elsewhere.statusCode, elsewhere.json().status]).toEqual([404, 'BOOKING_NOT_FOUND']);
    const noStore = await t.app.inject({ method: 'GET', url: `/api/bookings/${id}/calendar.ics` });
    expect([noStore.statusCode, noStore.json().status]).toEqual([400, 'VALIDATION_FAILED']);
  });

  it('staff see a booking’s messages and the store’s failed ones, and send a failed one again', async () => {
    const c = await signedInCustomer(t.database.db, storeId, TEST_NOW);
    const id = await book('demo', c.headers, WED(18), 'leo');
    await drain();
    const [message] = await t.database.db.select().from(notifications).where(eq(notifications.orderId, id));
    await t.database.db
      .update(notifications)
      .set({ state: 'failed', error: 'ChannelError: SMS provider answered 503' })
      .where(eq(notifications.id, message!.id));
    const manager = (await signedInStaff(t, storeId, 'manager')).client;
    const list = await manager.get(`bookings/${id}/messages`);
    expect(list.body.data.messages).toEqual([
      expect.objectContaining({
        kind: 'bookingReceived',
        state: 'failed',
        error: 'ChannelError: SMS provider answered 503',
      }),
    ]);
    // The store's list of failed messages has it: what, to whom (the customer's name), why.
    const failed = await manager.get('messages/failed');
    expect(failed.body.data.messages).toContainEqual(
      expect.objectContaining({
        id: message!.id,
        kind: 'bookingReceived',
        customerName: '王',
        orderId: id,
        error: 'ChannelError: SMS provider answered 503',
      }),
    );
    const designer = (await signedInStaff(t, storeId, 'designer')).client;
    expect((await designer.get('messages/failed')).body.status).toBe('FORBIDDEN');
    const again = await manager.post('messages/resend', { messageId: message!.id });
    expect(again.body.data.state).toBe('queued');
    await drain();
    const after = await manager.get(`bookings/${id}/messages`);
    expect(after.body.data.messages[0]).toMatchObject({ state: 'sent', error: null });
    const left = (await manager.get('messages/failed')).body.data.messages as { id: string }[];
    expect(left.map((m) => m.id)).not.toContain(message!.id);
  });
});

/** Fri 2026-11-27 12:00 Taipei. */
const FRI_NOON = taipei(2026, 11, 27, 12);

// Two processes share one database only on PostgreSQL (PGlite is embedded in one process).
if (databaseKinds().includes('postgres'))
  describe('two API processes on one PostgreSQL database', () => {
    it('run a reminder exactly once when both poll at its time', async () => {
      const url = await newPostgresTestDatabase();
      const clock = fixedClock(TEST_NOW);
      const databases = [openPostgres(url, 5), openPostgres(url, 5)];
      const apps = await Promise.all(databases.map((database) => buildApp({ config: testConfig(), database, clock })));
      try {
        const storeId = (await seedStore(databases[0]!.db)).storeId;
        const c = await signedInCustomer(databases[0]!.db, storeId, TEST_NOW);
        const start = TEST_NOW + 26 * HOUR;
        const res = await call(apps[0]!, 'POST', '/api/bookings?code=demo', {
          payload: bookingBody([{ productId: 'cut-wash', userId: 'amber' }], start),
          headers: c.headers,
        });
        expect(res.code, JSON.stringify(res.body)).toBe(200);
        const both = async () => {
          for (;;) {
            const ran = await Promise.all(apps.map((a) => a.jobs.tick()));
            if (ran.every((n) => n === 0)) return;
          }
        };
        await both();
        clock.set(start - 24 * HOUR);
        await both();
        const rows = await databases[0]!.db
          .select()
          .from(notifications)
          .where(eq(notifications.to, c.customer.phoneE164!));
        expect(rows.map((r) => `${r.kind}:${r.state}`).sort()).toEqual(['bookingReceived:sent', 'reminder:sent']);
        // Each message was sent by one process: the reminder is in exactly one of the two outboxes.
        const seen = await Promise.all(
          apps.map(
            async (a) =>
              (await call(a, 'GET', `/api/dev/outbox?to=${encodeURIComponent(c.customer.phoneE164!)}`)).body.data as {
                kind?: string;
              }[],
          ),
        );
        expect(seen.flat().filter((e) => e.kind === 'reminder')).toHaveLength(1);
      } finally {
        for (const a of apps) await a.close();
        for (const d of databases) await d.close();
      }
    });
  });

describeEachDatabase('the worker polling by itself', (kind) => {
  it('puts a booking’s confirmation in the development outbox within 5 s, with nobody calling tick()', async () => {
    const t = await createTestApp(kind, { config: { jobPollMs: 200 } });
    try {
      const storeId = (await seedStore(t.database.db)).storeId;
      const c = await signedInCustomer(t.database.db, storeId, TEST_NOW);
      const phone = c.customer.phoneE164!;
      const started = performance.now();
      const res = await call(t.app, 'POST', '/api/bookings?code=demo', {
        payload: bookingBody([{ productId: 'cut-wash', userId: 'amber' }], WED(13)),
        headers: c.headers,
      });
      expect(res.code).toBe(200);
      let entries: { kind?: string }[] = [];
      while (performance.now() - started < 5000 && !entries.some((e) => e.kind === 'bookingReceived')) {
        await new Promise((r) => setTimeout(r, 50));
        entries = (await call(t.app, 'GET', `/api/dev/outbox?to=${encodeURIComponent(phone)}`)).body.data;
      }
      const ms = performance.now() - started;
      console.info(`[${kind}] booking → confirmation in the outbox: ${ms.toFixed(0)} ms (poll 200 ms)`);
      expect(entries.some((e) => e.kind === 'bookingReceived')).toBe(true);
      expect(ms).toBeLessThan(5000);
    } finally {
      await t.close();
    }
  });
});
