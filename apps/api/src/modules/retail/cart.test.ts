import { retailCheckoutSummary } from '@salon/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stores } from '#api/db/schema/index';
import { createTestApp, TEST_NOW, type TestApp } from '#test/app';
import { describeEachDatabase } from '#test/db';
import { seedDemoCopy, seedStore, signedInCustomer } from '#test/fixtures';
import type { StoreRow } from '../store/repository';
import { retailCheckout } from './service';
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
  const storeRow = async (code: string): Promise<StoreRow> =>
    (await t.database.db.select().from(stores).where(eq(stores.code, code)))[0]!;

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

  describe('the retail checkout summary', () => {
    const scope = async (code = 'demo') => ({ store: await storeRow(code), customer: me.customer, now: TEST_NOW });
    const cart = (items: Json[], extra: Json = {}) => ({ items, voucherIds: [], customerNotes: '', ...extra }) as never;

    it('gives line totals, the total, the payment methods and whether a pickup time is chosen', async () => {
      const summary = await retailCheckout(
        { db: t.database.db },
        await scope(),
        cart([
          { productId: 'shampoo', quantity: 2, price: 680 },
          { productId: 'round-brush', quantity: 1 },
        ]),
      );
      expect(retailCheckoutSummary.parse(summary)).toEqual({
        items: [
          { productId: 'shampoo', name: '胺基酸修護洗髮精 500ml', price: 680, quantity: 2, lineTotal: 1360 },
          { productId: 'round-brush', name: '陶瓷圓梳 43mm', price: 450, quantity: 1, lineTotal: 450 },
        ],
        total: 1810,
        paymentMethods: [
          { method: 'Cash', isPrepaid: false, lastNum: null, name: '現場付款', available: true },
          { method: 'LinePayOffline', isPrepaid: false, lastNum: null, name: 'LINE Pay（現場）', available: true },
          { method: 'ValueCard', isPrepaid: true, lastNum: null, name: '儲值卡', available: false },
        ],
        pickupTimeEnable: true,
      });
    });

    it('refuses with CALCULATE_FAILED when a price changed since the cart was filled', async () => {
      await expect(
        retailCheckout({ db: t.database.db }, await scope(), cart([{ productId: 'shampoo', quantity: 1, price: 500 }])),
      ).rejects.toMatchObject({ code: 'CALCULATE_FAILED', httpStatus: 409, data: { productIds: ['shampoo'] } });
    });

    it('refuses with ITEMS_CHECK_FAILED, VOUCHER_NOT_EXISTS or RETAIL_DISABLED', async () => {
      const deps = { db: t.database.db };
      await expect(
        retailCheckout(deps, await scope(), cart([{ productId: 'wax', quantity: 1 }])),
      ).rejects.toMatchObject({
        code: 'ITEMS_CHECK_FAILED',
      });
      await expect(
        retailCheckout(deps, await scope(), cart([{ productId: 'shampoo', quantity: 1 }], { voucherIds: ['v1'] })),
      ).rejects.toMatchObject({ code: 'VOUCHER_NOT_EXISTS' });
      await expect(
        retailCheckout(deps, await scope('closedshop'), cart([{ productId: 'shampoo', quantity: 1 }])),
      ).rejects.toMatchObject({ code: 'RETAIL_DISABLED' });
    });
  });
});
