import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { storeNotifySettings } from '#api/db/schema/index';
import { createTestApp, TEST_NOW, type TestApp } from '#test/app';
import { describeEachDatabase } from '#test/db';
import { seedDemoCopy, signedInCustomer } from '#test/fixtures';
import { bookingBody, call, THU, taipei } from '../bookings/test-support';

const HOUR = 3600;
/** Wednesday 2026-11-25 04:00 Taipei: deep in the quiet hours. */
const FOUR_AM = taipei(2026, 11, 25, 4);

/**
 * Quiet hours (21:00–09:00 Taipei) hold what the customer did not just cause; a booking they make
 * at night is told at once (issue 43.6). Development mode: every message lands in the outbox.
 */
describeEachDatabase('SMS quiet hours: the confirmation at once, a reminder at 09:00', (kind) => {
  let t: TestApp;
  let storeId: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    storeId = (await seedDemoCopy(t.database.db, 'nightly')).storeId;
    // A reminder 7 h before a noon visit falls at 05:00, inside the quiet hours.
    await t.database.db.insert(storeNotifySettings).values({ storeId, reminderOffsets: [7 * HOUR] });
  });
  afterAll(() => t.close());
  beforeEach(() => t.clock.set(TEST_NOW));

  const drain = async () => {
    while ((await t.app.jobs.tick()) > 0);
  };
  const outbox = async (to: string) =>
    (await call(t.app, 'GET', `/api/dev/outbox?to=${encodeURIComponent(to)}`)).body.data as Record<string, unknown>[];

  it('at 04:00 Taipei the booking’s confirmation is in the outbox within 5 s; its reminder still waits until 09:00', async () => {
    t.clock.set(FOUR_AM);
    const c = await signedInCustomer(t.database.db, storeId, FOUR_AM);
    const phone = c.customer.phoneE164!;
    const res = await call(t.app, 'POST', '/api/bookings?code=nightly', {
      payload: bookingBody([{ productId: 'cut-wash', userId: 'amber' }], THU(12)),
      headers: c.headers,
    });
    expect(res.code, JSON.stringify(res.body)).toBe(200);
    t.clock.set(FOUR_AM + 5);
    await drain();
    const received = (await outbox(phone)).filter((e) => e.kind === 'bookingReceived');
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ channel: 'sms', text: expect.stringContaining(res.body.data.bookingId) });
    expect(received[0]!.at).toBe(FOUR_AM + 5);

    // The reminder falls due at Thursday 05:00 and goes at 09:00.
    const reminders = async () => (await outbox(phone)).filter((e) => e.kind === 'reminder');
    for (const at of [THU(5), THU(8, 59)]) {
      t.clock.set(at);
      await drain();
      expect(await reminders()).toEqual([]);
    }
    t.clock.set(THU(9));
    await drain();
    expect((await reminders()).map((e) => e.at)).toEqual([THU(9)]);
  });
});
