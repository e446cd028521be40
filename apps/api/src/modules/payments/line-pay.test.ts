import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linePayProvider } from '#api/platform/payments/line-pay';
import { createTestApp, TEST_NOW, type TestApp } from '#test/app';
import { describeEachDatabase } from '#test/db';
import { startFakeLinePay } from '#test/fake-line-pay';
import { signedInCustomer } from '#test/fixtures';
import { bookingBody, call, FRI } from '../bookings/test-support';
import { orderBody } from '../retail/test-support';
import { reconcilePayments } from './callbacks';
import { bookingOf, eventsOf, seedPaidStore } from './test-support';

const CHANNEL = { channelId: '1656000001', channelSecret: 'line-pay-test-secret' };

describeEachDatabase('LINE Pay Online against a local fake of its API', (kind) => {
  let t: TestApp;
  let fake: Awaited<ReturnType<typeof startFakeLinePay>>;
  let storeId: string;
  beforeAll(async () => {
    fake = await startFakeLinePay(CHANNEL.channelId, CHANNEL.channelSecret);
    t = await createTestApp(kind, {
      config: { linePay: { ...CHANNEL, apiUrl: fake.url }, publicUrl: 'https://book.example.com' },
    });
    storeId = (await seedPaidStore(t.database.db)).storeId;
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const book = async (start: number) => {
    const me = await signedInCustomer(t.database.db, storeId, TEST_NOW);
    const res = await call(t.app, 'POST', '/api/bookings?code=paid', {
      payload: bookingBody([{ productId: 'cut-wash', userId: 'kevin' }], start, { paymentMethod: 'LinePayOnline' }),
      headers: me.headers,
    });
    expect(res.code, JSON.stringify(res.body)).toBe(200);
    return { me, bookingId: res.body.data.bookingId as string, payment: res.body.data.payment };
  };
  /** The browser following LINE Pay's redirect back to us. */
  const comeBack = (absolute: string) =>
    t.app.inject({ method: 'GET', url: absolute.replace('https://book.example.com', '') });

  it('request (signed, exact transaction id) → the customer approves → confirm → the booking is paid; a repeat confirms nothing', async () => {
    const { me, bookingId, payment } = await book(FRI(15));
    const request = fake.calls.at(-1)!;
    expect(request).toMatchObject({ method: 'POST', path: '/v3/payments/request', signed: true });
    expect(request.body).toMatchObject({ amount: 500, currency: 'TWD', orderId: payment.paymentId });
    const [transaction] = [...fake.transactions.values()].filter((x) => x.orderId === payment.paymentId);
    // 19 digits kept exact (JSON.parse would round the bare number LINE Pay sends).
    expect(payment.redirectUrl).toBe(`https://fake-line-pay/web/${transaction!.transactionId}`);
    expect(transaction!.confirmUrl).toBe(
      `https://book.example.com/api/payments/return/linepay?paymentId=${payment.paymentId}`,
    );

    const back = await comeBack(fake.approve(transaction!.transactionId));
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(`/paid/booking/${bookingId}?result=payment`);
    expect(fake.calls.at(-1)).toMatchObject({
      path: `/v3/payments/${transaction!.transactionId}/confirm`,
      body: { amount: 500, currency: 'TWD' },
      signed: true,
    });
    expect(await bookingOf(t, bookingId)).toMatchObject({ status: 'Confirmed', onlinePayment: { status: 'Paid' } });
    const callsBefore = fake.calls.length;
    await comeBack(fake.approve(transaction!.transactionId));
    expect(fake.calls.length).toBe(callsBefore);
    expect(await eventsOf(t.database.db, payment.paymentId)).toEqual(['Pending', 'Paid']);

    // Cancelling refunds through LINE Pay, signed.
    await call(t.app, 'DELETE', '/api/bookings?code=paid', { payload: { bookingId }, headers: me.headers });
    expect(fake.calls.at(-1)).toMatchObject({
      path: `/v3/payments/${transaction!.transactionId}/refund`,
      body: { refundAmount: 500 },
      signed: true,
    });
    expect(transaction!.refunded).toBe(500);
    expect(await bookingOf(t, bookingId)).toMatchObject({ onlinePayment: { status: 'Refunded', refunded: 500 } });
  });

  it('a payment confirmed at LINE Pay whose return never reached us is settled by reconciliation', async () => {
    const { bookingId, payment } = await book(FRI(18));
    const [transaction] = [...fake.transactions.values()].filter((x) => x.orderId === payment.paymentId);
    fake.approve(transaction!.transactionId);
    const adapter = linePayProvider({ ...CHANNEL, apiUrl: fake.url, publicUrl: () => 'https://book.example.com' });
    expect(await adapter.confirm(transaction!.transactionId, 500)).toBe('paid');
    const deps = {
      db: t.database.db,
      payments: { providers: [adapter], sandbox: null, linePay: adapter, holdSeconds: 900 },
    };
    expect(await reconcilePayments(deps, TEST_NOW + 60)).toBe(0);
    expect(await reconcilePayments(deps, TEST_NOW + 121)).toBe(1);
    expect(fake.calls.at(-1)).toMatchObject({
      method: 'GET',
      path: `/v3/payments/requests/${transaction!.transactionId}/check`,
      signed: true,
    });
    expect(await bookingOf(t, bookingId)).toMatchObject({ status: 'Confirmed', onlinePayment: { status: 'Paid' } });
  });

  it('cancelled at LINE Pay, or back without approving, the payment fails and nothing is confirmed', async () => {
    const first = await book(FRI(16));
    const cancelled = await t.app.inject({
      method: 'GET',
      url: `/api/payments/return/linepay?paymentId=${first.payment.paymentId}&cancel=1`,
    });
    expect(cancelled.statusCode).toBe(303);
    expect(await bookingOf(t, first.bookingId)).toMatchObject({ status: 'New', onlinePayment: { status: 'Failed' } });

    const second = await book(FRI(17));
    const [transaction] = [...fake.transactions.values()].filter((x) => x.orderId === second.payment.paymentId);
    const unapproved = `/api/payments/return/linepay?paymentId=${second.payment.paymentId}&transactionId=${transaction!.transactionId}`;
    await t.app.inject({ method: 'GET', url: unapproved });
    expect(fake.calls.at(-1)).toMatchObject({ path: `/v3/payments/${transaction!.transactionId}/confirm` });
    expect(await bookingOf(t, second.bookingId)).toMatchObject({ status: 'New', onlinePayment: { status: 'Failed' } });
    const unknown = await t.app.inject({ method: 'GET', url: '/api/payments/return/linepay?paymentId=not-a-payment' });
    expect(unknown.json()).toMatchObject({ status: 'PAYMENT_NOT_FOUND' });
  });
});

describeEachDatabase('a provider that refuses to start a payment', (kind) => {
  let t: TestApp;
  let fake: Awaited<ReturnType<typeof startFakeLinePay>>;
  let storeId: string;
  beforeAll(async () => {
    fake = await startFakeLinePay(CHANNEL.channelId, CHANNEL.channelSecret);
    // A wrong channel secret: LINE Pay answers every request 1106, so no payment can start.
    const linePay = { channelId: CHANNEL.channelId, channelSecret: 'not-the-channel-secret', apiUrl: fake.url };
    t = await createTestApp(kind, { config: { linePay, publicUrl: 'https://book.example.com' } });
    storeId = (await seedPaidStore(t.database.db)).storeId;
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it('a booking answers PAY_FAILED with the booking kept awaiting payment, and another method pays it', async () => {
    const me = await signedInCustomer(t.database.db, storeId, TEST_NOW);
    const res = await call(t.app, 'POST', '/api/bookings?code=paid', {
      payload: bookingBody([{ productId: 'cut-wash', userId: 'kevin' }], FRI(15), { paymentMethod: 'LinePayOnline' }),
      headers: me.headers,
    });
    expect(res.code).toBe(422);
    expect(res.body).toMatchObject({
      status: 'PAY_FAILED',
      message: '付款失敗，請重新付款或更換付款方式',
      data: { status: 'New', payment: { method: 'LinePayOnline', status: 'Failed' } },
    });
    const bookingId = res.body.data.bookingId as string;
    expect(await bookingOf(t, bookingId)).toMatchObject({ status: 'New', onlinePayment: { status: 'Failed' } });

    const again = await call(t.app, 'POST', '/api/bookings/payments?code=paid', {
      payload: { bookingId, paymentMethod: 'LinePayOnline' },
      headers: me.headers,
    });
    expect(again.code).toBe(422);
    expect(again.body).toMatchObject({ status: 'PAY_FAILED', data: { bookingId, payment: { status: 'Failed' } } });
    const byCard = await call(t.app, 'POST', '/api/bookings/payments?code=paid', {
      payload: { bookingId, paymentMethod: 'CreditCard' },
      headers: me.headers,
    });
    expect(byCard.code, JSON.stringify(byCard.body)).toBe(200);
    expect(byCard.body.data).toMatchObject({ method: 'CreditCard', status: 'Pending', amount: 500 });
  });

  it('a pickup order answers PAY_FAILED with the order kept awaiting payment', async () => {
    const me = await signedInCustomer(t.database.db, storeId, TEST_NOW);
    const res = await call(t.app, 'POST', '/api/bookings/pickupOrders?code=paid', {
      payload: orderBody([{ productId: 'shampoo', quantity: 1 }], { paymentMethod: 'LinePayOnline' }),
      headers: me.headers,
    });
    expect(res.code).toBe(422);
    expect(res.body).toMatchObject({ status: 'PAY_FAILED', data: { status: 'Placed', payment: { status: 'Failed' } } });
    const detail = await call(t.app, 'GET', `/api/bookings/pickupOrders/${res.body.data.pickId}?code=paid`);
    expect(detail.body.data).toMatchObject({ status: 'Placed', onlinePayment: { status: 'Failed' } });
  });
});

describe('the LINE Pay adapter', () => {
  it('signs every call; LINE Pay refuses a wrong secret (1106) and the adapter says so', async () => {
    const fake = await startFakeLinePay(CHANNEL.channelId, CHANNEL.channelSecret);
    try {
      const wrong = linePayProvider({
        ...CHANNEL,
        channelSecret: 'not-it',
        apiUrl: fake.url,
        publicUrl: () => 'https://x',
      });
      const request = {
        paymentId: 'p1',
        method: 'LinePayOnline' as const,
        amount: 300,
        description: 'd',
        returnUrl: '/',
        payBy: 0,
      };
      await expect(wrong.create(request)).rejects.toThrow('LINE Pay request: 1106');
      expect(fake.calls.at(-1)?.signed).toBe(false);
      const right = linePayProvider({ ...CHANNEL, apiUrl: fake.url, publicUrl: () => 'https://x' });
      const started = await right.create(request);
      expect(started.providerRef).toMatch(/^\d{19}$/);
      expect(await right.query(started.providerRef)).toBe('pending');
      fake.approve(started.providerRef);
      expect(await right.confirm(started.providerRef, 299)).toBe('failed');
      expect(await right.confirm(started.providerRef, 300)).toBe('paid');
      expect(await right.query(started.providerRef)).toBe('paid');
      await expect(right.refund({ providerRef: started.providerRef, amount: 301 })).rejects.toThrow('1164');
      await right.refund({ providerRef: started.providerRef, amount: 300 });
    } finally {
      await fake.close();
    }
  });
});
