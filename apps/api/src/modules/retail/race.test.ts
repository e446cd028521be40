import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { pickupOrderItems, pickupOrders } from '#api/db/schema/index';
import { createTestApp, TEST_NOW, type TestApp } from '#test/app';
import { describeEachDatabase } from '#test/db';
import { seedStore, signedInCustomer } from '#test/fixtures';
import { call, orderBody, setStock, stockOf } from './test-support';

const RACERS = 100;
const LAST_UNITS = 10;

describeEachDatabase('pickup orders under a race', (kind) => {
  let t: TestApp;
  let storeId: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    storeId = (await seedStore(t.database.db)).storeId;
  });
  afterAll(() => t.close());

  const db = () => t.database.db;
  const customers = (n: number) =>
    Promise.all(Array.from({ length: n }, () => signedInCustomer(db(), storeId, TEST_NOW)));
  const order = (body: unknown, headers: Record<string, string>) =>
    call(t.app, 'POST', '/api/bookings/pickupOrders?code=demo', { payload: body, headers });
  const unitsSold = async (productId: string) => {
    const [row] = await db()
      .select({ n: sql<number>`coalesce(sum(${pickupOrderItems.quantity}), 0)::int` })
      .from(pickupOrderItems)
      .innerJoin(pickupOrders, eq(pickupOrders.id, pickupOrderItems.pickId))
      .where(and(eq(pickupOrderItems.productId, productId), eq(pickupOrders.status, 'Placed')));
    return row!.n;
  };

  it(`${RACERS} customers ordering the last ${LAST_UNITS} units at once: exactly ${LAST_UNITS} sold, stock 0`, async () => {
    await setStock(db(), storeId, 'travel-dryer', LAST_UNITS);
    const racers = await customers(RACERS);
    const body = orderBody([{ productId: 'travel-dryer', quantity: 1 }]);
    const started = performance.now();
    const results = await Promise.all(racers.map((r) => order(body, r.headers)));
    const ms = performance.now() - started;
    const won = results.filter((r) => r.code === 200);
    const lost = results.filter((r) => r.code !== 200);
    expect(won).toHaveLength(LAST_UNITS);
    expect(new Set(won.map((r) => r.body.data.pickId)).size).toBe(LAST_UNITS);
    for (const r of lost) {
      expect(r.code).toBe(409);
      expect(r.body.status).toBe('STOCK_NOT_ENOUGH');
      expect(r.body.data.items[0]).toMatchObject({ productId: 'travel-dryer', status: 'STOCK_NOT_ENOUGH', stock: 0 });
    }
    expect(await stockOf(db(), storeId, 'travel-dryer')).toBe(0);
    expect(await unitsSold('travel-dryer')).toBe(LAST_UNITS);
    console.info(
      `[${kind}] ${RACERS} orders for ${LAST_UNITS} units: ${won.length} placed, ${lost.length} STOCK_NOT_ENOUGH in ${Math.round(ms)} ms`,
    );
  });

  it('orders of several units racing for the last units never oversell', async () => {
    await setStock(db(), storeId, 'scalp-serum', 7);
    const racers = await customers(30);
    const results = await Promise.all(
      racers.map((r, i) => order(orderBody([{ productId: 'scalp-serum', quantity: 1 + (i % 3) }]), r.headers)),
    );
    const sold = await unitsSold('scalp-serum');
    expect(sold + (await stockOf(db(), storeId, 'scalp-serum'))).toBe(7);
    expect(sold).toBeGreaterThanOrEqual(5);
    for (const r of results.filter((x) => x.code !== 200)) expect(r.body.status).toBe('STOCK_NOT_ENOUGH');
  });

  it('the same cancel sent twice at once returns the stock once', async () => {
    await setStock(db(), storeId, 'curl-cream', 15);
    const [racer] = await customers(1);
    const placed = await order(orderBody([{ productId: 'curl-cream', quantity: 4 }]), racer!.headers);
    expect(await stockOf(db(), storeId, 'curl-cream')).toBe(11);
    const cancel = () =>
      call(t.app, 'PUT', '/api/bookings/pickupOrders?code=demo', {
        payload: { pickId: placed.body.data.pickId, cancel: true },
        headers: racer!.headers,
      });
    const results = await Promise.all([cancel(), cancel()]);
    for (const r of results) expect(r).toMatchObject({ code: 200, body: { data: { status: 'Cancelled' } } });
    expect(await stockOf(db(), storeId, 'curl-cream')).toBe(15);
  });

  it('the same idempotency key sent 20 times at once creates one order and takes the stock once', async () => {
    await setStock(db(), storeId, 'wide-comb', 30);
    const [racer] = await customers(1);
    const headers = { ...racer!.headers, 'idempotency-key': 'same-tap' };
    const body = orderBody([{ productId: 'wide-comb', quantity: 2 }]);
    const results = await Promise.all(Array.from({ length: 20 }, () => order(body, headers)));
    const rows = await db().select().from(pickupOrders).where(eq(pickupOrders.idempotencyKey, 'same-tap'));
    expect(rows).toHaveLength(1);
    for (const r of results) {
      if (r.code === 200) expect(r.body.data.pickId).toBe(rows[0]!.id);
      else expect(r).toMatchObject({ code: 409, body: { status: 'DUPLICATED_KEY' } });
    }
    expect(results.filter((r) => r.code === 200).length).toBeGreaterThanOrEqual(1);
    expect(await stockOf(db(), storeId, 'wide-comb')).toBe(28);
    const later = await order(body, headers);
    expect(later.body.data.pickId).toBe(rows[0]!.id);
  });
});
