import { staffCalendar, staffFigures } from '@salon/contract';
import { BOOKING_STATUS_LABELS } from '@salon/domain';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { payments } from '#api/db/schema/index';
import { orderBody } from '#api/modules/retail/test-support';
import { type StaffClient, signedInStaff } from '#api/modules/staff/test-support';
import { giveVoucher } from '#api/modules/wallet/test-support';
import { createTestApp, TEST_NOW, type TestApp } from '#test/app';
import { describeEachDatabase } from '#test/db';
import { seedStore, signedInCustomer } from '#test/fixtures';
import { bookingBody, call, FRI, SAT, THU } from '../bookings/test-support';

const DAY = 86400;

/**
 * The order module owns money: every way it is taken (online, the wallet, the counter's checkout, a
 * wallet item sold at the counter) is a row of the payments record, and what an order was paid is
 * read from it everywhere.
 */
describeEachDatabase('money has one owner', (kind) => {
  let t: TestApp;
  let storeId: string;
  let manager: StaffClient;
  let managerId: string;
  beforeAll(async () => {
    t = await createTestApp(kind, { config: { logLevel: 'error' } });
    storeId = (await seedStore(t.database.db)).storeId;
    const signedIn = await signedInStaff(t, storeId, 'manager', { name: '櫃檯小美' });
    managerId = signedIn.member.id;
    manager = signedIn.client;
  });
  afterAll(() => t.close());

  const calendarBooking = async (bookingId: string, day: number) => {
    const res = await manager.get('calendar', { from: day, to: day + DAY });
    return staffCalendar.parse(res.body.data).bookings.find((b) => b.id === bookingId);
  };
  const recordOf = (orderId: string) =>
    t.database.db
      .select()
      .from(payments)
      .where(eq(payments.orderId, orderId))
      .orderBy(asc(payments.createdAt), asc(payments.method));

  /** A staff booking for a customer of the store, confirmed, then arrived. */
  async function staffBooked(userId: string, start: number) {
    const customer = await signedInCustomer(t.database.db, storeId, TEST_NOW);
    const made = await manager.post('bookings', {
      events: [{ productId: 'cut-wash', userId }],
      startTime: start,
      customerCount: 1,
      customer: { customerId: customer.customer.id },
    });
    expect(made.code, JSON.stringify(made.body)).toBe(200);
    const bookingId = made.body.data.bookingId as string;
    expect((await manager.post('bookings/status', { bookingId, action: 'arrive' })).code).toBe(200);
    return { customer, bookingId };
  }

  it('a staff booking paid in full by a $200 voucher and cash is Paid (已結帳) with nothing due, everywhere', async () => {
    const { customer, bookingId } = await staffBooked('amber', FRI(11));
    const voucherId = await giveVoucher(t.database.db, storeId, customer.customer.id, 'welcome-200');
    t.clock.set(FRI(12)); // paid at the counter after the visit
    const res = await manager.post('bookings/checkout', {
      bookingId,
      retail: [{ itemId: 'shampoo', quantity: 1 }],
      customerVoucherId: voucherId,
      method: 'Cash',
    });
    t.clock.set(TEST_NOW);
    expect(res.code, JSON.stringify(res.body)).toBe(200);
    const { total } = res.body.data.payment as { total: number };
    expect(res.body.data).toMatchObject({
      status: 'Paid',
      taken: total - 200,
      payment: { discount: 200, due: total - 200 },
    });

    // The staff calendar: Paid, paid equal to its total (the voucher counts: nothing is owed).
    expect(await calendarBooking(bookingId, FRI(0))).toMatchObject({ status: 'Paid', total, paidAmount: total });
    // The customer's page: 已結帳, settled with the whole total paid.
    const page = await call(t.app, 'GET', `/api/bookings/${bookingId}?code=demo`, { headers: customer.headers });
    expect(page.body.data).toMatchObject({ status: 'Paid', total, settled: { paid: total }, payment: { due: 0 } });
    // The customer's records: the same booking, nothing due.
    const mine = await call(t.app, 'GET', '/api/customer/records?code=demo', { headers: customer.headers });
    expect(mine.body.data.records).toEqual([
      expect.objectContaining({
        id: `booking-${bookingId}`,
        status: 'Paid',
        payment: expect.objectContaining({ due: 0 }),
      }),
    ]);
    expect(BOOKING_STATUS_LABELS[page.body.data.status as 'Paid']).toBe('已結帳');
    // The staff's customer page lists it paid in full.
    const records = await manager.get(`customers/${customer.customer.id}`);
    expect(records.body.data.bookings).toEqual([expect.objectContaining({ id: bookingId, total, paidAmount: total })]);

    // The record: the voucher's row (the wallet) and the cash (the counter), both naming the member.
    expect((await recordOf(bookingId)).map((p) => [p.method, p.provider, p.amount, p.status, p.staffId])).toEqual([
      ['Cash', 'counter', total - 200, 'Paid', managerId],
      ['Voucher', 'wallet', 200, 'Paid', managerId],
    ]);
    // The day's takings are the cash alone: a voucher is no money taken.
    const figures = staffFigures.parse((await manager.get('figures', { from: FRI(0), to: FRI(24) })).body.data);
    expect(figures.revenue).toEqual([{ method: 'Cash', amount: total - 200 }]);
  });

  it('a booking completed at the day panel can still be checked out, and ends Paid', async () => {
    const { bookingId } = await staffBooked('kevin', SAT(11));
    const completed = await manager.post('bookings/status', { bookingId, action: 'complete' });
    expect([completed.code, completed.body.data?.status]).toEqual([200, 'Completed']);
    const res = await manager.post('bookings/checkout', { bookingId, method: 'LinePayOffline' });
    expect(res.code, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'Paid', method: 'LinePayOffline' });
    const shown = await calendarBooking(bookingId, SAT(0));
    expect(shown?.status).toBe('Paid');
    expect(shown?.paidAmount).toBe(shown?.total);
    const again = await manager.post('bookings/checkout', { bookingId, method: 'Cash' });
    expect([again.code, again.body.status]).toEqual([409, 'BOOKING_ALREADY_SETTLED']);
    expect(await recordOf(bookingId)).toHaveLength(1);
  });

  it('a voucher used online comes back when the booking is cancelled, and its row of the record says so', async () => {
    const customer = await signedInCustomer(t.database.db, storeId, TEST_NOW);
    const voucherId = await giveVoucher(t.database.db, storeId, customer.customer.id, 'welcome-200');
    const made = await call(t.app, 'POST', '/api/bookings?code=demo', {
      payload: bookingBody([{ productId: 'cut-wash', userId: 'amber' }], THU(15), { customerVoucherId: voucherId }),
      headers: customer.headers,
    });
    expect(made.code, JSON.stringify(made.body)).toBe(200);
    const bookingId = made.body.data.bookingId as string;
    expect((await recordOf(bookingId)).map((p) => [p.method, p.amount, p.status, p.staffId])).toEqual([
      ['Voucher', 200, 'Paid', null],
    ]);
    expect((await calendarBooking(bookingId, THU(0)))?.paidAmount).toBe(200);
    const cancelled = await call(t.app, 'DELETE', '/api/bookings?code=demo', {
      payload: { bookingId },
      headers: customer.headers,
    });
    expect(cancelled.code, JSON.stringify(cancelled.body)).toBe(200);
    expect((await recordOf(bookingId)).map((p) => [p.method, p.refunded, p.status])).toEqual([
      ['Voucher', 200, 'Refunded'],
    ]);
  });

  it('a pickup order paid at the store takes its money when picked up, by its method, naming the member', async () => {
    const customer = await signedInCustomer(t.database.db, storeId, TEST_NOW);
    const placed = await call(t.app, 'POST', '/api/bookings/pickupOrders?code=demo', {
      payload: orderBody([{ productId: 'shampoo', quantity: 2 }]),
      headers: customer.headers,
    });
    expect(placed.code, JSON.stringify(placed.body)).toBe(200);
    const pickId = placed.body.data.pickId as string;
    expect(await recordOf(pickId)).toEqual([]);
    const done = await manager.post('pickupOrders/status', { pickId, action: 'pickUp' });
    expect(done.code, JSON.stringify(done.body)).toBe(200);
    const total = done.body.data.total as number;
    expect((await recordOf(pickId)).map((p) => [p.orderKind, p.method, p.amount, p.staffId])).toEqual([
      ['PickupOrder', 'Cash', total, managerId],
    ]);
  });
});
