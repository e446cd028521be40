import { counterBill, counterReceipt, counterView } from '@salon/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { retailItems } from '#api/db/schema/index';
import { bookingBody, call, FRI, SAT, THU } from '#api/modules/bookings/test-support';
import { type StaffClient, signedInStaff, staffClient } from '#api/modules/staff/test-support';
import { cardBalance, giveCard } from '#api/modules/wallet/test-support';
import { createTestApp, TEST_NOW, type TestApp } from '#test/app';
import { describeEachDatabase } from '#test/db';
import { seedStore, signedInCustomer } from '#test/fixtures';

describeEachDatabase('the counter', (kind) => {
  let t: TestApp;
  let storeId: string;
  let manager: StaffClient;
  beforeAll(async () => {
    t = await createTestApp(kind);
    storeId = (await seedStore(t.database.db)).storeId;
    manager = (await signedInStaff(t, storeId, 'manager', { name: '櫃檯小美' })).client;
  });
  afterAll(() => t.close());

  const stock = async (id: string) =>
    (
      await t.database.db
        .select({ stock: retailItems.stock })
        .from(retailItems)
        .where(and(eq(retailItems.storeId, storeId), eq(retailItems.id, id)))
    )[0]!.stock;

  /** A customer's online booking (pay at the salon), arrived at the salon. */
  async function arrived(userId: string, start: number, arrive = true) {
    const customer = await signedInCustomer(t.database.db, storeId, TEST_NOW);
    const made = await call(t.app, 'POST', '/api/bookings?code=demo', {
      payload: bookingBody([{ productId: 'cut-wash', userId }], start),
      headers: customer.headers,
    });
    if (made.code !== 200) throw new Error(JSON.stringify(made.body));
    const bookingId = made.body.data.bookingId as string;
    if (arrive) expect((await manager.post('bookings/status', { bookingId, action: 'arrive' })).code).toBe(200);
    return { customer, bookingId };
  }

  it('settles an arrived booking with retail, the value card and cash: Paid (已結帳) for the customer, card and stock moved once', async () => {
    const { customer, bookingId } = await arrived('amber', THU(12));
    const cardId = await giveCard(t.database.db, storeId, customer.customer.id, 500);
    const view = counterView.parse((await manager.get('bookings/checkout', { bookingId })).body.data);
    expect(view.booking.services).toEqual([
      { name: '洗剪吹', designer: expect.stringContaining('Amber'), price: 1200 },
    ]);
    expect(view.wallet.valueCards.map((c) => [c.id, c.balance])).toEqual([[cardId, 500]]);
    expect(view.retail.map((r) => r.id)).toContain('shampoo');
    expect(view.retail.map((r) => r.id)).not.toContain('wax'); // none left on the shelf
    expect(view.receipt).toBeNull();

    const body = {
      bookingId,
      retail: [{ itemId: 'shampoo', quantity: 1 }],
      customerValueCardId: cardId,
      method: 'Cash',
    };
    const quote = counterBill.parse((await manager.post('bookings/checkout/quote', body)).body.data);
    expect(quote.payment).toMatchObject({
      total: 1880,
      discount: 0,
      valueCard: 500,
      valueCardBalanceAfter: 0,
      due: 1380,
    });
    const before = await stock('shampoo');
    const res = await manager.post('bookings/checkout', body);
    expect(res.code, JSON.stringify(res.body)).toBe(200);
    const receipt = counterReceipt.parse(res.body.data);
    expect(receipt).toMatchObject({
      status: 'Paid',
      method: 'Cash',
      taken: 1380,
      staffName: '櫃檯小美',
      paidBefore: 0,
    });
    expect(receipt.lines.map((l) => [l.price, l.quantity])).toEqual([
      [1200, 1],
      [680, 1],
    ]);
    expect(receipt.payment).toMatchObject({ total: 1880, valueCard: 500, due: 1380 });
    expect(await stock('shampoo')).toBe(before - 1);
    expect(await cardBalance(t.database.db, cardId)).toMatchObject({ balance: 0, ledgerSum: 0 });

    const page = await call(t.app, 'GET', `/api/bookings/${bookingId}?code=demo`, { headers: customer.headers });
    expect(page.body.data).toMatchObject({
      status: 'Paid',
      total: 1880,
      deposit: { paid: 1880 },
      settled: { items: [{ price: 680, quantity: 1 }], paid: 1880 },
    });
    // Settled once: a second checkout changes nothing.
    const again = await manager.post('bookings/checkout', { bookingId, method: 'Cash' });
    expect([again.code, again.body.status]).toEqual([409, 'BOOKING_ALREADY_SETTLED']);
    expect(await stock('shampoo')).toBe(before - 1);
    const shown = (await manager.get('bookings/checkout', { bookingId })).body.data;
    expect(shown.receipt).toMatchObject({ taken: 1380, method: 'Cash' });
  });

  it('refuses a booking not arrived yet (nothing taken), a designer, and a call without its CSRF token', async () => {
    const { bookingId } = await arrived('kevin', THU(12), false);
    const before = await stock('conditioner');
    const body = { bookingId, retail: [{ itemId: 'conditioner', quantity: 1 }], method: 'Cash' };
    const early = await manager.post('bookings/checkout', body);
    expect([early.code, early.body.status, early.body.data]).toEqual([
      409,
      'INVALID_OPERATIONS',
      { status: 'Confirmed' },
    ]);
    expect(await stock('conditioner')).toBe(before);
    const designer = await signedInStaff(t, storeId, 'designer', { providerId: 'kevin' });
    expect((await designer.client.post('bookings/checkout', body)).body.status).toBe('FORBIDDEN');
    const { 'x-csrf-token': _csrf, ...noCsrf } = manager.headers;
    expect((await staffClient(t, noCsrf).post('bookings/checkout', body)).body.status).toBe('CSRF_FAILED');
    const unknown = await manager.post('bookings/checkout/quote', {
      ...body,
      retail: [{ itemId: 'nothing', quantity: 1 }],
    });
    expect(unknown.body).toMatchObject({
      status: 'VALIDATION_FAILED',
      data: { fields: { 'retail.0.itemId': expect.any(String) } },
    });
  });

  it('ten checkouts of one booking at once with a value card: one settles it, the card is debited once', async () => {
    const { customer, bookingId } = await arrived('mia', FRI(12));
    const cardId = await giveCard(t.database.db, storeId, customer.customer.id, 2000);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        manager.post('bookings/checkout', { bookingId, customerValueCardId: cardId, method: 'LinePayOffline' }),
      ),
    );
    expect(answers.filter((a) => a.code === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.code !== 200).map((a) => a.body.status)).toEqual(
      Array(9).fill('BOOKING_ALREADY_SETTLED'),
    );
    expect(await cardBalance(t.database.db, cardId)).toMatchObject({ balance: 1200, ledgerSum: 1200 });
  });

  it('three counters sell the last two of an item at once: two settle, one is told the stock is short', async () => {
    const bookings = await Promise.all([arrived('leo', SAT(11)), arrived('kevin', SAT(11)), arrived('amber', SAT(11))]);
    await t.database.db
      .update(retailItems)
      .set({ stock: 2 })
      .where(and(eq(retailItems.storeId, storeId), eq(retailItems.id, 'hair-oil')));
    const answers = await Promise.all(
      bookings.map((b) =>
        manager.post('bookings/checkout', {
          bookingId: b.bookingId,
          retail: [{ itemId: 'hair-oil', quantity: 1 }],
          method: 'Custom',
        }),
      ),
    );
    expect(answers.map((a) => a.code).sort()).toEqual([200, 200, 409]);
    expect(answers.find((a) => a.code === 409)?.body.status).toBe('STOCK_NOT_ENOUGH');
    expect(await stock('hair-oil')).toBe(0);
  });
});
