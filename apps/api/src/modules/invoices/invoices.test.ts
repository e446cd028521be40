import { staffInvoice } from '@salon/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { invoices } from '#api/db/schema/index';
import { bookingBody, call, THU, TUE } from '#api/modules/bookings/test-support';
import { SANDBOX_SECRET, seedPaidStore, submitSandbox } from '#api/modules/payments/test-support';
import { type StaffClient, signedInStaff } from '#api/modules/staff/test-support';
import { createTestApp, TEST_NOW, type TestApp } from '#test/app';
import { describeEachDatabase } from '#test/db';
import { signedInCustomer } from '#test/fixtures';
import { ECPAY_TEST, type FakeEcpay, startEcpay } from './test-support';

const DAY = 86400;

describeEachDatabase('e-invoices issued for money taken', (kind) => {
  let t: TestApp;
  let storeId: string;
  let owner: StaffClient;
  let ecpay: FakeEcpay;
  beforeAll(async () => {
    ecpay = await startEcpay();
    t = await createTestApp(kind, { config: { paymentSandboxSecret: SANDBOX_SECRET, ecpayInvoiceUrl: ecpay.url } });
    storeId = (await seedPaidStore(t.database.db)).storeId;
    owner = (await signedInStaff(t, storeId, 'owner', { code: 'paid' })).client;
  });
  afterAll(async () => {
    await t.close();
    await ecpay.close();
  });

  const list = async () => {
    const res = await owner.get('invoices', { from: TEST_NOW - DAY, to: TEST_NOW + DAY });
    expect(res.code, JSON.stringify(res.body)).toBe(200);
    return (res.body.data as unknown[]).map((i) => staffInvoice.parse(i));
  };
  const useProvider = (body: Record<string, unknown>) => owner.put('invoices/settings', body);

  /** A customer's pay-at-salon booking, arrived. */
  async function arrived(start: number) {
    const customer = await signedInCustomer(t.database.db, storeId, TEST_NOW);
    const made = await call(t.app, 'POST', '/api/bookings?code=paid', {
      payload: bookingBody([{ productId: 'cut-wash', userId: 'amber' }], start),
      headers: customer.headers,
    });
    expect(made.code, JSON.stringify(made.body)).toBe(200);
    const bookingId = made.body.data.bookingId as string;
    expect((await owner.post('bookings/status', { bookingId, action: 'arrive' })).code).toBe(200);
    return { customer, bookingId };
  }

  it('reads the settings without the keys; a merchant id or key of the wrong shape is refused by name', async () => {
    const saved = await useProvider({ enabled: true, provider: 'ecpay', ...ECPAY_TEST, testMode: true });
    expect(saved.code, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data).toEqual({
      enabled: true,
      provider: 'ecpay',
      merchantId: '2000132',
      keysSet: true,
      testMode: true,
    });
    expect(JSON.stringify((await owner.get('invoices/settings')).body)).not.toContain(ECPAY_TEST.hashKey);
    const bad = await useProvider({ hashKey: 'short' });
    expect(bad.code).toBe(400);
    expect(bad.body).toMatchObject({ status: 'VALIDATION_FAILED', data: { fields: { hashKey: expect.any(String) } } });
  });

  it('a counter checkout with a mobile barcode is issued once through ECPay, listed with its number, and remembered', async () => {
    const { customer, bookingId } = await arrived(THU(11));
    const res = await owner.post('bookings/checkout', {
      bookingId,
      payments: [
        { method: 'Cash', amount: 700 },
        { method: 'CardTerminal', amount: 500 },
      ],
      invoice: { carrier: { type: 'mobile', id: '/ABC+123' } },
    });
    expect(res.code, JSON.stringify(res.body)).toBe(200);
    await t.app.jobs.tick();
    const issued = (await list()).filter((i) => i.bookingId === bookingId);
    // Cash and card of one checkout are one sale: one invoice for the whole $1,200.
    expect(issued).toEqual([
      expect.objectContaining({
        number: expect.stringMatching(/^[A-Z]{2}\d{8}$/),
        amount: 1200,
        status: 'Issued',
        choice: '/ABC+123',
      }),
    ]);
    const sent = [...ecpay.invoices.values()].filter((i) => i.number === issued[0]!.number);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.request).toMatchObject({ CarrierType: '3', CarrierNum: '/ABC+123', SalesAmount: 1200 });
    // Ticking again issues nothing more.
    const calls = ecpay.issueCalls();
    await t.app.jobs.tick();
    expect(ecpay.issueCalls()).toBe(calls);
    const mine = await call(t.app, 'GET', '/api/customer/invoice?code=paid', { headers: customer.headers });
    expect(mine.body.data).toEqual({ invoice: { carrier: { type: 'mobile', id: '/ABC+123' } } });
  });

  it('refuses a tax ID failing its checksum, naming invoice.taxId, and an unregistered barcode, before taking money', async () => {
    const { bookingId } = await arrived(THU(13));
    const wrongTaxId = await owner.post('bookings/checkout', {
      bookingId,
      method: 'Cash',
      invoice: { taxId: '12345678', buyer: '美髮有限公司' },
    });
    expect(wrongTaxId.code).toBe(400);
    expect(wrongTaxId.body).toMatchObject({
      status: 'VALIDATION_FAILED',
      data: { fields: { 'invoice.taxId': expect.stringContaining('統一編號') } },
    });
    const unregistered = await owner.post('bookings/checkout', {
      bookingId,
      method: 'Cash',
      invoice: { carrier: { type: 'mobile', id: '/ZZZ+999' } },
    });
    expect(unregistered.code).toBe(400);
    expect(unregistered.body.data.fields).toHaveProperty(['invoice.carrier.id']);
    expect((await list()).filter((i) => i.bookingId === bookingId)).toEqual([]);
    // The valid tax ID with its buyer goes through, printed with the company's name.
    const ok = await owner.post('bookings/checkout', {
      bookingId,
      method: 'Cash',
      invoice: { taxId: '12345675', buyer: '美髮有限公司' },
    });
    expect(ok.code, JSON.stringify(ok.body)).toBe(200);
    await t.app.jobs.tick();
    const [inv] = (await list()).filter((i) => i.bookingId === bookingId);
    expect(inv).toMatchObject({ status: 'Issued', choice: '12345675', choiceKind: 'business' });
    const sent = [...ecpay.invoices.values()].find((i) => i.number === inv!.number);
    expect(sent?.request).toMatchObject({ CustomerIdentifier: '12345675', CustomerName: '美髮有限公司', Print: '1' });
  });

  it('a provider refusal shows as Failed with its reason and is tried again until it is issued', async () => {
    const { bookingId } = await arrived(THU(15));
    ecpay.refuseNextIssue(10000006, '系統維護中', 2);
    expect((await owner.post('bookings/checkout', { bookingId, method: 'Cash' })).code).toBe(200);
    await t.app.jobs.tick();
    expect((await list()).find((i) => i.bookingId === bookingId)).toMatchObject({
      status: 'Failed',
      number: null,
      reason: expect.stringContaining('系統維護中'),
    });
    t.clock.advance(61);
    await t.app.jobs.tick();
    t.clock.advance(121);
    await t.app.jobs.tick();
    expect((await list()).find((i) => i.bookingId === bookingId)).toMatchObject({ status: 'Issued', reason: null });
    t.clock.set(TEST_NOW);
  });

  it('an online payment is invoiced; cancelled in its period the invoice is voided and issued again for what was kept', async () => {
    const customer = await signedInCustomer(t.database.db, storeId, TEST_NOW);
    const made = await call(t.app, 'POST', '/api/bookings?code=paid', {
      payload: bookingBody([{ productId: 'cut-wash', userId: 'kevin' }], TUE(15), { paymentMethod: 'CreditCard' }),
      headers: customer.headers,
    });
    const { bookingId, payment } = made.body.data;
    await submitSandbox(t, payment.paymentId, { action: 'card', card: '4242424242424242' });
    await t.app.jobs.tick();
    const [first] = (await list()).filter((i) => i.bookingId === bookingId);
    expect(first).toMatchObject({ status: 'Issued', amount: 500 });
    // Five hours before the start half the deposit comes back.
    const cancelled = await call(t.app, 'DELETE', '/api/bookings?code=paid', {
      payload: { bookingId },
      headers: customer.headers,
    });
    expect(cancelled.body.data.refund).toBe(250);
    await t.app.jobs.tick();
    await t.app.jobs.tick();
    const after = (await list()).filter((i) => i.bookingId === bookingId);
    expect(after.map((i) => [i.status, i.amount])).toEqual([
      ['Voided', 500],
      ['Issued', 250],
    ]);
    expect([...ecpay.invoices.values()].find((i) => i.number === first!.number)?.voided).toBe(true);
  });

  it('the sandbox issues for a store that chose it, the demo way', async () => {
    expect((await useProvider({ provider: 'sandbox' })).code).toBe(200);
    const { bookingId } = await arrived(THU(17));
    expect(
      (await owner.post('bookings/checkout', { bookingId, method: 'Cash', invoice: { donationCode: '168001' } })).code,
    ).toBe(200);
    await t.app.jobs.tick();
    const [inv] = (await list()).filter((i) => i.bookingId === bookingId);
    expect(inv).toMatchObject({ status: 'Issued', number: expect.stringMatching(/^[A-Z]{2}\d{8}$/), choice: '168001' });
    const rows = await t.database.db.select().from(invoices).where(eq(invoices.orderId, bookingId));
    expect(rows).toHaveLength(1);
    await useProvider({ provider: 'ecpay' });
  });
});
