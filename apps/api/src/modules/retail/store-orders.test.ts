import { adminPickupOrder, adminPickupOrderPage } from '@salon/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, TEST_NOW, type TestApp } from '#test/app';
import { describeEachDatabase } from '#test/db';
import { seedStore, signedInCustomer } from '#test/fixtures';
import { type StaffClient, signedInStaff, staffClient } from '../staff/test-support';
import { call, orderBody, setStock, stockOf, TUE } from './test-support';

describeEachDatabase("the store's pickup orders, for its staff", (kind) => {
  let t: TestApp;
  let storeId: string;
  let me: { customer: { id: string }; headers: Record<string, string> };
  let admin: StaffClient;
  beforeAll(async () => {
    t = await createTestApp(kind);
    storeId = (await seedStore(t.database.db)).storeId;
    admin = (await signedInStaff(t, storeId, 'manager')).client;
    me = await signedInCustomer(t.database.db, storeId, TEST_NOW);
    await setStock(t.database.db, storeId, 'shampoo', 50);
  });
  afterAll(() => t.close());

  const order = async () => {
    const res = await call(t.app, 'POST', '/api/bookings/pickupOrders?code=demo', {
      payload: orderBody([{ productId: 'shampoo', quantity: 2 }], { pickupTime: TUE(15) }),
      headers: me.headers,
    });
    expect(res.code).toBe(200);
    return res.body.data.pickId as string;
  };
  const act = (pickId: string, action: string, as = admin) => as.post('pickupOrders/status', { pickId, action });
  const list = (query: Record<string, string> = {}, as = admin) => as.get('pickupOrders', query);

  it('refuses no session, a wrong one or a customer with 401, and a designer with 403, before reading anything', async () => {
    expect((await list({}, staffClient(t, {}))).body.status).toBe('UNAUTHORIZED');
    const wrong = await list({}, staffClient(t, { cookie: 'salon_staff=not-a-session' }));
    expect([wrong.code, wrong.body.status]).toEqual([401, 'UNAUTHORIZED']);
    // A customer's token is not a staff session.
    expect((await list({}, staffClient(t, me.headers))).code).toBe(401);
    const designer = (await signedInStaff(t, storeId, 'designer', { providerId: 'amber' })).client;
    const refused = await list({}, designer);
    expect([refused.code, refused.body.status]).toEqual([403, 'FORBIDDEN']);
  });

  it('marks an order ready then handed over, recorded as the store and when; the customer can no longer cancel', async () => {
    const pickId = await order();
    t.clock.set(TEST_NOW + 600);
    const ready = await act(pickId, 'ready');
    expect(ready.code).toBe(200);
    const data = adminPickupOrder.parse(ready.body.data);
    expect(data).toMatchObject({
      id: pickId,
      status: 'Ready',
      statusChangedBy: 'store',
      statusChangedAt: TEST_NOW + 600,
    });
    expect(data.customer).toMatchObject({ id: me.customer.id });
    expect(data.customer.phone).toMatch(/^\+886/);

    const cancel = await call(t.app, 'PUT', '/api/bookings/pickupOrders?code=demo', {
      payload: { pickId, cancel: true },
      headers: me.headers,
    });
    expect(cancel.body.status).toBe('CANCEL_NOT_ALLOWED');

    const handed = await act(pickId, 'pickUp');
    expect(handed.body.data).toMatchObject({ status: 'PickedUp', statusChangedBy: 'store' });
    // Nothing more can happen to a picked-up order.
    const again = await act(pickId, 'close');
    expect([again.code, again.body.status, again.body.data]).toEqual([
      409,
      'ORDER_STATUS_CONFLICT',
      { status: 'PickedUp' },
    ]);
    t.clock.set(TEST_NOW);
  });

  it('closes an order once when the same close arrives 10 times at once: the stock comes back once', async () => {
    const before = await stockOf(t.database.db, storeId, 'shampoo');
    const pickId = await order();
    expect(await stockOf(t.database.db, storeId, 'shampoo')).toBe(before - 2);
    const answers = await Promise.all(Array.from({ length: 10 }, () => act(pickId, 'close')));
    const codes = answers.map((a) => a.code).sort();
    expect(codes).toEqual([200, ...Array(9).fill(409)]);
    expect(answers.filter((a) => a.code === 409).every((a) => a.body.status === 'ORDER_STATUS_CONFLICT')).toBe(true);
    expect(await stockOf(t.database.db, storeId, 'shampoo')).toBe(before);
  });

  it('lists the store orders newest first, filtered by status, and names an unknown order', async () => {
    const res = await list({ status: 'Closed' });
    expect(res.code).toBe(200);
    const page = adminPickupOrderPage.parse(res.body.data);
    expect(page.orders.length).toBeGreaterThanOrEqual(1);
    expect(page.orders.every((o) => o.status === 'Closed')).toBe(true);
    const all = adminPickupOrderPage.parse((await list()).body.data);
    expect(all.total).toBeGreaterThanOrEqual(2);
    const created = all.orders.map((o) => o.createdAt);
    expect(created).toEqual([...created].sort((a, b) => b - a));

    const unknown = await act('no-such-order-id', 'ready');
    expect([unknown.code, unknown.body.status]).toEqual([404, 'PICKUP_ORDER_NOT_FOUND']);
    const bad = await act('x', 'cancel');
    expect([bad.code, bad.body.status]).toEqual([400, 'VALIDATION_FAILED']);
  });
});
