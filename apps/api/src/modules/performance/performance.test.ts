import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StaffClient, signedInStaff } from '#api/modules/staff/test-support';
import { giveTicket, giveVoucher } from '#api/modules/wallet/test-support';
import { createTestApp, TEST_NOW, type TestApp } from '#test/app';
import { describeEachDatabase } from '#test/db';
import { signedInCustomer } from '#test/fixtures';
import { bookingBody, call, FRI, SAT, THU, TUE, taipei, WED } from '../bookings/test-support';
import { DAY, day, performanceKit, seedPerformanceStore } from './test-support';

const NOVEMBER = { from: taipei(2026, 11, 1, 0), to: taipei(2026, 12, 1, 0) };
const SUN = (hour: number) => SAT(hour) + DAY;

describeEachDatabase("designers' 業績 from the payments record", (kind) => {
  let t: TestApp;
  let storeId: string;
  let manager: StaffClient;
  let kevinAtDesk: StaffClient;
  let amber: StaffClient;
  beforeAll(async () => {
    t = await createTestApp(kind, { config: { logLevel: 'error' } });
    storeId = (await seedPerformanceStore(t)).storeId;
    manager = (await signedInStaff(t, storeId, 'manager', { code: 'perf' })).client;
    kevinAtDesk = (await signedInStaff(t, storeId, 'manager', { code: 'perf', providerId: 'kevin' })).client;
    amber = (await signedInStaff(t, storeId, 'designer', { code: 'perf', providerId: 'amber' })).client;
  });
  afterAll(() => t.close());

  const { performance, of, book, checkout } = performanceKit(
    () => t,
    () => storeId,
    () => manager,
  );

  it('a paid $800 service by Amber raises her service 業績 by 800, on the day it was paid, as 指定', async () => {
    const before = await of('amber', day(WED(0)));
    const { bookingId } = await book(WED(12));
    await checkout(bookingId, WED(13));
    const after = await of('amber', day(WED(0)));
    expect(after.serviceRevenue - before.serviceRevenue).toBe(800);
    expect(after.requestedRevenue - before.requestedRevenue).toBe(800);
    expect(after).toMatchObject({ retailRevenue: 0, commission: 0 });
    // Nothing on the day before: 業績 counts by payment time.
    expect((await of('amber', day(TUE(0)))).serviceRevenue).toBe(0);
  });

  it('with a $160 voucher it raises it by 640', async () => {
    const before = await of('amber', day(THU(0)));
    const me = await signedInCustomer(t.database.db, storeId, TEST_NOW);
    const copy = await giveVoucher(t.database.db, storeId, me.customer.id, 'off-160');
    const res = await call(t.app, 'POST', '/api/bookings?code=perf', {
      payload: bookingBody([{ productId: 'cut-wash', userId: 'amber' }], THU(12), { customerVoucherId: copy }),
      headers: me.headers,
    });
    expect(res.code, JSON.stringify(res.body)).toBe(200);
    await checkout(res.body.data.bookingId, THU(13));
    const after = await of('amber', day(THU(0)));
    expect(after.serviceRevenue - before.serviceRevenue).toBe(640);
    expect(after.requestedRevenue - before.requestedRevenue).toBe(640);
  });

  it('paid online on Tuesday, refunded on Friday: Tuesday up, Friday down by the refund, in the lines too', async () => {
    const [tue, fri] = [await of('amber', day(TUE(0))), await of('amber', day(FRI(0)))];
    const { bookingId, headers } = await book(SAT(12), { paymentMethod: 'CreditCard' });
    const paid = (await call(t.app, 'GET', `/api/bookings/${bookingId}?code=perf`)).body.data;
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/sandbox/pay/${paid.onlinePayment.paymentId}`,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: 'action=card&card=4242424242424242',
        })
      ).statusCode,
    ).toBe(303);
    expect((await of('amber', day(TUE(0)))).serviceRevenue - tue.serviceRevenue).toBe(800);
    t.clock.set(FRI(10));
    const cancelled = await call(t.app, 'DELETE', '/api/bookings?code=perf', { payload: { bookingId }, headers });
    t.clock.set(TEST_NOW);
    expect(cancelled.code, JSON.stringify(cancelled.body)).toBe(200);
    const refund = cancelled.body.data.refund as number;
    expect(refund).toBeGreaterThan(0);
    const friday = await performance(day(FRI(0)));
    expect(friday.designers.find((d) => d.id === 'amber')!.serviceRevenue - fri.serviceRevenue).toBe(-refund);
    expect(friday.lines).toContainEqual(
      expect.objectContaining({
        designerId: 'amber',
        kind: 'service',
        amount: -refund,
        orderId: bookingId,
        label: '洗剪吹',
      }),
    );
  });

  it('a ticket redemption credits her service 業績 at the value the store set for the service, when it pays', async () => {
    const before = await of('amber', day(TUE(0)));
    const me = await signedInCustomer(t.database.db, storeId, TEST_NOW);
    const ticketId = await giveTicket(t.database.db, storeId, me.customer.id, 'cut-wash');
    const res = await call(t.app, 'POST', '/api/bookings?code=perf', {
      payload: bookingBody([{ productId: 'cut-wash', userId: 'amber' }], FRI(12), {
        customerServiceTicketId: ticketId,
      }),
      headers: me.headers,
    });
    expect(res.code, JSON.stringify(res.body)).toBe(200);
    // Amber's cut is $800 on the store's menu: the ticket pays her line whole, at that value.
    expect((await of('amber', day(TUE(0)))).serviceRevenue - before.serviceRevenue).toBe(800);
  });

  it('a designer the customer did not choose (no preference) is credited as 不指定', async () => {
    const { bookingId } = await book(SUN(12), {}, null);
    await checkout(bookingId, SUN(13));
    const lines = (await performance(day(SUN(0)))).lines.filter((l) => l.orderId === bookingId);
    expect(lines).toEqual([expect.objectContaining({ kind: 'service', requested: false })]);
    const served = await of(lines[0]!.designerId, day(SUN(0)));
    expect(served.assignedRevenue).toBe(lines[0]!.amount);
    expect(served.requestedRevenue).toBe(0);
  });

  it('retail at the counter and a value card sold go to the member who took the money', async () => {
    const before = await of('kevin', day(SAT(0)));
    const { bookingId, customerId } = await book(SAT(11));
    await checkout(bookingId, SAT(12), { retail: [{ itemId: 'shampoo', quantity: 1 }] }, kevinAtDesk);
    t.clock.set(SAT(13));
    const sold = await kevinAtDesk.send('POST', `customers/${customerId}/value-cards`, {
      payload: { name: '青禾儲值卡', amount: 3000, method: 'Cash' },
      idempotencyKey: 'perf-card',
    });
    t.clock.set(TEST_NOW);
    expect(sold.code, JSON.stringify(sold.body)).toBe(200);
    const after = await of('kevin', day(SAT(0)));
    expect(after.retailRevenue - before.retailRevenue).toBe(680);
    expect(after.walletRevenue - before.walletRevenue).toBe(3000);
    expect(after.serviceRevenue).toBe(before.serviceRevenue);
    expect((await of('amber', day(SAT(0)))).serviceRevenue).toBeGreaterThanOrEqual(800);
  });

  describe('who sees what', () => {
    it("a designer's session gets only herself; managers see every designer", async () => {
      const mine = await performance(NOVEMBER, amber);
      expect(mine.designers.map((d) => d.id)).toEqual(['amber']);
      expect(mine.lines.every((l) => l.designerId === 'amber')).toBe(true);
      const all = await performance(NOVEMBER);
      expect(all.designers.map((d) => d.id)).toEqual(expect.arrayContaining(['amber', 'kevin', 'mia']));
      expect(all.designers.find((d) => d.id === 'amber')).toEqual(mine.designers[0]);
    });

    it('refuses a window that ends before it starts or runs over 92 days', async () => {
      expect((await manager.get('performance', { from: WED(0), to: TUE(0) })).code).toBe(400);
      expect((await manager.get('performance', { from: 0, to: 100 * DAY })).code).toBe(400);
    });
  });
});
