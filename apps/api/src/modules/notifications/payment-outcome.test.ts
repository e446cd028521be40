import { checkoutSummary } from '@salon/contract';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { customerNotifySettings } from '#api/db/schema/index';
import { SANDBOX_CARDS } from '#api/platform/payments/sandbox';
import { createTestApp, TEST_NOW, type TestApp } from '#test/app';
import { describeEachDatabase } from '#test/db';
import { seedDemoCopy, signedInCustomer } from '#test/fixtures';
import { bookingBody, call, FRI, type Json, THU, TUE } from '../bookings/test-support';
import { bookingOf, SANDBOX_SECRET, seedPaidStore, submitSandbox } from '../payments/test-support';

/** The online payment's hold: 15 minutes. */
const HOLD = 900;

/**
 * Issue 43.1–2: no money surprise. The policy at checkout is the one still ahead, with what a
 * cancellation right after paying refunds; a booking not paid in time says so and the customer
 * is told, as after a declined card.
 */
describeEachDatabase('a payment’s outcome told, and the policy at checkout as it stands', (kind) => {
  let t: TestApp;
  let paidId: string;
  let demoId: string;
  let carefulId: string;
  beforeAll(async () => {
    t = await createTestApp(kind, { config: { paymentSandboxSecret: SANDBOX_SECRET } });
    paidId = (await seedPaidStore(t.database.db)).storeId;
    demoId = (await seedDemoCopy(t.database.db, 'sameday')).storeId;
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
  const messages = async (to: string, kind: string) =>
    (
      (await call(t.app, 'GET', `/api/dev/outbox?to=${encodeURIComponent(to)}`)).body.data as {
        kind?: string;
        text?: string;
      }[]
    ).filter((m) => m.kind === kind);
  const customer = async (storeId: string, language?: 'en') => {
    const c = await signedInCustomer(t.database.db, storeId, t.clock.now());
    if (language)
      await t.database.db.insert(customerNotifySettings).values({ storeId, customerId: c.customer.id, language });
    return { headers: c.headers, phone: c.customer.phoneE164!, id: c.customer.id };
  };
  const book = async (
    code: string,
    headers: Record<string, string>,
    start: number,
    paymentMethod: string,
    extra: Record<string, string> = {},
  ) => {
    const res = await call(t.app, 'POST', `/api/bookings?code=${code}`, {
      payload: bookingBody([{ productId: 'cut-wash', userId: 'kevin' }], start, { paymentMethod }),
      headers: { ...headers, ...extra },
    });
    expect(res.code, JSON.stringify(res.body)).toBe(200);
    return res.body.data as { bookingId: string; status: string; payment?: Json };
  };

  it('a same-day card booking: checkout lists only the tiers still ahead and what cancelling right after paying refunds', async () => {
    const c = await customer(demoId);
    // Tuesday 10:00, booking today 15:00: free cancellation ended yesterday 15:00, half back until 12:00.
    const res = await call(t.app, 'POST', '/api/bookings/checkout?code=sameday', {
      payload: {
        events: [{ productId: 'cut-wash', userId: 'kevin' }],
        startTime: TUE(15),
        customerCount: 1,
        parallel: false,
      },
      headers: c.headers,
    });
    expect(res.code, JSON.stringify(res.body)).toBe(200);
    const data = checkoutSummary.parse(res.body.data);
    expect(data.policy.asOf).toBe(TEST_NOW);
    const half = data.total / 2;
    expect(data.online).toEqual({
      payWithin: HOLD,
      payBy: TEST_NOW + HOLD,
      texts: [
        '2026/11/24 12:00 前取消，退還已付金額的 50%',
        '2026/11/24 12:00 後取消，恕不退款',
        '預約當日未到，恕不退款',
      ],
      afterPaying: {
        paid: data.total,
        refund: half,
        text: `現在付款後立即取消，將退款 $${half.toLocaleString('en-US')}`,
      },
    });
    // Booked days ahead, every tier is still ahead: the free one first, all back right after paying.
    const ahead = await call(t.app, 'POST', '/api/bookings/checkout?code=sameday', {
      payload: {
        events: [{ productId: 'cut-wash', userId: 'kevin' }],
        startTime: FRI(15),
        customerCount: 1,
        parallel: false,
      },
      headers: c.headers,
    });
    expect(ahead.body.data.online.texts[0]).toBe('2026/11/26 15:00 前可免費取消');
    expect(ahead.body.data.online.afterPaying).toMatchObject({ refund: ahead.body.data.total });

    // Paid by card as said: cancelling right after gives what checkout said.
    const made = await book('sameday', c.headers, TUE(15), 'CreditCard');
    await submitSandbox(t, made.payment!.paymentId, { action: 'card', card: SANDBOX_CARDS.success });
    const paid = await bookingOf(t, made.bookingId, 'sameday');
    expect(paid.refund).toMatchObject({ allowed: true, refund: half });
    expect(paid.cancelPolicy.texts.some((line: string) => line.includes('可免費取消'))).toBe(false);
  });

  it('an ATM booking not paid in time lapses: the booking says unpaid and the customer is told, in their language', async () => {
    const zh = await customer(paidId);
    const en = await customer(paidId, 'en');
    const first = await book('paid', zh.headers, THU(12), 'ATM');
    const second = await book('paid', en.headers, THU(15), 'ATM', { 'accept-language': 'en' });
    // Someone waits for Thursday: a lapse frees its time as a cancellation does.
    const waiting = await customer(paidId);
    const joined = await call(t.app, 'POST', '/api/waitlist?code=paid', {
      payload: { day: '2026-11-26' },
      headers: waiting.headers,
    });
    expect(joined.code, JSON.stringify(joined.body)).toBe(200);
    await drain();
    t.clock.set(TEST_NOW + HOLD);
    await drain();
    // The sweep, or the booking read, lapses them.
    const lapsed = await bookingOf(t, first.bookingId);
    expect(lapsed).toMatchObject({ status: 'Expired', expiredBecause: 'unpaid' });
    expect((await bookingOf(t, second.bookingId)).expiredBecause).toBe('unpaid');
    await drain();
    const told = await messages(zh.phone, 'bookingLapsed');
    expect(told).toHaveLength(1);
    expect(told[0]!.text).toContain('未在期限內付款');
    expect(told[0]!.text).toContain(`/paid/booking/${first.bookingId}`);
    expect(told[0]!.text).not.toContain('店家');
    const english = await messages(en.phone, 'bookingLapsed');
    expect(english).toHaveLength(1);
    expect(english[0]!.text).toMatch(/^\[.+\] Your booking at .+ was not paid in time and has lapsed/);
    expect(english[0]!.text).not.toMatch(/[【】：（）]/);
    expect(await messages(waiting.phone, 'waitlistSlotFree')).toHaveLength(1);
  });

  it('a booking the shop did not confirm before its start expires unconfirmed, and no lapse is told', async () => {
    const c = await customer(carefulId);
    const made = await book('careful', c.headers, THU(11), 'Cash');
    expect(made.status).toBe('Pending');
    t.clock.set(THU(11));
    expect(await bookingOf(t, made.bookingId, 'careful')).toMatchObject({
      status: 'Expired',
      expiredBecause: 'unconfirmed',
    });
    await drain();
    expect(await messages(c.phone, 'bookingLapsed')).toHaveLength(0);
    const standing = await bookingOf(t, (await book('careful', c.headers, FRI(11), 'Cash')).bookingId, 'careful');
    expect(standing.expiredBecause).toBeNull();
  });

  it('a declined card: the customer is told nothing was charged and until when to pay again', async () => {
    const zh = await customer(paidId);
    const en = await customer(paidId, 'en');
    const mine = await book('paid', zh.headers, THU(17), 'CreditCard');
    const theirs = await book('paid', en.headers, THU(18), 'CreditCard', { 'accept-language': 'en' });
    for (const made of [mine, theirs])
      await submitSandbox(t, made.payment!.paymentId, { action: 'card', card: SANDBOX_CARDS.declined });
    await drain();
    const told = await messages(zh.phone, 'paymentFailed');
    expect(told).toHaveLength(1);
    expect(told[0]!.text).toContain('$500');
    expect(told[0]!.text).toContain('未成功');
    expect(told[0]!.text).toContain('2026/11/24 10:15');
    const english = await messages(en.phone, 'paymentFailed');
    expect(english).toHaveLength(1);
    expect(english[0]!.text).toContain('did not go through');
    expect(english[0]!.text).toContain('Please pay again by Tue 2026/11/24 10:15');
    expect(english[0]!.text).not.toMatch(/[【】：（）]/);
    // Still waiting: the booking is New, not expired, until its hold runs out.
    expect(await bookingOf(t, mine.bookingId)).toMatchObject({ status: 'New', expiredBecause: null });
  });

  it('the sandbox page names the order in the customer’s language and says until when to pay', async () => {
    const en = await customer(paidId, 'en');
    const made = await book('paid', en.headers, FRI(12), 'ATM', { 'accept-language': 'en' });
    const page = await t.app.inject({ method: 'GET', url: `/api/sandbox/pay/${made.payment!.paymentId}?lang=en` });
    expect(page.body).toMatch(/<p class="muted">[^<]* booking<\/p>/);
    expect(page.body).toContain('Please pay by 2026/11/24 10:15');
    const zh = await customer(paidId);
    const mine = await book('paid', zh.headers, FRI(16), 'ATM');
    const zhPage = await t.app.inject({ method: 'GET', url: `/api/sandbox/pay/${mine.payment!.paymentId}` });
    expect(zhPage.body).toMatch(/<p class="muted">[^<]* 預約<\/p>/);
    expect(zhPage.body).toContain('請於 2026/11/24 10:15 前完成付款');
  });
});
