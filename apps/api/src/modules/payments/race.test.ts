import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { bookingStatusHistory } from '#api/db/schema/index';
import { createTestApp, TEST_NOW, type TestApp } from '#test/app';
import { describeEachDatabase } from '#test/db';
import { signedInCustomer } from '#test/fixtures';
import { bookingBody, call, FRI } from '../bookings/test-support';
import { bookingOf, callback, eventsOf, paymentRow, SANDBOX_SECRET, seedPaidStore } from './test-support';

const DELIVERIES = 20;

describeEachDatabase('online payment under a race', (kind) => {
  let t: TestApp;
  let storeId: string;
  beforeAll(async () => {
    t = await createTestApp(kind, { config: { paymentSandboxSecret: SANDBOX_SECRET } });
    storeId = (await seedPaidStore(t.database.db)).storeId;
  });
  afterAll(() => t.close());

  /** A card booking awaiting payment, and the callback that pays it. */
  const awaiting = async (start: number) => {
    const me = await signedInCustomer(t.database.db, storeId, TEST_NOW);
    const res = await call(t.app, 'POST', '/api/bookings?code=paid', {
      payload: bookingBody([{ productId: 'cut-wash', userId: 'kevin' }], start, { paymentMethod: 'CreditCard' }),
      headers: me.headers,
    });
    const { bookingId, payment } = res.body.data;
    const { providerRef } = await paymentRow(t.database.db, payment.paymentId);
    const paid = { paymentId: payment.paymentId, providerRef: providerRef!, outcome: 'paid' as const, amount: 500 };
    return { me, bookingId: bookingId as string, paymentId: payment.paymentId as string, paid };
  };

  it(`the same success callback delivered ${DELIVERIES} times at once marks the payment paid once`, async () => {
    const { bookingId, paymentId, paid } = await awaiting(FRI(15));
    const answers = await Promise.all(Array.from({ length: DELIVERIES }, () => callback(t, paid)));
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    expect(await eventsOf(t.database.db, paymentId)).toEqual(['Pending', 'Paid']);
    expect(await bookingOf(t, bookingId)).toMatchObject({ status: 'Confirmed', deposit: { paid: 500 } });
    const confirmations = await t.database.db
      .select()
      .from(bookingStatusHistory)
      .where(and(eq(bookingStatusHistory.bookingId, bookingId), eq(bookingStatusHistory.reason, 'paid online')));
    expect(confirmations).toHaveLength(1);
  });

  it('a cancel and a success callback at once: cancelled, and whatever was paid refunded exactly once', async () => {
    for (const hour of [12, 13, 16, 17]) {
      const { me, bookingId, paymentId, paid } = await awaiting(FRI(hour));
      await Promise.all([
        callback(t, paid),
        call(t.app, 'DELETE', '/api/bookings?code=paid', { payload: { bookingId }, headers: me.headers }),
      ]);
      const booking = await bookingOf(t, bookingId);
      expect(booking.status).toBe('Cancelled');
      const payment = await paymentRow(t.database.db, paymentId);
      expect(payment).toMatchObject({ status: 'Refunded', refunded: 500 });
      const events = await eventsOf(t.database.db, paymentId);
      expect(events.filter((e) => e === 'Refunded')).toHaveLength(1);
      expect(events.filter((e) => e === 'Paid')).toHaveLength(1);
    }
  });
});
