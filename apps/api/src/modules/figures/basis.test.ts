import { staffFigures } from '@salon/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type StaffClient, signedInStaff } from '#api/modules/staff/test-support';
import { createTestApp, TEST_NOW, type TestApp } from '#test/app';
import { describeEachDatabase } from '#test/db';
import { signedInCustomer } from '#test/fixtures';
import { bookingBody, call, SAT, TUE, taipei } from '../bookings/test-support';
import { SANDBOX_SECRET, seedPaidStore, submitSandbox } from '../payments/test-support';

describeEachDatabase('figures by payment date or by visit date', (kind) => {
  let t: TestApp;
  let storeId: string;
  let manager: StaffClient;
  beforeAll(async () => {
    t = await createTestApp(kind, { config: { paymentSandboxSecret: SANDBOX_SECRET, logLevel: 'error' } });
    storeId = (await seedPaidStore(t.database.db)).storeId;
    manager = (await signedInStaff(t, storeId, 'manager', { code: 'paid' })).client;
  });
  afterAll(() => t.close());

  const figures = async (from: number, to: number, basis?: string) => {
    const res = await manager.get('figures', { from, to, ...(basis ? { basis } : {}) });
    expect(res.code, JSON.stringify(res.body)).toBe(200);
    return staffFigures.parse(res.body.data);
  };

  it('a deposit paid on Tuesday for a visit on Saturday: by payment on Tuesday, by visit on Saturday; the month agrees', async () => {
    // Tuesday 24 Nov: a cut with Kevin on Saturday 28 Nov, its $500 deposit paid by card at once.
    const me = await signedInCustomer(t.database.db, storeId, TEST_NOW);
    const booked = await call(t.app, 'POST', '/api/bookings?code=paid', {
      payload: bookingBody([{ productId: 'cut-wash', userId: 'kevin' }], SAT(12), { paymentMethod: 'CreditCard' }),
      headers: me.headers,
    });
    expect(booked.code, JSON.stringify(booked.body)).toBe(200);
    const { bookingId, payment } = booked.body.data;
    expect(
      (await submitSandbox(t, payment.paymentId, { action: 'card', card: '4242 4242 4242 4242' })).statusCode,
    ).toBe(303);
    // Saturday: the visit, the rest in cash at the counter.
    t.clock.set(SAT(13));
    expect((await manager.post('bookings/status', { bookingId, action: 'arrive' })).code).toBe(200);
    const checkout = await manager.post('bookings/checkout', { bookingId, method: 'Cash' });
    expect(checkout.code, JSON.stringify(checkout.body)).toBe(200);
    const rest = checkout.body.data.taken as number;
    expect(rest).toBeGreaterThan(0);
    t.clock.set(TEST_NOW);

    const tuesday = { from: TUE(0), to: TUE(24) };
    const saturday = { from: SAT(0), to: SAT(24) };
    const november = { from: taipei(2026, 11, 1, 0), to: taipei(2026, 12, 1, 0) };

    // By payment date (the default): the deposit on the Tuesday it was paid, the rest on Saturday.
    expect((await figures(tuesday.from, tuesday.to)).revenue).toEqual([{ method: 'CreditCard', amount: 500 }]);
    expect((await figures(saturday.from, saturday.to, 'payment')).revenue).toEqual([{ method: 'Cash', amount: rest }]);
    // By visit date: all of the booking's money on Saturday, its visit; nothing on Tuesday.
    const visitTuesday = await figures(tuesday.from, tuesday.to, 'visit');
    expect([visitTuesday.basis, visitTuesday.revenueTotal]).toEqual(['visit', 0]);
    const visitSaturday = await figures(saturday.from, saturday.to, 'visit');
    expect(visitSaturday.revenue).toEqual(
      expect.arrayContaining([
        { method: 'CreditCard', amount: 500 },
        { method: 'Cash', amount: rest },
      ]),
    );
    expect(visitSaturday.revenueTotal).toBe(500 + rest);
    // Over the closed month both bases give the same total.
    const byPayment = await figures(november.from, november.to, 'payment');
    const byVisit = await figures(november.from, november.to, 'visit');
    expect(byPayment.revenueTotal).toBe(500 + rest);
    expect(byVisit.revenueTotal).toBe(byPayment.revenueTotal);
    expect((await manager.get('figures', { from: november.from, to: november.to, basis: 'when' })).code).toBe(400);
  });
});
