import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_ONLINE_PAYMENTS } from '#api/platform/payments/index';
import { createTestApp, TEST_NOW, type TestApp } from '#test/app';
import { describeEachDatabase } from '#test/db';
import { signedInCustomer } from '#test/fixtures';
import { bookingBody, call, type Json, THU, TUE } from '../bookings/test-support';
import { lapsePickupHolds } from '../retail/status';
import { orderBody, stockOf } from '../retail/test-support';
import { signedInStaff } from '../staff/test-support';
import {
  bookingOf,
  callback,
  eventsOf,
  paymentRow,
  SANDBOX_SECRET,
  seedPaidStore,
  submitSandbox,
} from './test-support';

const HOLD = 900;

describeEachDatabase('online payment through the sandbox', (kind) => {
  let t: TestApp;
  let storeId: string;
  beforeAll(async () => {
    t = await createTestApp(kind, { config: { paymentSandboxSecret: SANDBOX_SECRET } });
    storeId = (await seedPaidStore(t.database.db)).storeId;
  });
  afterAll(() => t.close());

  const customer = () => signedInCustomer(t.database.db, storeId, TEST_NOW);
  const book = async (start: number, paymentMethod: string, designer = 'kevin') => {
    const me = await customer();
    const res = await call(t.app, 'POST', '/api/bookings?code=paid', {
      payload: bookingBody([{ productId: 'cut-wash', userId: designer }], start, { paymentMethod }),
      headers: me.headers,
    });
    expect(res.code, JSON.stringify(res.body)).toBe(200);
    return { me, bookingId: res.body.data.bookingId as string, payment: res.body.data.payment as Json };
  };
  /** Its customer cancels (only they may). */
  const cancel = (bookingId: string, me: { headers: Record<string, string> }) =>
    call(t.app, 'DELETE', '/api/bookings?code=paid', { payload: { bookingId }, headers: me.headers });

  describe('booking with a deposit by card', () => {
    it('holds the time awaiting payment; the sandbox card pays it; the booking is confirmed with its deposit paid', async () => {
      const { bookingId, payment } = await book(THU(15), 'CreditCard');
      expect(payment).toEqual({
        paymentId: expect.any(String),
        method: 'CreditCard',
        amount: 500,
        refunded: 0,
        status: 'Pending',
        payBy: TEST_NOW + HOLD,
        redirectUrl: `/api/sandbox/pay/${payment.paymentId}`,
        atm: null,
      });
      expect(await bookingOf(t, bookingId)).toMatchObject({ status: 'New', onlinePayment: { status: 'Pending' } });
      // The desk's calendar shows it held until the payment's deadline, nothing paid yet.
      const desk = (await signedInStaff(t, storeId, 'manager', { code: 'paid' })).client;
      const day = (await desk.get('calendar', { from: THU(0), to: THU(0) + 86400 })).body.data;
      expect(day.bookings.find((b: Json) => b.id === bookingId)).toMatchObject({
        startTime: THU(15),
        awaitingPaymentUntil: TEST_NOW + HOLD,
        paidAmount: 0,
      });
      const page = await t.app.inject({ method: 'GET', url: payment.redirectUrl });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.body).toContain('$500');

      const paid = await submitSandbox(t, payment.paymentId, { action: 'card', card: '4242 4242 4242 4242' });
      expect(paid.statusCode).toBe(303);
      expect(paid.headers.location).toBe(`/paid/booking/${bookingId}?result=payment`);
      expect(await bookingOf(t, bookingId)).toMatchObject({
        status: 'Confirmed',
        deposit: { amount: 500, paid: 500, status: 'Paid' },
        onlinePayment: { status: 'Paid', redirectUrl: null },
      });
      expect(await eventsOf(t.database.db, payment.paymentId)).toEqual(['Pending', 'Paid']);
    });

    it('a declined card fails the payment and the booking keeps waiting; the second-step card asks for a code', async () => {
      const { me, bookingId, payment } = await book(THU(17), 'CreditCard');
      const declined = await submitSandbox(t, payment.paymentId, { action: 'card', card: '4000000000000002' });
      expect(declined.statusCode).toBe(303);
      expect(await bookingOf(t, bookingId)).toMatchObject({ status: 'New', onlinePayment: { status: 'Failed' } });

      // Paying again, by ATM this time: the same amount, until the same hold.
      const payAgain = (headers: Record<string, string>) =>
        call(t.app, 'POST', '/api/bookings/payments?code=paid', {
          payload: { bookingId, paymentMethod: 'ATM' },
          headers,
        });
      expect((await payAgain((await customer()).headers)).body.status).toBe('BOOKING_NOT_FOUND');
      const again = await payAgain(me.headers);
      expect(again.body.data).toMatchObject({ method: 'ATM', amount: 500, status: 'Pending', payBy: payment.payBy });
      expect(await payAgain(me.headers)).toMatchObject({ code: 409, body: { status: 'UPDATE_FAILED' } });
      await submitSandbox(t, again.body.data.paymentId, { action: 'pay' });
      expect(await bookingOf(t, bookingId)).toMatchObject({ status: 'Confirmed', onlinePayment: { method: 'ATM' } });

      const other = await book(THU(18), 'CreditCard');
      const step = await submitSandbox(t, other.payment.paymentId, { action: 'card', card: '4000000000003220' });
      expect(step.statusCode).toBe(200);
      expect(step.body).toContain('驗證碼');
      await submitSandbox(t, other.payment.paymentId, { action: 'otp', otp: '123456' });
      expect((await bookingOf(t, other.bookingId)).status).toBe('Confirmed');
    });

    it('an ATM payment gives a virtual account and a due time, and is paid by 立即轉帳', async () => {
      const { bookingId, payment } = await book(THU(12), 'ATM', 'amber');
      expect(payment.atm).toEqual({
        bankCode: '812',
        account: expect.stringMatching(/^\d{14}$/),
        dueTime: TEST_NOW + HOLD,
      });
      const page = await t.app.inject({ method: 'GET', url: payment.redirectUrl });
      expect(page.body).toContain(payment.atm.account);
      await submitSandbox(t, payment.paymentId, { action: 'pay' });
      expect(await bookingOf(t, bookingId)).toMatchObject({ status: 'Confirmed', onlinePayment: { status: 'Paid' } });
    });
  });

  describe('callbacks', () => {
    it('refuses a forged, a stale and a wrong-amount callback; a replay changes nothing the second time', async () => {
      const { bookingId, payment } = await book(THU(16), 'CreditCard', 'amber');
      const { providerRef } = await paymentRow(t.database.db, payment.paymentId);
      const body = { paymentId: payment.paymentId, providerRef: providerRef!, outcome: 'paid' as const, amount: 500 };
      for (const forged of [
        await callback(t, body, { secret: 'not-the-secret' }),
        await callback(t, body, { timestamp: TEST_NOW - 301 }),
        await callback(t, { ...body, amount: 1 }),
        await callback(t, { ...body, providerRef: 'sbx_other' }),
      ]) {
        expect(forged.statusCode).toBe(400);
        expect(forged.json().status).toBe('CALLBACK_REJECTED');
      }
      expect((await bookingOf(t, bookingId)).status).toBe('New');

      const first = await callback(t, body);
      expect(first.json()).toEqual({ status: 'SUCCESS', data: { paymentId: payment.paymentId, status: 'Paid' } });
      const replay = await callback(t, body);
      expect(replay.statusCode).toBe(200);
      expect(await eventsOf(t.database.db, payment.paymentId)).toEqual(['Pending', 'Paid']);
      expect((await bookingOf(t, bookingId)).deposit.paid).toBe(500);
    });
  });

  describe('holds and refunds', () => {
    it('unpaid past its hold the booking lapses and frees the time; a payment arriving after is refunded whole', async () => {
      const { bookingId, payment } = await book(THU(19), 'CreditCard', 'mia');
      const { providerRef } = await paymentRow(t.database.db, payment.paymentId);
      t.clock.advance(HOLD);
      try {
        expect(await bookingOf(t, bookingId)).toMatchObject({
          status: 'Expired',
          onlinePayment: { status: 'Expired' },
        });
        const next = await book(THU(19), 'Cash', 'mia');
        expect((await bookingOf(t, next.bookingId)).status).toBe('Confirmed');
        const late = await callback(t, {
          paymentId: payment.paymentId,
          providerRef: providerRef!,
          outcome: 'paid',
          amount: 500,
        });
        expect(late.json().data.status).toBe('Refunded');
        expect(await eventsOf(t.database.db, payment.paymentId)).toEqual(['Pending', 'Expired', 'Paid', 'Refunded']);
      } finally {
        t.clock.advance(-HOLD);
      }
    });

    it('cancelling a paid booking refunds what the policy gives through the provider', async () => {
      const { me, bookingId, payment } = await book(THU(13), 'CreditCard', 'kevin');
      await submitSandbox(t, payment.paymentId, { action: 'card', card: '4242424242424242' });
      const cancelled = await cancel(bookingId, me);
      expect(cancelled.body.data).toMatchObject({ status: 'Cancelled', refund: 500 });
      expect(await bookingOf(t, bookingId)).toMatchObject({
        onlinePayment: { status: 'Refunded', amount: 500, refunded: 500 },
      });
      expect(await eventsOf(t.database.db, payment.paymentId)).toEqual(['Pending', 'Paid', 'Refunded']);
      const record = await call(t.app, 'GET', `/api/customer/records/booking-${bookingId}?code=paid`, {
        headers: me.headers,
      });
      expect(record.body.data.onlinePayments).toEqual([
        expect.objectContaining({ method: 'CreditCard', status: 'Refunded', amount: 500, refunded: 500 }),
      ]);
    });

    it('cancelling 5 hours before the start refunds half of the deposit: the payment is partly refunded', async () => {
      const { me, bookingId, payment } = await book(TUE(15), 'CreditCard', 'kevin');
      await submitSandbox(t, payment.paymentId, { action: 'card', card: '4242424242424242' });
      expect((await cancel(bookingId, me)).body.data.refund).toBe(250);
      expect(await bookingOf(t, bookingId)).toMatchObject({
        onlinePayment: { status: 'PartiallyRefunded', amount: 500, refunded: 250 },
      });
      expect(await eventsOf(t.database.db, payment.paymentId)).toEqual(['Pending', 'Paid', 'PartiallyRefunded']);
    });

    it('cancelling before paying expires the payment; paying on the open page anyway is refunded at once', async () => {
      const { me, bookingId, payment } = await book(THU(11), 'CreditCard', 'mia');
      await cancel(bookingId, me);
      expect(await bookingOf(t, bookingId)).toMatchObject({
        status: 'Cancelled',
        onlinePayment: { status: 'Expired' },
      });
      await submitSandbox(t, payment.paymentId, { action: 'card', card: '4242424242424242' });
      expect(await bookingOf(t, bookingId)).toMatchObject({
        status: 'Cancelled',
        onlinePayment: { status: 'Refunded', refunded: 500 },
      });
      expect(await eventsOf(t.database.db, payment.paymentId)).toEqual(['Pending', 'Expired', 'Paid', 'Refunded']);
    });
  });

  describe('pickup orders paid online', () => {
    const order = async () => {
      const me = await customer();
      const res = await call(t.app, 'POST', '/api/bookings/pickupOrders?code=paid', {
        payload: orderBody([{ productId: 'shampoo', quantity: 2 }], { paymentMethod: 'CreditCard' }),
        headers: me.headers,
      });
      expect(res.code, JSON.stringify(res.body)).toBe(200);
      return { me, pickId: res.body.data.pickId as string, payment: res.body.data.payment as Json };
    };
    const detail = async (pickId: string) =>
      (await call(t.app, 'GET', `/api/bookings/pickupOrders/${pickId}?code=paid`)).body.data;

    it('the stock waits for the payment; paid by card the order stands; cancelled, the whole amount is refunded', async () => {
      const before = await stockOf(t.database.db, storeId, 'shampoo');
      const { me, pickId, payment } = await order();
      expect(payment).toMatchObject({ amount: 1360, status: 'Pending', payBy: TEST_NOW + HOLD });
      expect(await stockOf(t.database.db, storeId, 'shampoo')).toBe(before - 2);
      const back = await submitSandbox(t, payment.paymentId, { action: 'card', card: '4242424242424242' });
      expect(back.headers.location).toBe(`/paid/pickupOrder/${pickId}?result=payment`);
      expect(await detail(pickId)).toMatchObject({ status: 'Placed', onlinePayment: { status: 'Paid' } });
      // The customer's records show the order with its card payment.
      const record = await call(t.app, 'GET', `/api/customer/records/pickup-${pickId}?code=paid`, {
        headers: me.headers,
      });
      expect(record.body.data).toMatchObject({
        kind: 'PickupOrder',
        onlinePayments: [{ method: 'CreditCard', amount: 1360, status: 'Paid' }],
      });
      const cancelled = await call(t.app, 'PUT', '/api/bookings/pickupOrders?code=paid', {
        payload: { pickId, cancel: true },
        headers: me.headers,
      });
      expect(cancelled.body.data.status).toBe('Cancelled');
      expect(await detail(pickId)).toMatchObject({ onlinePayment: { status: 'Refunded', refunded: 1360 } });
      expect(await stockOf(t.database.db, storeId, 'shampoo')).toBe(before);
    });

    it('unpaid past its hold the order is closed and its stock comes back', async () => {
      const before = await stockOf(t.database.db, storeId, 'shampoo');
      const { pickId } = await order();
      const deps = { db: t.database.db, payments: NO_ONLINE_PAYMENTS };
      expect(await lapsePickupHolds(deps, TEST_NOW + HOLD - 1)).toBe(0);
      expect(await lapsePickupHolds(deps, TEST_NOW + HOLD)).toBe(1);
      expect(await detail(pickId)).toMatchObject({ status: 'Closed', onlinePayment: { status: 'Expired' } });
      expect(await stockOf(t.database.db, storeId, 'shampoo')).toBe(before);
    });
  });

  it('without a provider configured an online method is PAYMENT_UNAVAILABLE and there are no sandbox pages', async () => {
    const off = await createTestApp(kind, { config: { paymentSandbox: false } });
    try {
      const offStore = (await seedPaidStore(off.database.db)).storeId;
      const someone = await signedInCustomer(off.database.db, offStore, TEST_NOW);
      const unavailable = await call(off.app, 'POST', '/api/bookings?code=paid', {
        payload: bookingBody([{ productId: 'cut-wash', userId: 'kevin' }], THU(15), { paymentMethod: 'CreditCard' }),
        headers: someone.headers,
      });
      expect(unavailable.body.status).toBe('PAYMENT_UNAVAILABLE');
      expect((await off.app.inject({ method: 'GET', url: '/api/sandbox/pay/x' })).statusCode).toBe(404);
    } finally {
      await off.close();
    }
  });
});
