import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { customerNotifySettings } from '#api/db/schema/index';
import { createTestApp, TEST_NOW, type TestApp } from '#test/app';
import { describeEachDatabase } from '#test/db';
import { signedInCustomer } from '#test/fixtures';
import { bookingBody, call, THU, WED } from '../bookings/test-support';
import { SANDBOX_SECRET, seedPaidStore, submitSandbox } from '../payments/test-support';

/** The paid store's ATM hold: 15 minutes. */
const HOLD = 900;

describeEachDatabase('messages about an ATM transfer awaited and a form to fill before the visit', (kind) => {
  let t: TestApp;
  let storeId: string;
  beforeAll(async () => {
    t = await createTestApp(kind, { config: { paymentSandboxSecret: SANDBOX_SECRET } });
    storeId = (await seedPaidStore(t.database.db)).storeId;
  });
  afterAll(() => t.close());
  beforeEach(() => t.clock.set(TEST_NOW));

  const drain = async () => {
    while ((await t.app.jobs.tick()) > 0);
  };
  const outbox = async (to: string) =>
    (await call(t.app, 'GET', `/api/dev/outbox?to=${encodeURIComponent(to)}`)).body.data as {
      kind?: string;
      text?: string;
    }[];
  const book = async (headers: Record<string, string>, productId: string, start: number, paymentMethod?: string) => {
    const res = await call(t.app, 'POST', '/api/bookings?code=paid', {
      payload: bookingBody(
        [
          {
            productId,
            userId: productId === 'color-single' ? null : 'kevin',
            subItemId: productId === 'color-single' ? 'short' : null,
          },
        ],
        start,
        paymentMethod ? { paymentMethod } : {},
      ),
      headers,
    });
    expect(res.code, JSON.stringify(res.body)).toBe(200);
    return res.body.data as { bookingId: string; payment: { paymentId: string; atm: { account: string } } };
  };

  it('an ATM account given: where, how much, by when; told again before the deadline while unpaid, not once paid', async () => {
    const c = await signedInCustomer(t.database.db, storeId, TEST_NOW);
    const phone = c.customer.phoneE164!;
    const unpaid = await book(c.headers, 'cut-wash', THU(12), 'ATM');
    await drain();
    const first = (await outbox(phone)).filter((m) => m.kind === 'paymentAwaiting');
    expect(first).toHaveLength(1);
    expect(first[0]!.text).toContain(unpaid.payment.atm.account);
    expect(first[0]!.text).toContain('$500');
    expect(first[0]!.text).toContain('/paid/booking/');
    t.clock.set(TEST_NOW + HOLD - HOLD / 3);
    await drain();
    const second = (await outbox(phone)).filter((m) => m.kind === 'paymentAwaiting');
    expect(second).toHaveLength(2);
    expect(second[0]!.text).toContain('尚未收到您的轉帳');

    const d = await signedInCustomer(t.database.db, storeId, TEST_NOW);
    await t.database.db.insert(customerNotifySettings).values({ customerId: d.customer.id, language: 'en' });
    t.clock.set(TEST_NOW);
    const paid = await book(d.headers, 'cut-wash', THU(15), 'ATM');
    await drain();
    expect((await outbox(d.customer.phoneE164!))[0]!.text).toContain('Please transfer $500');
    await submitSandbox(t, paid.payment.paymentId, { action: 'pay' });
    t.clock.set(TEST_NOW + HOLD - HOLD / 3);
    await drain();
    expect((await outbox(d.customer.phoneE164!)).filter((m) => m.kind === 'paymentAwaiting')).toHaveLength(1);
  });

  it('a booking with a consent form: the customer is asked to fill it before the visit, once', async () => {
    const c = await signedInCustomer(t.database.db, storeId, TEST_NOW);
    const phone = c.customer.phoneE164!;
    const { bookingId } = await book(c.headers, 'color-single', WED(11));
    await drain();
    await drain();
    const asked = (await outbox(phone)).filter((m) => m.kind === 'formToFill');
    expect(asked).toHaveLength(1);
    expect(asked[0]!.text).toContain('燙染同意書');
    const formId = /\/paid\/form\/([\w-]+)/.exec(asked[0]!.text!)?.[1];
    expect(formId).toBeTruthy();
    // Reading the booking's forms hands out nothing new: still one message.
    expect((await call(t.app, 'GET', `/api/bookings/${bookingId}?code=paid`)).body.data.forms).toHaveLength(1);
    await drain();
    expect((await outbox(phone)).filter((m) => m.kind === 'formToFill')).toHaveLength(1);
    const none = await signedInCustomer(t.database.db, storeId, TEST_NOW);
    await book(none.headers, 'cut-wash', THU(16));
    await drain();
    expect((await outbox(none.customer.phoneE164!)).filter((m) => m.kind === 'formToFill')).toHaveLength(0);
  });
});
