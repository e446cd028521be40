import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, TEST_NOW, type TestApp } from '#test/app';
import { describeEachDatabase } from '#test/db';
import { signedInCustomer } from '#test/fixtures';
import { bookingBody, call, type Json, THU } from '../bookings/test-support';
import { bookingOf, SANDBOX_SECRET, seedPaidStore, submitSandbox } from '../payments/test-support';
import { giveCard, giveVoucher } from '../wallet/test-support';

/**
 * Issue 28.6: 累計消費 counts what was paid ahead at once (not only once the visit is completed),
 * and 消費紀錄 leaves out a booking called off before any money moved.
 */
describeEachDatabase('what a customer has spent', (kind) => {
  let t: TestApp;
  let storeId: string;
  beforeAll(async () => {
    t = await createTestApp(kind, { config: { paymentSandboxSecret: SANDBOX_SECRET } });
    storeId = (await seedPaidStore(t.database.db)).storeId;
  });
  afterAll(() => t.close());

  const book = async (me: { headers: Record<string, string> }, hour: number, paymentMethod: string) => {
    const res = await call(t.app, 'POST', '/api/bookings?code=paid', {
      payload: bookingBody([{ productId: 'cut-wash', userId: 'kevin' }], THU(hour), { paymentMethod }),
      headers: me.headers,
    });
    expect(res.code, JSON.stringify(res.body)).toBe(200);
    return res.body.data as { bookingId: string; payment?: Json };
  };
  const cancel = async (me: { headers: Record<string, string> }, bookingId: string) => {
    const res = await call(t.app, 'DELETE', '/api/bookings?code=paid', { payload: { bookingId }, headers: me.headers });
    expect(res.code, JSON.stringify(res.body)).toBe(200);
  };
  const profile = async (me: { headers: Record<string, string> }) =>
    (await call(t.app, 'GET', '/api/customer?code=paid', { headers: me.headers })).body.data as {
      appointmentTimes: number;
      totalAmount: number;
    };
  const bookingRecords = async (me: { headers: Record<string, string> }) =>
    (
      (await call(t.app, 'GET', '/api/customer/records?code=paid', { headers: me.headers })).body.data.records as Json[]
    ).filter((r) => r.kind === 'Booking');
  const records = async (me: { headers: Record<string, string> }) =>
    (await bookingRecords(me)).map((r) => r.id as string);

  it('a booking to be paid at the salon is no spending until paid: not in the records, nor once cancelled', async () => {
    const me = await signedInCustomer(t.database.db, storeId, TEST_NOW);
    const { bookingId } = await book(me, 11, 'Cash');
    expect(await records(me)).toEqual([]);
    const detail = await call(t.app, 'GET', `/api/customer/records/booking-${bookingId}?code=paid`, {
      headers: me.headers,
    });
    expect(detail.body.data).toMatchObject({ paid: 0, refunded: 0, paidAt: null });
    await cancel(me, bookingId);
    expect(await records(me)).toEqual([]);
    expect(await profile(me)).toMatchObject({ appointmentTimes: 0, totalAmount: 0 });
  });

  it('a deposit paid online counts at once; cancelled, what was kept after the refund counts and the record stays', async () => {
    const me = await signedInCustomer(t.database.db, storeId, TEST_NOW);
    const { bookingId, payment } = await book(me, 13, 'CreditCard');
    expect(await profile(me)).toMatchObject({ appointmentTimes: 1, totalAmount: 0 });
    const paid = await submitSandbox(t, payment!.paymentId as string, { action: 'card', card: '4242 4242 4242 4242' });
    expect(paid.statusCode).toBe(303);
    expect(await profile(me)).toMatchObject({ appointmentTimes: 1, totalAmount: 500 });

    await cancel(me, bookingId);
    const refunded = ((await bookingOf(t, bookingId)).onlinePayment as Json).refunded as number;
    expect(await profile(me)).toMatchObject({ appointmentTimes: 0, totalAmount: 500 - refunded });
    // Money moved (paid, then refunded in part or in full): the record stays to show it.
    expect(await records(me)).toEqual([`booking-${bookingId}`]);
  });

  it("a value card paid ahead counts once, and a voucher's dollars off are no spending", async () => {
    const me = await signedInCustomer(t.database.db, storeId, TEST_NOW);
    const cardId = await giveCard(t.database.db, storeId, me.customer.id, 5000);
    const voucherId = await giveVoucher(t.database.db, storeId, me.customer.id, 'new-friend-100');
    const res = await call(t.app, 'POST', '/api/bookings?code=paid', {
      payload: bookingBody([{ productId: 'cut-wash', userId: 'kevin' }], THU(15), {
        paymentMethod: 'ValueCard',
        customerValueCardId: cardId,
        customerVoucherId: voucherId,
      }),
      headers: me.headers,
    });
    expect(res.code, JSON.stringify(res.body)).toBe(200);
    const detail = await bookingOf(t, res.body.data.bookingId as string);
    const { valueCard, discount } = detail.payment as { valueCard: number; discount: number };
    expect([valueCard > 0, discount]).toEqual([true, 100]);
    expect(await profile(me)).toMatchObject({ appointmentTimes: 1, totalAmount: valueCard });
  });

  it('消費紀錄 lists money paid, dated when it was paid, with the refund beside it (issue 43.8)', async () => {
    const me = await signedInCustomer(t.database.db, storeId, TEST_NOW);
    const unpaid = await book(me, 11, 'Cash');
    const { bookingId, payment } = await book(me, 13, 'CreditCard');
    // Not paid yet (the card page is open): nothing spent, nothing listed.
    expect(await records(me)).toEqual([]);
    const paidAt = TEST_NOW + 600;
    t.clock.set(paidAt);
    const paid = await submitSandbox(t, payment!.paymentId as string, { action: 'card', card: '4242 4242 4242 4242' });
    t.clock.set(TEST_NOW);
    expect(paid.statusCode).toBe(303);
    const amount = (payment as { amount: number }).amount;
    expect(await bookingRecords(me)).toEqual([
      expect.objectContaining({ id: `booking-${bookingId}`, time: TEST_NOW, paid: amount, refunded: 0, paidAt }),
    ]);

    await cancel(me, bookingId);
    const refunded = ((await bookingOf(t, bookingId)).onlinePayment as Json).refunded as number;
    expect(refunded).toBeGreaterThan(0);
    expect(await bookingRecords(me)).toEqual([
      expect.objectContaining({ id: `booking-${bookingId}`, status: 'Cancelled', paid: amount, refunded, paidAt }),
    ]);
    // The unpaid booking stays out of the customer's list.
    expect(await records(me)).not.toContain(`booking-${unpaid.bookingId}`);
  });
});
