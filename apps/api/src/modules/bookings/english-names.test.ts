import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { bookingEvents } from '#api/db/schema/bookings';
import { customerNotifySettings } from '#api/db/schema/index';
import { createTestApp, TEST_NOW, type TestApp } from '#test/app';
import { describeEachDatabase } from '#test/db';
import { seedStore, signedInCustomer } from '#test/fixtures';
import { bookingBody, call, THU, WED } from './test-support';

/** What was booked or bought keeps its English name beside the Chinese (issue 43.5). */
describeEachDatabase('the English names kept with a booking and a pickup order', (kind) => {
  let t: TestApp;
  let storeId: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    storeId = (await seedStore(t.database.db)).storeId;
  });
  afterAll(() => t.close());
  beforeEach(() => t.clock.set(TEST_NOW));

  const dye = [{ productId: 'color-single', userId: 'amber', subItemId: 'medium' }];
  const drain = async () => {
    while ((await t.app.jobs.tick()) > 0);
  };

  it('checkout and the booking answer the English names of the service and its sub-item; an older booking answers null', async () => {
    const c = await signedInCustomer(t.database.db, storeId, TEST_NOW);
    const checkout = await call(t.app, 'POST', '/api/bookings/checkout?code=demo', {
      payload: { events: dye, startTime: WED(11), customerCount: 1, parallel: false },
      headers: c.headers,
    });
    expect(checkout.code, JSON.stringify(checkout.body)).toBe(200);
    const named = {
      productName: '單色染髮',
      productNameEn: 'Single-colour dye',
      subItemName: '中長髮',
      subItemNameEn: 'Medium hair',
    };
    expect(checkout.body.data.events[0]).toMatchObject(named);
    const made = await call(t.app, 'POST', '/api/bookings?code=demo', {
      payload: bookingBody(dye, WED(11)),
      headers: c.headers,
    });
    expect(made.code, JSON.stringify(made.body)).toBe(200);
    const id = made.body.data.bookingId as string;
    expect((await call(t.app, 'GET', `/api/bookings/${id}?code=demo`)).body.data.events[0]).toMatchObject(named);
    const mine = await call(t.app, 'GET', '/api/bookings?code=demo', { headers: c.headers });
    expect(mine.body.data[0].events[0]).toMatchObject(named);
    // 消費紀錄 lists only what was paid (issue 43.8); the booking's own record reads in both languages.
    const record = await call(t.app, 'GET', `/api/customer/records/booking-${id}?code=demo`, { headers: c.headers });
    expect(record.body.data).toMatchObject({ title: '單色染髮（中長髮）', titleEn: 'Single-colour dye (Medium hair)' });
    expect(record.body.data.lines[0]).toMatchObject({
      name: '單色染髮（中長髮）',
      nameEn: 'Single-colour dye (Medium hair)',
    });

    // A booking made before the English names were kept: null, and English falls back to the Chinese.
    await t.database.db
      .update(bookingEvents)
      .set({ productNameEn: null, subItemNameEn: null })
      .where(eq(bookingEvents.bookingId, id));
    const older = await call(t.app, 'GET', `/api/bookings/${id}?code=demo`);
    expect(older.body.data.events[0]).toMatchObject({ productNameEn: null, subItemNameEn: null });
    const olderRecord = await call(t.app, 'GET', `/api/customer/records/booking-${id}?code=demo`, {
      headers: c.headers,
    });
    expect(olderRecord.body.data.titleEn).toBe('單色染髮 (中長髮)');
  });

  it('a pickup order keeps the English name of each item; its record reads it', async () => {
    const c = await signedInCustomer(t.database.db, storeId, TEST_NOW);
    const order = await call(t.app, 'POST', '/api/bookings/pickupOrders?code=demo', {
      payload: { items: [{ productId: 'hair-mask', quantity: 2 }], paymentMethod: 'Cash', customerNotes: '' },
      headers: c.headers,
    });
    expect(order.code, JSON.stringify(order.body)).toBe(200);
    const pickId = order.body.data.pickId as string;
    const detail = await call(t.app, 'GET', `/api/bookings/pickupOrders/${pickId}?code=demo`);
    expect(detail.body.data.items[0]).toMatchObject({
      name: '深層修護髮膜 200ml',
      nameEn: 'Deep repair hair mask 200ml',
    });
    const record = await call(t.app, 'GET', `/api/customer/records/pickup-${pickId}?code=demo`, {
      headers: c.headers,
    });
    expect(record.body.data).toMatchObject({
      title: '深層修護髮膜 200ml × 2',
      titleEn: 'Deep repair hair mask 200ml × 2',
    });
  });

  it('an English message names the service in English, framed without 【】; a Chinese one as before', async () => {
    const en = await signedInCustomer(t.database.db, storeId, TEST_NOW);
    await t.database.db.insert(customerNotifySettings).values({ storeId, customerId: en.customer.id, language: 'en' });
    const zh = await signedInCustomer(t.database.db, storeId, TEST_NOW);
    for (const [c, start] of [
      [en, WED(15)],
      [zh, THU(11)],
    ] as const) {
      const made = await call(t.app, 'POST', '/api/bookings?code=demo', {
        payload: bookingBody(dye, start),
        headers: c.headers,
      });
      expect(made.code, JSON.stringify(made.body)).toBe(200);
    }
    await drain();
    const outbox = async (to: string) =>
      (await call(t.app, 'GET', `/api/dev/outbox?to=${encodeURIComponent(to)}`)).body.data as { text: string }[];
    const english = await outbox(en.customer.phoneE164!);
    const made = english.find((m) => m.text.includes('Your booking is made'));
    expect(made?.text).toMatch(
      /^\[青禾髮藝 Qinghe Hair\] Your booking is made: .*Single-colour dye \(Medium hair\) with Amber/,
    );
    const form = english.find((m) => m.text.includes('has a form'));
    expect(form?.text).toContain('"Colour and perm consent"');
    for (const m of english) expect(m.text).not.toMatch(/[【】]|單色染髮|中長髮|燙染同意書/);
    const chinese = await outbox(zh.customer.phoneE164!);
    expect(chinese.map((m) => m.text)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^【青禾髮藝 Qinghe Hair】預約成功：.*單色染髮（中長髮），設計師 Amber/),
        expect.stringContaining('「燙染同意書」'),
      ]),
    );
  });
});
