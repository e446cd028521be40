import { myPickupOrder, pickupOrderDetail, pickupOrderPage } from '@salon/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { StoreRow } from '#api/db/rows';
import { pickupOrders, stores } from '#api/db/schema/index';
import type { StaffActor } from '#api/http/actor';
import { staffMember } from '#api/modules/staff/test-support';
import { NO_ONLINE_PAYMENTS } from '#api/platform/payments/index';
import { createTestApp, TEST_NOW, type TestApp } from '#test/app';
import { describeEachDatabase } from '#test/db';
import { seedDemoCopy, seedStore, signedInCustomer } from '#test/fixtures';
import { changeStatus } from './status';
import { call, type Json, MON, orderBody, setStock, stockOf, TUE, WED } from './test-support';

describeEachDatabase('retail pickup orders', (kind) => {
  let t: TestApp;
  let storeId: string;
  let me: { customer: { id: string }; headers: Record<string, string> };
  let other: { customer: { id: string }; headers: Record<string, string> };
  let owner: StaffActor;
  beforeAll(async () => {
    t = await createTestApp(kind);
    storeId = (await seedStore(t.database.db)).storeId;
    await seedDemoCopy(t.database.db, 'closedshop', (f) => {
      f.store.retailEnable = false;
    });
    await seedDemoCopy(t.database.db, 'anytime', (f) => {
      f.store.pickupTimeEnable = false;
    });
    me = await signedInCustomer(t.database.db, storeId, TEST_NOW);
    other = await signedInCustomer(t.database.db, storeId, TEST_NOW);
    const { member } = await staffMember(t.database.db, storeId, 'owner');
    owner = { kind: 'staff', staffId: member.id, role: member.role, name: member.name, providerId: null, token: '' };
  });
  afterAll(() => t.close());
  beforeEach(() => t.clock.set(TEST_NOW));

  const db = () => t.database.db;
  const order = (body: Json, headers: Record<string, string> = me.headers, code = 'demo') =>
    call(t.app, 'POST', `/api/bookings/pickupOrders?code=${code}`, { payload: body, headers });
  const update = (body: Json, headers: Record<string, string> = me.headers) =>
    call(t.app, 'PUT', '/api/bookings/pickupOrders?code=demo', { payload: body, headers });
  const detail = (pickId: string, code = 'demo') =>
    call(t.app, 'GET', `/api/bookings/pickupOrders/${pickId}?code=${code}`);
  const storeRow = async (code: string): Promise<StoreRow> => {
    const [row] = await db().select().from(stores).where(eq(stores.code, code));
    return row!;
  };
  /** The store's own action, by a member of its staff: through the same service as the staff route. */
  const storeAction = async (pickId: string, action: 'ready' | 'pickUp' | 'close') =>
    changeStatus(
      { db: db(), payments: NO_ONLINE_PAYMENTS },
      { store: await storeRow('demo'), now: TEST_NOW, actor: owner },
      pickId,
      action,
    );

  describe('GET /bookings/availablePickupTime', () => {
    const times = (from: number, to: number, code = 'demo') =>
      call(t.app, 'GET', `/api/bookings/availablePickupTime?code=${code}&startTime=${from}&endTime=${to}`);

    it('steps the opening hours by the slot interval after the lead time, in Asia/Taipei', async () => {
      const { code, body } = await times(TUE(0), TUE(23, 59));
      expect(code).toBe(200);
      const slots: number[] = body.data.pickupTimes;
      // Open 11:00–20:00 on Tuesday; now is 10:00 and the lead time 60 minutes.
      expect(slots[0]).toBe(TUE(11));
      expect(slots[1]).toBe(TUE(11, 30));
      expect(slots.at(-1)).toBe(TUE(19, 30));
      expect(slots).toHaveLength(18);
    });

    it('offers nothing on a closed day (Monday)', async () => {
      const { body } = await times(MON(0), MON(23, 59));
      expect(body.data.pickupTimes).toEqual([]);
    });

    it('offers no time to choose when the store has pickupTimeEnable off', async () => {
      const { code, body } = await times(WED(0), WED(23, 59), 'anytime');
      expect(code).toBe(200);
      expect(body.data.pickupTimes).toEqual([]);
    });

    it('answers RETAIL_DISABLED when the store does not sell online', async () => {
      const { code, body } = await times(WED(0), WED(23, 59), 'closedshop');
      expect(code).toBe(422);
      expect(body).toMatchObject({ status: 'RETAIL_DISABLED', message: '這間店家目前未開放線上購買商品' });
    });

    it('answers 400 naming endTime when the window is reversed or longer than 31 days', async () => {
      for (const [from, to] of [
        [WED(12), WED(11)],
        [WED(0), WED(0) + 32 * 86400],
      ]) {
        const { code, body } = await times(from!, to!);
        expect(code).toBe(400);
        expect(body.data.fields.endTime).toBeDefined();
      }
      expect(
        (await call(t.app, 'GET', '/api/bookings/availablePickupTime?code=demo&startTime=abc&endTime=1')).code,
      ).toBe(400);
    });
  });

  describe('POST /bookings/pickupOrders', () => {
    it('places the order, takes the stock and shows it by its unguessable id without personal data', async () => {
      const before = {
        shampoo: await stockOf(db(), storeId, 'shampoo'),
        mask: await stockOf(db(), storeId, 'hair-mask'),
      };
      const { code, body } = await order(
        orderBody(
          [
            { productId: 'shampoo', quantity: 2, price: 680 },
            { productId: 'hair-mask', quantity: 1 },
          ],
          { pickupTime: WED(15), customerNotes: '  下午去拿  ' },
        ),
      );
      expect(code).toBe(200);
      expect(body).toMatchObject({ status: 'SUCCESS', data: { status: 'Placed' } });
      expect(body.data.pickId).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(await stockOf(db(), storeId, 'shampoo')).toBe(before.shampoo - 2);
      expect(await stockOf(db(), storeId, 'hair-mask')).toBe(before.mask - 1);

      const read = await detail(body.data.pickId);
      expect(read.code).toBe(200);
      const data = pickupOrderDetail.parse(read.body.data);
      expect(data).toEqual({
        id: body.data.pickId,
        status: 'Placed',
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
            productId: 'hair-mask',
            name: '深層修護髮膜 200ml',
            nameEn: 'Deep repair hair mask 200ml',
            price: 890,
            quantity: 1,
            lineTotal: 890,
          },
        ],
        total: 2250,
        pickupTime: WED(15),
        paymentMethod: 'Cash',
        createdAt: TEST_NOW,
        updatedAt: TEST_NOW,
        canCancel: true,
        payment: { total: 2250, uses: [], discount: 0, valueCard: 0, valueCardBalanceAfter: null, due: 2250 },
        onlinePayment: null,
      });
      const wire = JSON.stringify(read.body.data);
      for (const personal of ['customerId', 'phone', 'customerNotes', '下午去拿', me.customer.id])
        expect(wire).not.toContain(personal);
      const [row] = await db().select().from(pickupOrders).where(eq(pickupOrders.id, body.data.pickId));
      expect(row).toMatchObject({ customerNotes: '下午去拿', statusChangedBy: 'customer', customerId: me.customer.id });
      await setStock(db(), storeId, 'hair-mask', 2);
    });

    it('keeps the price and name at the time of the order when the menu changes later', async () => {
      const { body } = await order(orderBody([{ productId: 'round-brush', quantity: 1 }]));
      await db().execute(sql`update retail_items set price = 999, name = '新圓梳' where id = 'round-brush'`);
      const read = await detail(body.data.pickId);
      expect(read.body.data.items[0]).toMatchObject({ name: '陶瓷圓梳 43mm', price: 450 });
      expect(read.body.data.total).toBe(450);
      await db().execute(sql`update retail_items set price = 450, name = '陶瓷圓梳 43mm' where id = 'round-brush'`);
    });

    it('accepts an order without a pickup time (any time in opening hours)', async () => {
      const { code, body } = await order(orderBody([{ productId: 'wide-comb', quantity: 1 }]));
      expect(code).toBe(200);
      expect((await detail(body.data.pickId)).body.data.pickupTime).toBeNull();
    });

    it('answers 401 without a sign-in', async () => {
      const { code, body } = await order(orderBody([{ productId: 'wide-comb', quantity: 1 }]), {});
      expect(code).toBe(401);
      expect(body.status).toBe('UNAUTHORIZED');
    });

    it('answers STOCK_NOT_ENOUGH (409) with the units left per item, and writes nothing', async () => {
      const orders = await db().select().from(pickupOrders);
      const { code, body } = await order(
        orderBody([
          { productId: 'shampoo', quantity: 1 },
          { productId: 'hair-mask', quantity: 3 },
        ]),
      );
      expect(code).toBe(409);
      expect(body.status).toBe('STOCK_NOT_ENOUGH');
      expect(body.message).toBe('商品庫存不足，請調整購買數量');
      expect(body.data.items).toEqual([
        { productId: 'shampoo', quantity: 1, status: 'SUCCESS', stock: expect.any(Number) },
        { productId: 'hair-mask', quantity: 3, status: 'STOCK_NOT_ENOUGH', stock: 2 },
      ]);
      expect(await stockOf(db(), storeId, 'hair-mask')).toBe(2);
      expect(await db().select().from(pickupOrders)).toHaveLength(orders.length);
    });

    it('refuses a sold-out item with STOCK_NOT_ENOUGH and stock 0', async () => {
      const { code, body } = await order(orderBody([{ productId: 'wax', quantity: 1 }]));
      expect(code).toBe(409);
      expect(body.data.items[0]).toMatchObject({ productId: 'wax', status: 'STOCK_NOT_ENOUGH', stock: 0 });
    });

    it('answers PRODUCT_NOT_EXISTS (422) for an item the store no longer offers', async () => {
      const { code, body } = await order(orderBody([{ productId: 'discontinued', quantity: 1 }]));
      expect(code).toBe(422);
      expect(body.status).toBe('PRODUCT_NOT_EXISTS');
      expect(body.message).toBe('店家已不再提供部分商品，已從購物車移除');
      expect(body.data.items[0]).toEqual({
        productId: 'discontinued',
        quantity: 1,
        status: 'PRODUCT_NOT_EXISTS',
        stock: null,
      });
    });

    it('answers CALCULATE_FAILED when the price in the cart is no longer the menu price', async () => {
      const { code, body } = await order(orderBody([{ productId: 'shampoo', quantity: 1, price: 600 }]));
      expect(code).toBe(409);
      expect(body).toMatchObject({ status: 'CALCULATE_FAILED', message: '購物車金額計算失敗，請重新整理後再試' });
      expect(body.data.productIds).toEqual(['shampoo']);
    });

    it('answers PICKUP_TIME_INVALID for a time before the lead time, off the grid or on a closed day', async () => {
      for (const time of [TUE(10, 30), WED(11, 10), MON(12)]) {
        const { code, body } = await order(orderBody([{ productId: 'wide-comb', quantity: 1 }], { pickupTime: time }));
        expect(code).toBe(422);
        expect(body.status).toBe('PICKUP_TIME_INVALID');
      }
    });

    it('answers 400 naming pickupTime when the store does not let customers choose one', async () => {
      const shopper = await signedInCustomer(db(), await seedIdOf('anytime'), TEST_NOW);
      const { code, body } = await order(
        orderBody([{ productId: 'wide-comb', quantity: 1 }], { pickupTime: WED(15) }),
        shopper.headers,
        'anytime',
      );
      expect(code).toBe(400);
      expect(body.data.fields.pickupTime).toBeDefined();
    });

    it('answers PAYMENT_UNAVAILABLE for a method the store does not offer, and asks a ValueCard payment for its card', async () => {
      const { code, body } = await order(
        orderBody([{ productId: 'wide-comb', quantity: 1 }], { paymentMethod: 'Custom' }),
      );
      expect(code).toBe(422);
      expect(body).toMatchObject({
        status: 'PAYMENT_UNAVAILABLE',
        message: '此付款方式目前無法使用，請選擇其他付款方式',
      });
      const noCard = await order(orderBody([{ productId: 'wide-comb', quantity: 1 }], { paymentMethod: 'ValueCard' }));
      expect(noCard.body.status).toBe('CUSTOMER_VALUE_CARD_NOT_FOUND');
      const atCounter = await order(
        orderBody([{ productId: 'wide-comb', quantity: 1 }], { paymentMethod: 'LinePayOffline' }),
      );
      expect(atCounter.code).toBe(200);
    });

    it('answers RETAIL_DISABLED when the store does not sell online', async () => {
      const shopper = await signedInCustomer(db(), await seedIdOf('closedshop'), TEST_NOW);
      const { code, body } = await order(
        orderBody([{ productId: 'wide-comb', quantity: 1 }]),
        shopper.headers,
        'closedshop',
      );
      expect(code).toBe(422);
      expect(body.status).toBe('RETAIL_DISABLED');
    });

    it('answers 400 for an empty cart, a zero quantity or the same product twice', async () => {
      for (const items of [
        [],
        [{ productId: 'wide-comb', quantity: 0 }],
        [
          { productId: 'wide-comb', quantity: 1 },
          { productId: 'wide-comb', quantity: 1 },
        ],
      ]) {
        const { code, body } = await order(orderBody(items));
        expect(code).toBe(400);
        expect(body.status).toBe('VALIDATION_FAILED');
      }
    });

    it('returns the first order for a repeated idempotency key, DUPLICATED_KEY for the key with another cart', async () => {
      const headers = { ...me.headers, 'idempotency-key': 'retail-once' };
      const body = orderBody([{ productId: 'scalp-serum', quantity: 1 }]);
      const first = await order(body, headers);
      const stock = await stockOf(db(), storeId, 'scalp-serum');
      const again = await order(body, headers);
      expect(again.body.data).toEqual(first.body.data);
      expect(await stockOf(db(), storeId, 'scalp-serum')).toBe(stock);
      const changed = await order(orderBody([{ productId: 'scalp-serum', quantity: 2 }]), headers);
      expect(changed.code).toBe(409);
      expect(changed.body).toMatchObject({ status: 'DUPLICATED_KEY', message: '訂單已送出，請勿重複結帳' });
    });

    it('answers CREATE_FAILED when the database refuses the order, and takes no stock', async () => {
      await db().execute(sql`alter table pickup_orders add constraint test_refuses check (customer_notes <> 'boom')`);
      const stock = await stockOf(db(), storeId, 'curl-cream');
      const { code, body } = await order(
        orderBody([{ productId: 'curl-cream', quantity: 1 }], { customerNotes: 'boom' }),
      );
      await db().execute(sql`alter table pickup_orders drop constraint test_refuses`);
      expect(code).toBe(409);
      expect(body).toMatchObject({ status: 'CREATE_FAILED', message: '取貨訂單建立失敗，請稍後再試' });
      expect(await stockOf(db(), storeId, 'curl-cream')).toBe(stock);
    });
  });

  describe('PUT /bookings/pickupOrders', () => {
    const place = async (productId = 'curl-cream', quantity = 1, headers = me.headers) =>
      (await order(orderBody([{ productId, quantity }]), headers)).body.data.pickId as string;

    it('changes the pickup time and notes while the order is open', async () => {
      const pickId = await place();
      t.clock.set(TEST_NOW + 600);
      const { code, body } = await update({ pickId, pickupTime: WED(16), customerNotes: '改傍晚' });
      expect(code).toBe(200);
      expect(myPickupOrder.parse(body.data)).toMatchObject({
        id: pickId,
        pickupTime: WED(16),
        customerNotes: '改傍晚',
        updatedAt: TEST_NOW + 600,
      });
      expect((await update({ pickId, pickupTime: null })).body.data.pickupTime).toBeNull();
    });

    it('answers PICKUP_TIME_INVALID for a pickup time off the grid', async () => {
      const pickId = await place();
      const { code, body } = await update({ pickId, pickupTime: WED(16, 10) });
      expect(code).toBe(422);
      expect(body.status).toBe('PICKUP_TIME_INVALID');
    });

    it('cancels while not ready and returns the stock once; a repeated cancel answers the cancelled order', async () => {
      const before = await stockOf(db(), storeId, 'curl-cream');
      const pickId = await place('curl-cream', 3);
      expect(await stockOf(db(), storeId, 'curl-cream')).toBe(before - 3);
      const first = await update({ pickId, cancel: true });
      expect(first.code).toBe(200);
      expect(first.body.data).toMatchObject({ status: 'Cancelled', canCancel: false });
      expect(await stockOf(db(), storeId, 'curl-cream')).toBe(before);
      const again = await update({ pickId, cancel: true });
      expect(again.code).toBe(200);
      expect(again.body.data.status).toBe('Cancelled');
      expect(await stockOf(db(), storeId, 'curl-cream')).toBe(before);
      const [row] = await db().select().from(pickupOrders).where(eq(pickupOrders.id, pickId));
      expect(row).toMatchObject({ status: 'Cancelled', statusChangedBy: 'customer' });
    });

    it('answers CANCEL_NOT_ALLOWED (422) once the store has the order ready, 409 once it is picked up', async () => {
      const pickId = await place();
      await storeAction(pickId, 'ready');
      expect((await detail(pickId)).body.data).toMatchObject({ status: 'Ready', canCancel: false });
      const ready = await update({ pickId, cancel: true });
      expect(ready.code).toBe(422);
      expect(ready.body).toMatchObject({ status: 'CANCEL_NOT_ALLOWED', message: '商品已備妥或訂單已結束，無法取消' });
      await storeAction(pickId, 'pickUp');
      const done = await update({ pickId, cancel: true });
      expect(done.code).toBe(409);
      expect(done.body.status).toBe('CANCEL_NOT_ALLOWED');
    });

    it('answers UPDATE_FAILED (409) for a change to an order that is over', async () => {
      const pickId = await place();
      await storeAction(pickId, 'pickUp');
      const { code, body } = await update({ pickId, customerNotes: '晚點到' });
      expect(code).toBe(409);
      expect(body).toMatchObject({ status: 'UPDATE_FAILED', message: '訂單已結束，無法修改' });
    });

    it('returns the stock when the store closes a ready order', async () => {
      const before = await stockOf(db(), storeId, 'curl-cream');
      const pickId = await place('curl-cream', 2);
      await storeAction(pickId, 'ready');
      await storeAction(pickId, 'close');
      expect(await stockOf(db(), storeId, 'curl-cream')).toBe(before);
      expect((await detail(pickId)).body.data.status).toBe('Closed');
    });

    it("answers PICKUP_ORDER_NOT_FOUND for another customer's order or an unknown id", async () => {
      const pickId = await place();
      for (const body of [
        { pickId, cancel: true },
        { pickId: 'nope', customerNotes: 'x' },
      ]) {
        const { code, body: res } = await update(body, other.headers);
        expect(code).toBe(404);
        expect(res).toMatchObject({ status: 'PICKUP_ORDER_NOT_FOUND', message: '找不到這筆取貨訂單' });
      }
      expect((await detail(pickId)).body.data.status).toBe('Placed');
    });
  });

  describe('GET /bookings/pickupOrders and /bookings/pickupOrders/{pickId}', () => {
    it("lists the customer's own orders, newest first, a page at a time, with their notes", async () => {
      const shopper = await signedInCustomer(db(), storeId, TEST_NOW);
      const ids: string[] = [];
      for (let i = 0; i < 3; i++) {
        t.clock.set(TEST_NOW + i * 60);
        const res = await order(
          orderBody([{ productId: 'wide-comb', quantity: 1 }], { customerNotes: `第${i}單` }),
          shopper.headers,
        );
        ids.push(res.body.data.pickId);
      }
      const list = (q: string) =>
        call(t.app, 'GET', `/api/bookings/pickupOrders?code=demo${q}`, { headers: shopper.headers });
      const first = pickupOrderPage.parse((await list('&pageSize=2')).body.data);
      expect(first.orders.map((o) => o.id)).toEqual([ids[2], ids[1]]);
      expect(first).toMatchObject({ page: 1, pageSize: 2, total: 3 });
      expect(first.orders[0]).toMatchObject({ customerNotes: '第2單', total: 280 });
      const second = pickupOrderPage.parse((await list('&pageSize=2&page=2')).body.data);
      expect(second.orders.map((o) => o.id)).toEqual([ids[0]]);
      const theirs = await call(t.app, 'GET', '/api/bookings/pickupOrders?code=demo', { headers: other.headers });
      expect(theirs.body.data.orders.map((o: Json) => o.id)).not.toContain(ids[0]);
      expect((await call(t.app, 'GET', '/api/bookings/pickupOrders?code=demo')).code).toBe(401);
      expect((await list('&pageSize=500')).code).toBe(400);
    });

    it('answers PICKUP_ORDER_NOT_FOUND for an unknown id, or an id of another store', async () => {
      const { code, body } = await detail('A'.repeat(22));
      expect(code).toBe(404);
      expect(body).toMatchObject({ status: 'PICKUP_ORDER_NOT_FOUND', message: '找不到這筆取貨訂單' });
      const pickId = (await order(orderBody([{ productId: 'wide-comb', quantity: 1 }]))).body.data.pickId;
      expect((await detail(pickId, 'anytime')).code).toBe(404);
    });
  });

  describe('the retail menu', () => {
    it('lists nothing to buy when the store does not sell online', async () => {
      const { code, body } = await call(t.app, 'GET', '/api/bookings/menu/retail?code=closedshop');
      expect(code).toBe(200);
      expect(body.data).toEqual({ products: [], categories: [] });
    });

    it('shows the demo shelf: 3 categories, one item with 2 left, one sold out', async () => {
      await setStock(db(), storeId, 'hair-mask', 2);
      const { body } = await call(t.app, 'GET', '/api/bookings/menu/retail?code=demo');
      expect(body.data.categories).toHaveLength(3);
      expect(body.data.products.length).toBeGreaterThanOrEqual(8);
      expect(body.data.products.find((p: Json) => p.id === 'hair-mask')).toMatchObject({ stock: 2, price: 890 });
      expect(body.data.products.find((p: Json) => p.id === 'wax')).toMatchObject({ stock: 0 });
    });
  });

  const seedIdOf = async (code: string) => (await storeRow(code)).id;
});
