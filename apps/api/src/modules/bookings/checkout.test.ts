import { checkoutSummary } from '@salon/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, TEST_NOW, type TestApp } from '#test/app';
import { describeEachDatabase } from '#test/db';
import { demoStoreFile, seedStore, signedInCustomer } from '#test/fixtures';
import { bookingBody, call, MON, THU, TUE, taipei, type WireEvent } from './test-support';

// The choice of a day and a time (POST /bookings/duration) is availability's: availability/availability.test.ts.
describeEachDatabase('checkItems and checkout', (kind) => {
  let t: TestApp;
  let storeId: string;
  let woman: { headers: Record<string, string> };
  beforeAll(async () => {
    t = await createTestApp(kind);
    storeId = (await seedStore(t.database.db)).storeId;
    const depositStore = demoStoreFile();
    depositStore.store.code = 'with-deposit';
    depositStore.store.deposit = { required: true, depositValue: 500 };
    depositStore.store.depositScope = 'Partial';
    await seedStore(t.database.db, depositStore);
    woman = await signedInCustomer(t.database.db, storeId, TEST_NOW, { gender: 'Female' });
  });
  afterAll(() => t.close());
  beforeEach(() => t.clock.set(TEST_NOW));

  const cut = (userId: string | null): WireEvent => ({ productId: 'cut-wash', userId });

  describe('POST /bookings/checkItems', () => {
    const checkItems = (payload: Record<string, unknown>, headers?: Record<string, string>) =>
      call(t.app, 'POST', '/api/bookings/checkItems?code=demo', {
        payload: { customerCount: 1, parallel: false, ...payload },
        headers,
      });

    it('needs a signed-in customer', async () => {
      const res = await checkItems({ events: [cut('amber')] });
      expect(res.code).toBe(401);
      expect(res.body.status).toBe('UNAUTHORIZED');
    });

    it('answers SUCCESS per event when the cart can be booked', async () => {
      const { code, body } = await checkItems(
        { events: [cut('amber'), { productId: 'care-treatment', userId: null }] },
        woman.headers,
      );
      expect(code).toBe(200);
      expect(body.data.events).toEqual([
        { eventIndex: 0, productId: 'cut-wash', status: 'SUCCESS' },
        { eventIndex: 1, productId: 'care-treatment', status: 'SUCCESS' },
      ]);
    });

    it('answers ITEMS_CHECK_FAILED with GENDER_NOT_MATCH and PRODUCT_PROVIDER_NOT_EXISTS per event', async () => {
      const { code, body } = await checkItems(
        { events: [{ productId: 'cut-men', userId: null }, cut('yuna'), cut('amber')] },
        woman.headers,
      );
      expect(code).toBe(422);
      expect(body.status).toBe('ITEMS_CHECK_FAILED');
      expect(body.message).toBe('部分服務目前無法預約，請調整後再試');
      expect(body.data.events.map((e: { status: string }) => e.status)).toEqual([
        'GENDER_NOT_MATCH',
        'PRODUCT_PROVIDER_NOT_EXISTS',
        'SUCCESS',
      ]);
    });

    it('answers PRODUCT_NOT_EXISTS when a product (or its sub-item) is gone', async () => {
      const { code, body } = await checkItems(
        {
          events: [
            { productId: 'gone', userId: null },
            { productId: 'color-single', userId: null, subItemId: 'x' },
          ],
        },
        woman.headers,
      );
      expect(code).toBe(422);
      expect(body.status).toBe('PRODUCT_NOT_EXISTS');
      expect(body.data.events.map((e: { status: string }) => e.status)).toEqual([
        'PRODUCT_NOT_EXISTS',
        'PRODUCT_NOT_EXISTS',
      ]);
    });

    it('answers NO_PROVIDERS for an event whose designer is taken at the given start', async () => {
      const customer = await signedInCustomer(t.database.db, storeId, TEST_NOW);
      const made = await call(t.app, 'POST', '/api/bookings?code=demo', {
        payload: bookingBody([cut('kevin')], THU(11)),
        headers: customer.headers,
      });
      expect(made.code).toBe(200);
      const { code, body } = await checkItems({ events: [cut('kevin')], startTime: THU(11) }, woman.headers);
      expect(code).toBe(422);
      expect(body.status).toBe('ITEMS_CHECK_FAILED');
      expect(body.data.events[0].status).toBe('NO_PROVIDERS');
    });

    it('answers 400 for too many customers', async () => {
      const res = await checkItems({ events: [cut(null)], customerCount: 9 }, woman.headers);
      expect(res.code).toBe(400);
    });
  });

  describe('POST /bookings/checkout', () => {
    const checkout = (
      payload: Record<string, unknown>,
      opts: { code?: string; headers?: Record<string, string> } = {},
    ) =>
      call(t.app, 'POST', `/api/bookings/checkout?code=${opts.code ?? 'demo'}`, {
        payload: { customerCount: 1, parallel: false, ...payload },
        headers: opts.headers ?? woman.headers,
      });

    it('prices each event with its provider, totals them and gives the policy with its zh-TW texts', async () => {
      const { code, body } = await checkout({ events: [cut(null)], startTime: THU(15), customerCount: 2 });
      expect(code).toBe(200);
      const data = checkoutSummary.parse(body.data);
      expect(data.events).toHaveLength(2);
      expect(new Set(data.events.map((e) => e.realUserId)).size).toBe(2); // two customers, two designers at once
      expect(data.events.every((e) => e.userId === null && e.startTime === THU(15) && e.endTime === THU(16))).toBe(
        true,
      );
      expect(data.total).toBe(data.events[0]!.price + data.events[1]!.price);
      // Two customers at once take two designers: the two cheapest ($800 each) to the two dearest
      // (Amber $1,200 and Kevin $1,000), never Amber twice.
      expect(data.priceRange).toEqual({ min: 1600, max: 2200 });
      expect(data.deposit).toMatchObject({ required: false, amount: 0 });
      expect(data.paymentMethods.map((m) => [m.method, m.available])).toEqual([
        ['Cash', true],
        ['LinePayOffline', true],
        ['ValueCard', true],
        ['CreditCard', true],
        ['ATM', true],
        ['LinePayOnline', true],
      ]);
      expect(data.policy.cancelPolicy).toBe('Multiple');
      expect(data.policy.cancelCondition.filter((c) => c.isCurrent)).toHaveLength(1);
      // Nothing prepaid: no refund wording, just until when cancelling is free.
      expect(data.policy.texts).toEqual(['預約開始前可免費取消']);
    });

    it('gives a required deposit', async () => {
      const customer = await signedInCustomer(t.database.db, (await storeIdOf('with-deposit'))!, TEST_NOW);
      const { body } = await checkout(
        { events: [cut('amber')], startTime: THU(15) },
        { code: 'with-deposit', headers: customer.headers },
      );
      expect(body.data.deposit).toEqual({ required: true, amount: 500, scope: 'Partial', label: '訂金' });
      // A deposit: each tier as a window from the previous deadline, then no refund and the no-show line.
      expect(body.data.policy.texts).toEqual([
        '2026/11/25 15:00 前可免費取消',
        '2026/11/25 15:00 至 2026/11/26 12:00 之間取消，退還已付訂金的 50%',
        '2026/11/26 12:00 後取消，恕不退還訂金',
        '預約當日未到，恕不退還訂金',
      ]);
    });

    it('refuses a total over 10,000 with INVALID_BOOKING_AMOUNT', async () => {
      const events = [
        { productId: 'color-bleach', userId: 'amber' },
        { productId: 'perm-digital', userId: 'amber' },
        { productId: 'care-treatment', userId: 'amber' },
      ];
      const { code, body } = await checkout({ events, startTime: THU(11) });
      expect(code).toBe(422);
      expect(body).toMatchObject({ status: 'INVALID_BOOKING_AMOUNT', message: '訂單不得超過一萬元' });
    });

    it('refuses a start more than 30 days ahead with INVALID_BOOKING_START_TIME', async () => {
      const { code, body } = await checkout({ events: [cut(null)], startTime: taipei(2026, 12, 26, 11) });
      expect(code).toBe(422);
      expect(body).toMatchObject({ status: 'INVALID_BOOKING_START_TIME', message: '僅開放預約 30 天內的時段' });
    });

    it('refuses a start inside the lead time, off the slot grid or on a closed day with INVALID_OPERATIONS', async () => {
      for (const startTime of [TUE(10, 30), THU(11, 10), MON(11)]) {
        const { code, body } = await checkout({ events: [cut(null)], startTime });
        expect(code).toBe(409);
        expect(body).toMatchObject({ status: 'INVALID_OPERATIONS', message: '此時段已不再提供預約，請選擇其他時段' });
      }
    });

    it('answers EVENTS_CHECK_FAILED for a service the customer cannot book, and 401 without sign-in', async () => {
      const refused = await checkout({ events: [{ productId: 'cut-men', userId: null }], startTime: THU(15) });
      expect(refused.code).toBe(422);
      expect(refused.body.status).toBe('EVENTS_CHECK_FAILED');
      expect(refused.body.data.events[0].status).toBe('GENDER_NOT_MATCH');
      const anonymous = await call(t.app, 'POST', '/api/bookings/checkout?code=demo', {
        payload: { events: [cut(null)], startTime: THU(15) },
      });
      expect(anonymous.code).toBe(401);
    });
  });

  async function storeIdOf(code: string) {
    const res = await call(t.app, 'GET', `/api/bookings/store?code=${code}`);
    return res.body.data.storeId as string;
  }
});
