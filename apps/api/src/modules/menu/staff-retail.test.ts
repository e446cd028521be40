import { auditPage, retailMenu, staffRetail, stockAdjustmentList } from '@salon/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { stockAdjustments } from '#api/db/schema/index';
import { type StaffClient, signedInStaff } from '#api/modules/staff/test-support';
import { createTestApp, TEST_NOW, type TestApp } from '#test/app';
import { describeEachDatabase } from '#test/db';
import { seedStore, signedInCustomer } from '#test/fixtures';
import { call, orderBody, setStock, stockOf } from '../retail/test-support';

describeEachDatabase("the staff's retail editor: items, stock and its adjustments", (kind) => {
  let t: TestApp;
  let storeId: string;
  let owner: StaffClient;
  beforeAll(async () => {
    t = await createTestApp(kind);
    storeId = (await seedStore(t.database.db)).storeId;
    owner = (await signedInStaff(t, storeId, 'owner', { name: '王店長' })).client;
  });
  afterAll(() => t.close());

  const shop = async () =>
    retailMenu.parse((await call(t.app, 'GET', '/api/bookings/menu/retail?code=demo')).body.data).products;
  const itemForm = { name: '旅行梳', description: null, image: null, price: 350, hidden: false, archived: false };
  const adjustmentRows = (itemId: string) =>
    t.database.db
      .select()
      .from(stockAdjustments)
      .where(and(eq(stockAdjustments.storeId, storeId), eq(stockAdjustments.itemId, itemId)));

  it('creates an item in a category, changes its price and hides it; the retail page follows', async () => {
    const made = await owner.post('retail-items', {
      ...itemForm,
      id: 'travel-comb',
      stock: 6,
      categoryId: 'r-tools',
    });
    expect(made.code, JSON.stringify(made.body)).toBe(200);
    expect((await shop()).find((p) => p.id === 'travel-comb')).toMatchObject({ price: 350, stock: 6 });
    const changed = await owner.put('retail-items/travel-comb', { ...itemForm, price: 390 });
    expect(changed.body.data).toMatchObject({ id: 'travel-comb', price: 390, stock: 6, hidden: false });
    expect((await shop()).find((p) => p.id === 'travel-comb')!.price).toBe(390);
    await owner.put('retail-items/travel-comb', { ...itemForm, price: 390, hidden: true });
    expect((await shop()).map((p) => p.id)).not.toContain('travel-comb');
    const customer = await signedInCustomer(t.database.db, storeId, TEST_NOW);
    const order = await call(t.app, 'POST', '/api/bookings/pickupOrders?code=demo', {
      payload: orderBody([{ productId: 'travel-comb', quantity: 1 }]),
      headers: customer.headers,
    });
    expect(order.code).not.toBe(200);
    const list = staffRetail.parse((await owner.get('retail')).body.data);
    expect(list.items.find((i) => i.id === 'travel-comb')).toMatchObject({ hidden: true, stock: 6 });
    expect(list.categories.find((c) => c.id === 'r-tools')!.productIds).toContain('travel-comb');
  });

  it('refuses bad fields by name and writes nothing; stock moves only by an adjustment', async () => {
    const bad = await owner.post('retail-items', { name: ' ', price: -3, stock: -1, hidden: 'no' });
    expect(Object.keys(bad.body.data.fields).sort()).toEqual(['hidden', 'name', 'price', 'stock']);
    const withStock = await owner.put('retail-items/shampoo', { ...itemForm, stock: 99 });
    expect(Object.values(withStock.body.data.fields).join()).toContain('stock');
    expect(await stockOf(t.database.db, storeId, 'shampoo')).toBe(24);
    const noReason = await owner.post('retail-items/shampoo/stock', { delta: 0, reason: ' ' });
    expect(noReason.body.data.fields).toEqual({ delta: '數量不可為 0', reason: '請輸入原因' });
    expect((await owner.post('retail-items/nothing/stock', { delta: 1, reason: '盤點' })).body.status).toBe(
      'MENU_ITEM_NOT_FOUND',
    );
  });

  it('an adjustment records its reason and who; it never takes the stock below 0', async () => {
    const added = await owner.post('retail-items/hair-mask/stock', { delta: 10, reason: '進貨' });
    expect(added.code, JSON.stringify(added.body)).toBe(200);
    expect(added.body.data).toMatchObject({
      item: { id: 'hair-mask', stock: 12 },
      adjustment: { delta: 10, reason: '進貨', stockAfter: 12, staff: { name: '王店長' } },
    });
    const tooMany = await owner.post('retail-items/hair-mask/stock', { delta: -13, reason: '破損' });
    expect(tooMany.body.status).toBe('STOCK_BELOW_ZERO');
    expect(await stockOf(t.database.db, storeId, 'hair-mask')).toBe(12);
    await owner.post('retail-items/hair-mask/stock', { delta: -2, reason: '破損' });
    const history = stockAdjustmentList.parse((await owner.get('retail-items/hair-mask/stock')).body.data);
    expect(history.adjustments.map((a) => [a.delta, a.reason, a.stockAfter])).toEqual([
      [-2, '破損', 10],
      [10, '進貨', 12],
    ]);
    expect((await shop()).find((p) => p.id === 'hair-mask')!.stock).toBe(10);
    const entries = auditPage.parse((await owner.get('audit')).body.data).entries;
    expect(entries.find((e) => e.operation === 'staffAdjustStock')).toMatchObject({
      entity: 'retailItem',
      entityId: 'hair-mask',
      before: { stock: 12 },
      after: { item: { stock: 10 } },
    });
  });

  it('adjustments taking stock away racing customers ordering the last units: never oversold, every unit accounted', async () => {
    const START = 12;
    await setStock(t.database.db, storeId, 'curl-cream', START);
    const customers = await Promise.all(
      Array.from({ length: 16 }, () => signedInCustomer(t.database.db, storeId, TEST_NOW)),
    );
    const results = await Promise.all([
      ...customers.map((c) =>
        call(t.app, 'POST', '/api/bookings/pickupOrders?code=demo', {
          payload: orderBody([{ productId: 'curl-cream', quantity: 1 }]),
          headers: c.headers,
        }),
      ),
      ...Array.from({ length: 4 }, () => owner.post('retail-items/curl-cream/stock', { delta: -2, reason: '試用品' })),
    ]);
    const orders = results.slice(0, customers.length);
    const adjustments = results.slice(customers.length);
    const sold = orders.filter((r) => r.code === 200).length;
    const taken = adjustments.filter((r) => r.code === 200).length * 2;
    for (const r of orders.filter((o) => o.code !== 200)) expect(r.body.status).toBe('STOCK_NOT_ENOUGH');
    for (const r of adjustments.filter((o) => o.code !== 200)) expect(r.body.status).toBe('STOCK_BELOW_ZERO');
    const left = await stockOf(t.database.db, storeId, 'curl-cream');
    expect(left).toBeGreaterThanOrEqual(0);
    expect(sold + taken + left).toBe(START);
    expect((await adjustmentRows('curl-cream')).length).toBe(taken / 2);
    console.info(`[${kind}] ${START} units: ${sold} ordered, ${taken} adjusted away, ${left} left`);
  });
});
