import { bookingDetail, customerInvoice, myPickupOrder, recordDetail, walletRecord } from '@salon/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { invoices } from '#api/db/schema/index';
import { bookingBody, call, type Json, TUE, WED } from '#api/modules/bookings/test-support';
import { SANDBOX_SECRET, seedPaidStore, submitSandbox } from '#api/modules/payments/test-support';
import { orderBody, setStock } from '#api/modules/retail/test-support';
import { type StaffClient, signedInStaff } from '#api/modules/staff/test-support';
import { createTestApp, TEST_NOW, type TestApp } from '#test/app';
import { describeEachDatabase } from '#test/db';
import { signedInCustomer } from '#test/fixtures';

/**
 * The customer's e-invoice at online checkout and pickup (issue 41): the choice given with the
 * order is checked, remembered on the profile and carried by the invoice the sandbox issues when
 * the money arrives; the customer reads its number, carrier and status on the booking, the pickup
 * order and in 消費紀錄.
 */
describeEachDatabase('the customer’s e-invoice at online checkout and pickup', (kind) => {
  let t: TestApp;
  let storeId: string;
  let owner: StaffClient;
  beforeAll(async () => {
    t = await createTestApp(kind, { config: { paymentSandboxSecret: SANDBOX_SECRET } });
    storeId = (await seedPaidStore(t.database.db)).storeId;
    owner = (await signedInStaff(t, storeId, 'owner', { code: 'paid' })).client;
    expect((await owner.put('invoices/settings', { enabled: true, provider: 'sandbox' })).code).toBe(200);
    await setStock(t.database.db, storeId, 'shampoo', 50);
  });
  afterAll(() => t.close());

  const get = async (path: string, headers?: Record<string, string>): Promise<Json> => {
    const res = await call(t.app, 'GET', `/api${path}${path.includes('?') ? '&' : '?'}code=paid`, { headers });
    expect(res.code, JSON.stringify(res.body)).toBe(200);
    return res.body.data;
  };
  const book = (headers: Record<string, string>, start: number, extra: Json = {}) =>
    call(t.app, 'POST', '/api/bookings?code=paid', {
      payload: bookingBody([{ productId: 'cut-wash', userId: 'kevin' }], start, {
        paymentMethod: 'CreditCard',
        ...extra,
      }),
      headers,
    });
  const rowsOf = (orderId: string) => t.database.db.select().from(invoices).where(eq(invoices.orderId, orderId));

  it('a booking paid online with a mobile barcode: the invoice carries it, the choice is remembered, the booking and records show the number', async () => {
    const me = await signedInCustomer(t.database.db, storeId, TEST_NOW);
    const made = await book(me.headers, TUE(15), { invoice: { carrier: { type: 'mobile', id: '/ABC+123' } } });
    expect(made.code, JSON.stringify(made.body)).toBe(200);
    const { bookingId, payment } = made.body.data;
    // Remembered at once, before the money arrives.
    expect(await get('/customer/invoice', me.headers)).toEqual({
      invoice: { carrier: { type: 'mobile', id: '/ABC+123' } },
    });
    // Nothing is invoiced until the money is taken.
    expect(bookingDetail.parse(await get(`/bookings/${bookingId}`, me.headers)).invoices).toEqual([]);
    await submitSandbox(t, payment.paymentId, { action: 'card', card: '4242424242424242' });
    // Being issued: the customer sees it coming.
    expect(bookingDetail.parse(await get(`/bookings/${bookingId}`, me.headers)).invoices).toEqual([
      expect.objectContaining({ status: 'Issuing', number: null }),
    ]);
    await t.app.jobs.tick();
    const [row] = await rowsOf(bookingId);
    expect(row).toMatchObject({
      status: 'Issued',
      choice: { kind: 'carrier', carrier: { type: 'mobile', id: '/ABC+123' } },
    });
    const expected = {
      number: row!.number,
      status: 'Issued',
      amount: 500,
      allowed: 0,
      kind: 'carrier',
      carrierType: 'mobile',
      choice: '/ABC+123',
    };
    expect(row!.number).toMatch(/^[A-Z]{2}\d{8}$/);
    const detail = bookingDetail.parse(await get(`/bookings/${bookingId}`, me.headers));
    expect(detail.invoices).toEqual([expect.objectContaining(expected)]);
    expect(customerInvoice.parse(detail.invoices![0]).issuedAt).toEqual(expect.any(Number));
    // Whoever else holds the booking's id does not see its carrier.
    expect(bookingDetail.parse(await get(`/bookings/${bookingId}`)).invoices).toBeUndefined();
    const mine = (await get('/bookings', me.headers)) as unknown[];
    expect(bookingDetail.parse(mine.find((b) => (b as Json).id === bookingId)).invoices).toEqual([
      expect.objectContaining(expected),
    ]);
    const { records } = await get('/customer/records', me.headers);
    const record = walletRecord.parse((records as Json[]).find((r) => r.id === `booking-${bookingId}`));
    expect(record.invoices).toEqual([expect.objectContaining(expected)]);
    const full = recordDetail.parse(await get(`/customer/records/booking-${bookingId}`, me.headers));
    expect(full.invoices).toEqual([expect.objectContaining(expected)]);

    // Next time nothing is given: the remembered barcode is used.
    const again = await book(me.headers, WED(15));
    expect(again.code, JSON.stringify(again.body)).toBe(200);
    await submitSandbox(t, again.body.data.payment.paymentId, { action: 'card', card: '4242424242424242' });
    await t.app.jobs.tick();
    const [second] = await rowsOf(again.body.data.bookingId);
    expect(second).toMatchObject({ status: 'Issued', choice: { kind: 'carrier', carrier: { id: '/ABC+123' } } });

    // Cancelled in the period: the customer sees the first invoice voided, and the one for what was kept.
    const cancelled = await call(t.app, 'DELETE', '/api/bookings?code=paid', {
      payload: { bookingId },
      headers: me.headers,
    });
    expect(cancelled.code, JSON.stringify(cancelled.body)).toBe(200);
    await t.app.jobs.tick();
    await t.app.jobs.tick();
    const after = bookingDetail.parse(await get(`/bookings/${bookingId}`, me.headers)).invoices!;
    expect(after[0]).toMatchObject({ number: row!.number, status: 'Voided' });
    expect(after.slice(1).every((i) => i.status === 'Issued' && i.choice === '/ABC+123')).toBe(true);
  });

  it('a tax ID failing its checksum at online checkout is refused naming invoice.taxId, and nothing is made or remembered', async () => {
    const me = await signedInCustomer(t.database.db, storeId, TEST_NOW);
    const res = await book(me.headers, TUE(17), { invoice: { taxId: '12345678', buyer: '美髮有限公司' } });
    expect(res.code).toBe(400);
    expect(res.body).toMatchObject({
      status: 'VALIDATION_FAILED',
      data: { fields: { 'invoice.taxId': expect.stringContaining('統一編號') } },
    });
    const unregistered = await book(me.headers, TUE(17), { invoice: { donationCode: '000' } });
    expect(unregistered.code).toBe(400);
    expect(unregistered.body.data.fields).toHaveProperty(['invoice.donationCode']);
    expect(await get('/customer/invoice', me.headers)).toEqual({ invoice: null });
    expect(await get('/bookings', me.headers)).toEqual([]);
  });

  it('a pickup order paid online with a donation code, and one paid at pickup with a tax ID given at the counter', async () => {
    const me = await signedInCustomer(t.database.db, storeId, TEST_NOW);
    const online = await call(t.app, 'POST', '/api/bookings/pickupOrders?code=paid', {
      payload: orderBody([{ productId: 'shampoo', quantity: 1 }], {
        pickupTime: TUE(15),
        paymentMethod: 'CreditCard',
        invoice: { donationCode: '168001' },
      }),
      headers: me.headers,
    });
    expect(online.code, JSON.stringify(online.body)).toBe(200);
    await submitSandbox(t, online.body.data.payment.paymentId, { action: 'card', card: '4242424242424242' });
    await t.app.jobs.tick();
    const page = await get('/bookings/pickupOrders', me.headers);
    const paidOnline = myPickupOrder.parse((page.orders as Json[]).find((o) => o.id === online.body.data.pickId));
    expect(paidOnline.invoices).toEqual([
      expect.objectContaining({ status: 'Issued', kind: 'donation', choice: '168001', number: expect.any(String) }),
    ]);

    const atStore = await call(t.app, 'POST', '/api/bookings/pickupOrders?code=paid', {
      payload: orderBody([{ productId: 'shampoo', quantity: 2 }], { pickupTime: TUE(16), paymentMethod: 'Cash' }),
      headers: me.headers,
    });
    expect(atStore.code, JSON.stringify(atStore.body)).toBe(200);
    const pickId = atStore.body.data.pickId as string;
    const bad = await owner.post('pickupOrders/status', {
      pickId,
      action: 'pickUp',
      method: 'Cash',
      invoice: { taxId: '12345678', buyer: '美髮有限公司' },
    });
    expect(bad.code).toBe(400);
    expect(bad.body.data.fields).toHaveProperty(['invoice.taxId']);
    const picked = await owner.post('pickupOrders/status', {
      pickId,
      action: 'pickUp',
      method: 'Cash',
      invoice: { taxId: '12345675', buyer: '美髮有限公司' },
    });
    expect(picked.code, JSON.stringify(picked.body)).toBe(200);
    await t.app.jobs.tick();
    const detail = await get(`/bookings/pickupOrders/${pickId}`, me.headers);
    expect(myPickupOrder.partial().parse(detail).invoices).toEqual([
      expect.objectContaining({ status: 'Issued', kind: 'business', choice: '12345675' }),
    ]);
    expect(await get('/customer/invoice', me.headers)).toEqual({
      invoice: { taxId: '12345675', buyer: '美髮有限公司' },
    });
  });
});
