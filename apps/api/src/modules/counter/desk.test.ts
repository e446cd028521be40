import { counterBill, counterReceipt, counterView } from '@salon/contract';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { auditLog, payments } from '#api/db/schema/index';
import { bookingBody, call, FRI, SAT, THU, WED } from '#api/modules/bookings/test-support';
import { type StaffClient, signedInStaff } from '#api/modules/staff/test-support';
import { giveCard } from '#api/modules/wallet/test-support';
import { createTestApp, TEST_NOW, type TestApp } from '#test/app';
import { describeEachDatabase } from '#test/db';
import { seedStore, signedInCustomer } from '#test/fixtures';

/**
 * The counter at a busy desk (issue 38): cash tendered and its change, two methods on one bill
 * (each a row of the payments record), a manual discount with its reason (owner and manager,
 * audited), the receipt again from a checked-out booking, and checkout after "complete".
 */
describeEachDatabase('the counter at the desk', (kind) => {
  let t: TestApp;
  let storeId: string;
  let manager: StaffClient;
  beforeAll(async () => {
    t = await createTestApp(kind);
    storeId = (await seedStore(t.database.db)).storeId;
    manager = (await signedInStaff(t, storeId, 'manager', { name: '櫃檯小美' })).client;
  });
  afterAll(() => t.close());

  const rowsOf = (orderId: string) =>
    t.database.db
      .select({ method: payments.method, amount: payments.amount })
      .from(payments)
      .where(eq(payments.orderId, orderId))
      .orderBy(asc(payments.createdAt), asc(payments.method));

  /** A customer's online booking of 洗剪吹 ($1,200, pay at the salon), arrived. */
  async function arrived(userId: string, start: number) {
    const customer = await signedInCustomer(t.database.db, storeId, TEST_NOW);
    const made = await call(t.app, 'POST', '/api/bookings?code=demo', {
      payload: bookingBody([{ productId: 'cut-wash', userId }], start),
      headers: customer.headers,
    });
    if (made.code !== 200) throw new Error(JSON.stringify(made.body));
    const bookingId = made.body.data.bookingId as string;
    expect((await manager.post('bookings/status', { bookingId, action: 'arrive' })).code).toBe(200);
    return { customer, bookingId };
  }

  it('cash and the card terminal on one bill: Paid, two rows whose sum is the total, change on the receipt, reprinted from the booking', async () => {
    const { bookingId } = await arrived('amber', THU(12));
    const body = {
      bookingId,
      payments: [
        { method: 'Cash', amount: 700 },
        { method: 'CardTerminal', amount: 500 },
      ],
      tendered: 1000,
    };
    const res = await manager.post('bookings/checkout', body);
    expect(res.code, JSON.stringify(res.body)).toBe(200);
    const receipt = counterReceipt.parse(res.body.data);
    expect(receipt).toMatchObject({ status: 'Paid', taken: 1200, tendered: 1000, change: 300, method: 'Cash' });
    expect(receipt.payments).toEqual([
      { method: 'Cash', amount: 700 },
      { method: 'CardTerminal', amount: 500 },
    ]);
    const rows = await rowsOf(bookingId);
    expect(rows.map((r) => r.method).sort()).toEqual(['CardTerminal', 'Cash']);
    expect(rows.reduce((n, r) => n + r.amount, 0)).toBe(1200);
    // The receipt again, from the checked-out booking.
    const view = counterView.parse((await manager.get('bookings/checkout', { bookingId })).body.data);
    expect(view.booking.status).toBe('Paid');
    expect(view.receipt).toMatchObject({ taken: 1200, change: 300, payments: receipt.payments });
    // A second tap changes nothing.
    const again = await manager.post('bookings/checkout', body);
    expect([again.code, again.body.status]).toEqual([409, 'BOOKING_ALREADY_SETTLED']);
    expect(await rowsOf(bookingId)).toHaveLength(2);
  });

  it('a value card and cash on one bill: the card its balance, cash the rest; two rows summing to the total', async () => {
    const { customer, bookingId } = await arrived('amber', WED(12));
    const cardId = await giveCard(t.database.db, storeId, customer.customer.id, 500);
    const res = await manager.post('bookings/checkout', { bookingId, customerValueCardId: cardId, method: 'Cash' });
    expect(res.code, JSON.stringify(res.body)).toBe(200);
    const rows = await rowsOf(bookingId);
    expect(rows).toHaveLength(2);
    expect(rows.reduce((n, r) => n + r.amount, 0)).toBe(1200);
    expect(rows.find((r) => r.method === 'Cash')?.amount).toBe(700);
  });

  it('two methods tapped twice at once: one checkout settles, money taken once', async () => {
    const { bookingId } = await arrived('amber', FRI(12));
    const body = {
      bookingId,
      payments: [
        { method: 'Cash', amount: 200 },
        { method: 'LinePayOffline', amount: 1000 },
      ],
    };
    const answers = await Promise.all([0, 1, 2].map(() => manager.post('bookings/checkout', body)));
    expect(answers.filter((a) => a.code === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.code !== 200).map((a) => a.body.status)).toEqual(
      Array(2).fill('BOOKING_ALREADY_SETTLED'),
    );
    expect((await rowsOf(bookingId)).reduce((n, r) => n + r.amount, 0)).toBe(1200);
  });

  it("a manager's discount with a reason lowers what is due, and is in the audit log; a designer's is refused", async () => {
    const { bookingId } = await arrived('amber', SAT(11));
    const discount = { amount: 200, reason: '生日優惠' };
    const quote = counterBill.parse(
      (await manager.post('bookings/checkout/quote', { bookingId, discount, method: 'Cash' })).body.data,
    );
    expect(quote.payment).toMatchObject({ total: 1200, discount: 200, due: 1000 });
    expect(quote.manualDiscount).toEqual(discount);

    const designer = await signedInStaff(t, storeId, 'designer', { providerId: 'amber' });
    const refused = await designer.client.post('bookings/checkout', { bookingId, discount, method: 'Cash' });
    expect([refused.code, refused.body.status]).toEqual([403, 'FORBIDDEN']);

    const res = await manager.post('bookings/checkout', { bookingId, discount, method: 'Cash', tendered: 1000 });
    expect(res.code, JSON.stringify(res.body)).toBe(200);
    const receipt = counterReceipt.parse(res.body.data);
    expect(receipt).toMatchObject({ taken: 1000, change: 0, manualDiscount: discount });
    expect(receipt.payment).toMatchObject({ total: 1200, discount: 200, due: 1000 });
    expect(await rowsOf(bookingId)).toEqual([{ method: 'Cash', amount: 1000 }]);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.operation, 'staffCheckout'), eq(auditLog.entityId, bookingId)));
    expect(entry?.staffName).toBe('櫃檯小美');
    expect(entry?.after).toMatchObject({ manualDiscount: discount });
  });

  it('refuses bad counter input with a 400 naming the field, and writes nothing', async () => {
    const { bookingId } = await arrived('amber', WED(15));
    const cases: [Record<string, unknown>, string][] = [
      [{ discount: { amount: 5000, reason: '太多了' }, method: 'Cash' }, 'discount.amount'],
      [{ discount: { amount: 100, reason: ' ' }, method: 'Cash' }, 'discount.reason'],
      [{ discount: { amount: -1, reason: '負的' }, method: 'Cash' }, 'discount.amount'],
      [{ payments: [{ method: 'Cash', amount: -5 }] }, 'payments.0.amount'],
      [{ payments: [{ method: 'Bitcoin', amount: 1200 }] }, 'payments.0.method'],
      [{ payments: [{ method: 'Cash', amount: 1000 }] }, 'payments'],
      [{ payments: [{ method: 'Cash', amount: 1300 }] }, 'payments'],
      [
        {
          payments: [
            { method: 'Cash', amount: 600 },
            { method: 'Cash', amount: 600 },
          ],
        },
        'payments',
      ],
      [{ method: 'Cash', tendered: 500 }, 'tendered'],
      [{ method: 'CardTerminal', tendered: 1500 }, 'tendered'],
      [{}, 'method'],
    ];
    for (const [extra, field] of cases) {
      const res = await manager.post('bookings/checkout', { bookingId, ...extra });
      expect([res.code, res.body.status], JSON.stringify(extra)).toEqual([400, 'VALIDATION_FAILED']);
      expect(Object.keys(res.body.data.fields), JSON.stringify(extra)).toContain(field);
    }
    expect(await rowsOf(bookingId)).toEqual([]);
    const view = counterView.parse((await manager.get('bookings/checkout', { bookingId })).body.data);
    expect([view.booking.status, view.receipt]).toEqual(['Arrived', null]);
    // Amounts past the money bound say so, in the field's own words (not "must be a whole number").
    const huge = 99_999_999;
    for (const [extra, field, words] of [
      [{ method: 'Cash', discount: { amount: huge, reason: '手滑' } }, 'discount.amount', '折扣最多 $1,000,000'],
      [{ method: 'Cash', tendered: huge }, 'tendered', '收現金額最多 $1,000,000'],
      [{ payments: [{ method: 'Cash', amount: huge }] }, 'payments.0.amount', '金額最多 $1,000,000'],
    ] as const) {
      const res = await manager.post('bookings/checkout', { bookingId, ...extra });
      expect([res.code, res.body.data.fields[field]], JSON.stringify(extra)).toEqual([400, words]);
    }
  });

  it('checks out a booking after "complete" (Completed → Paid)', async () => {
    const { bookingId } = await arrived('amber', SAT(15));
    expect((await manager.post('bookings/status', { bookingId, action: 'complete' })).code).toBe(200);
    const res = await manager.post('bookings/checkout', { bookingId, method: 'Cash', tendered: 2000 });
    expect(res.code, JSON.stringify(res.body)).toBe(200);
    expect(counterReceipt.parse(res.body.data)).toMatchObject({ status: 'Paid', taken: 1200, change: 800 });
  });
});
