import { adminPickupOrder, adminPickupOrderPage } from '@salon/contract';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { payments } from '#api/db/schema/index';
import { createTestApp, TEST_NOW, type TestApp } from '#test/app';
import { describeEachDatabase } from '#test/db';
import { seedStore, signedInCustomer } from '#test/fixtures';
import { type StaffClient, signedInStaff } from '../staff/test-support';
import { call, orderBody, setStock, TUE } from './test-support';

/**
 * 已取貨 at the desk (issue 38): the amount due is taken with the method the desk chose through
 * the order module's money path (`takeOnPickup`), a row of the payments record; afterwards the
 * staff's card reads nothing due.
 */
describeEachDatabase('a pickup order paid at pickup', (kind) => {
  let t: TestApp;
  let storeId: string;
  let me: { customer: { id: string }; headers: Record<string, string> };
  let manager: StaffClient;
  beforeAll(async () => {
    t = await createTestApp(kind);
    storeId = (await seedStore(t.database.db)).storeId;
    manager = (await signedInStaff(t, storeId, 'manager')).client;
    me = await signedInCustomer(t.database.db, storeId, TEST_NOW);
    await setStock(t.database.db, storeId, 'shampoo', 50);
  });
  afterAll(() => t.close());

  const order = async (paymentMethod = 'Cash') => {
    const res = await call(t.app, 'POST', '/api/bookings/pickupOrders?code=demo', {
      payload: orderBody([{ productId: 'shampoo', quantity: 2 }], { pickupTime: TUE(15), paymentMethod }),
      headers: me.headers,
    });
    expect(res.code, JSON.stringify(res.body)).toBe(200);
    return res.body.data.pickId as string;
  };
  const rowsOf = (orderId: string) =>
    t.database.db
      .select({ method: payments.method, amount: payments.amount, staffId: payments.staffId })
      .from(payments)
      .where(eq(payments.orderId, orderId))
      .orderBy(asc(payments.createdAt));
  const listed = async (pickId: string) =>
    adminPickupOrderPage.parse((await manager.get('pickupOrders', {})).body.data).orders.find((o) => o.id === pickId);

  it('已取貨 with cash writes a counter row of the payments record and nothing is due', async () => {
    const pickId = await order();
    const before = await listed(pickId);
    expect(before?.payment.due).toBe(before?.total);
    expect(before?.paid).toBe(0);
    const res = await manager.post('pickupOrders/status', { pickId, action: 'pickUp', method: 'Cash' });
    expect(res.code, JSON.stringify(res.body)).toBe(200);
    const after = adminPickupOrder.parse(res.body.data);
    expect(after).toMatchObject({ status: 'PickedUp', paid: after.total, payment: { due: 0 } });
    const rows = await rowsOf(pickId);
    expect(rows).toEqual([{ method: 'Cash', amount: after.total, staffId: expect.any(String) }]);
    expect((await listed(pickId))?.payment.due).toBe(0);
  });

  it('the desk may take it by another counter method (the card terminal); a second 已取貨 takes nothing', async () => {
    const pickId = await order('Cash');
    const res = await manager.post('pickupOrders/status', { pickId, action: 'pickUp', method: 'CardTerminal' });
    expect(res.code).toBe(200);
    const again = await manager.post('pickupOrders/status', { pickId, action: 'pickUp', method: 'Cash' });
    expect([again.code, again.body.status]).toEqual([409, 'ORDER_STATUS_CONFLICT']);
    expect((await rowsOf(pickId)).map((r) => r.method)).toEqual(['CardTerminal']);
  });

  it('an unknown method is a 400 naming the field, and the order stays where it was', async () => {
    const pickId = await order();
    const res = await manager.post('pickupOrders/status', { pickId, action: 'pickUp', method: 'Bitcoin' });
    expect([res.code, res.body.status]).toEqual([400, 'VALIDATION_FAILED']);
    expect(Object.keys(res.body.data.fields)).toContain('method');
    expect((await listed(pickId))?.status).toBe('Placed');
    expect(await rowsOf(pickId)).toEqual([]);
  });
});
