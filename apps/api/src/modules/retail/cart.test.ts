import { retailCheckoutSummary } from '@salon/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_NOW, type TestApp } from '#test/app';
import { describeEachDatabase } from '#test/db';
import { seedDemoCopy, seedStore, signedInCustomer } from '#test/fixtures';
import { call, type Json, setStock } from './test-support';

describeEachDatabase('the retail cart: checkItems and checkout', (kind) => {
  let t: TestApp;
  let storeId: string;
  let me: { customer: { id: string }; headers: Record<string, string> };
  let closedShopper: { customer: { id: string }; headers: Record<string, string> };
  beforeAll(async () => {
    t = await createTestApp(kind);
    storeId = (await seedStore(t.database.db)).storeId;
    const closed = await seedDemoCopy(t.database.db, 'closedshop', (f) => {
      f.store.retailEnable = false;
    });
    me = await signedInCustomer(t.database.db, storeId, TEST_NOW);
    closedShopper = await signedInCustomer(t.database.db, closed.storeId, TEST_NOW);
    await setStock(t.database.db, storeId, 'hair-mask', 2);
  });
  afterAll(() => t.close());

  const checkItems = (payload: Json, headers = me.headers, code = 'demo') =>
    call(t.app, 'POST', `/api/bookings/checkItems?code=${code}`, { payload, headers });

  describe('POST /bookings/checkItems with a retail cart', () => {
    it('answers every item SUCCESS with the stock left', async () => {
      const { code, body } = await checkItems({ items: [{ productId: 'hair-mask', quantity: 2 }] });
      expect(code).toBe(200);
      expect(body.data.items).toEqual([{ productId: 'hair-mask', quantity: 2, status: 'SUCCESS', stock: 2 }]);
    });

    it('answers ITEMS_CHECK_FAILED with per-item results: gone products and stock left', async () => {
      const { code, body } = await checkItems({
        items: [
          { productId: 'hair-mask', quantity: 3 },
          { productId: 'discontinued', quantity: 1 },
          { productId: 'wax', quantity: 1 },
          { productId: 'shampoo', quantity: 1 },
        ],
      });
      expect(code).toBe(422);
      expect(body.status).toBe('ITEMS_CHECK_FAILED');
      expect(body.message).toBe('部分商品庫存不足或已停售，請調整購物車');
      expect(body.data.items).toEqual([
        { productId: 'hair-mask', quantity: 3, status: 'STOCK_NOT_ENOUGH', stock: 2 },
        { productId: 'discontinued', quantity: 1, status: 'PRODUCT_NOT_EXISTS', stock: null },
        { productId: 'wax', quantity: 1, status: 'STOCK_NOT_ENOUGH', stock: 0 },
        { productId: 'shampoo', quantity: 1, status: 'SUCCESS', stock: 24 },
      ]);
    });

    it('answers RETAIL_DISABLED when the store does not sell online, 401 without a sign-in', async () => {
      const closed = await checkItems(
        { items: [{ productId: 'shampoo', quantity: 1 }] },
        closedShopper.headers,
        'closedshop',
      );
      expect(closed).toMatchObject({ code: 422, body: { status: 'RETAIL_DISABLED' } });
      expect((await checkItems({ items: [{ productId: 'shampoo', quantity: 1 }] }, {})).code).toBe(401);
    });

    it('names the retail field of a bad retail cart, and still reads a service cart as before', async () => {
      const bad = await checkItems({ items: [{ productId: 'shampoo', quantity: 0 }] });
      expect(bad.code).toBe(400);
      expect(bad.body.data.fields['items.0.quantity']).toBe('數量至少 1 件');
      const service = await checkItems({ events: [{ productId: 'cut-wash', userId: null }] });
      expect(service.code).toBe(200);
      expect(service.body.data.events[0].status).toBe('SUCCESS');
    });
  });

  describe('POST /bookings/checkout with a retail cart', () => {
    const checkout = (items: Json[], extra: Json = {}, headers = me.headers, code = 'demo') =>
      call(t.app, 'POST', `/api/bookings/checkout?code=${code}`, { payload: { items, ...extra }, headers });

    it('gives line totals, the total, the payment methods and whether a pickup time is chosen', async () => {
      const { code, body } = await checkout([
        { productId: 'shampoo', quantity: 2, price: 680 },
        { productId: 'round-brush', quantity: 1 },
      ]);
      expect(code).toBe(200);
      expect(retailCheckoutSummary.parse(body.data)).toEqual({
        items: [
          {
            productId: 'shampoo',
            name: '胺基酸修護洗髮精 500ml',
            nameEn: 'Amino acid repair shampoo 500ml',
            price: 680,
            quantity: 2,
            lineTotal: 1360,
          },
          {
            productId: 'round-brush',
            name: '陶瓷圓梳 43mm',
            nameEn: 'Ceramic round brush 43mm',
            price: 450,
            quantity: 1,
            lineTotal: 450,
          },
        ],
        total: 1810,
        paymentMethods: [
          { method: 'Cash', isPrepaid: false, lastNum: null, name: '現場付款', available: true },
          { method: 'LinePayOffline', isPrepaid: false, lastNum: null, name: 'LINE Pay（現場）', available: true },
          { method: 'ValueCard', isPrepaid: true, lastNum: null, name: '儲值卡', available: true },
          { method: 'CreditCard', isPrepaid: true, lastNum: null, name: '信用卡', available: true },
          { method: 'ATM', isPrepaid: true, lastNum: null, name: 'ATM 轉帳', available: true },
          { method: 'LinePayOnline', isPrepaid: true, lastNum: null, name: 'LINE Pay', available: true },
        ],
        pickupTimeEnable: true,
        payment: { total: 1810, uses: [], discount: 0, valueCard: 0, valueCardBalanceAfter: null, due: 1810 },
      });
    });

    it('refuses with CALCULATE_FAILED when a price changed since the cart was filled', async () => {
      const { code, body } = await checkout([{ productId: 'shampoo', quantity: 1, price: 500 }]);
      expect(code).toBe(409);
      expect(body).toMatchObject({ status: 'CALCULATE_FAILED', data: { productIds: ['shampoo'] } });
    });

    it('refuses with ITEMS_CHECK_FAILED, VOUCHER_NOT_EXISTS or RETAIL_DISABLED, 401 without a sign-in', async () => {
      expect((await checkout([{ productId: 'wax', quantity: 1 }])).body.status).toBe('ITEMS_CHECK_FAILED');
      const voucher = await checkout([{ productId: 'shampoo', quantity: 1 }], {
        voucherIds: ['6f1c2d3e-4a5b-4c6d-8e9f-0a1b2c3d4e5f'],
      });
      expect(voucher.body).toMatchObject({ status: 'VOUCHER_NOT_EXISTS', message: '優惠券已失效' });
      const closed = await checkout([{ productId: 'shampoo', quantity: 1 }], {}, closedShopper.headers, 'closedshop');
      expect(closed.body.status).toBe('RETAIL_DISABLED');
      expect((await checkout([{ productId: 'shampoo', quantity: 1 }], {}, {})).code).toBe(401);
    });

    it('names the field of a bad cart of either kind', async () => {
      const retail = await checkout([{ productId: 'shampoo', quantity: 0 }]);
      expect(retail.code).toBe(400);
      expect(retail.body.data.fields['items.0.quantity']).toBe('數量至少 1 件');
      const service = await call(t.app, 'POST', '/api/bookings/checkout?code=demo', {
        payload: { events: [], startTime: TEST_NOW + 2 * 86400 },
        headers: me.headers,
      });
      expect(service.code).toBe(400);
      expect(service.body.data.fields.events).toBe('請至少選擇一項服務');
    });
  });
});
