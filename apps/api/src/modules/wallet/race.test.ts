import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerVouchers, pickupOrders, walletCharges } from '#api/db/schema/index';
import { createTestApp, TEST_NOW, type TestApp } from '#test/app';
import { databaseKinds, describeEachDatabase } from '#test/db';
import { seedStore, signedInCustomer } from '#test/fixtures';
import { bookingBody, call, type Json, THU } from '../bookings/test-support';
import { orderBody, setStock } from '../retail/test-support';
import { cardBalance, giveCard, giveVoucher, usesLeftOfVoucher } from './test-support';

const PAYMENTS = 100;
const COVERED = 10;
const CHECKOUTS = 50;
/** The demo store's wide comb. */
const COMB = 280;

describeEachDatabase('the wallet under a race', (kind) => {
  let t: TestApp;
  let storeId: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    storeId = (await seedStore(t.database.db)).storeId;
    await setStock(t.database.db, storeId, 'wide-comb', 1000);
  });
  afterAll(() => t.close());

  const db = () => t.database.db;
  const order = (body: Json, headers: Record<string, string>) =>
    call(t.app, 'POST', '/api/bookings/pickupOrders?code=demo', { payload: body, headers });
  const placedBy = async (customerId: string) =>
    (await db().select().from(pickupOrders).where(eq(pickupOrders.customerId, customerId))).length;

  it(`${PAYMENTS} payments at once against a card that covers ${COVERED}: exactly ${COVERED} succeed, balance 0`, async () => {
    const amy = await signedInCustomer(db(), storeId, TEST_NOW);
    const cardId = await giveCard(db(), storeId, amy.customer.id, COVERED * COMB);
    const body = orderBody([{ productId: 'wide-comb', quantity: 1 }], {
      customerValueCardId: cardId,
      paymentMethod: 'ValueCard',
    });
    const started = performance.now();
    const results = await Promise.all(Array.from({ length: PAYMENTS }, () => order(body, amy.headers)));
    const ms = performance.now() - started;
    const paid = results.filter((r) => r.code === 200);
    expect(paid).toHaveLength(COVERED);
    for (const r of results.filter((x) => x.code !== 200)) {
      expect(r.code).toBe(422);
      expect(r.body.status).toBe('CUSTOMER_VALUE_CARD_INSUFFICIENT_BALANCE');
    }
    expect(await cardBalance(db(), cardId)).toEqual({ balance: 0, ledgerSum: 0, ledgerRows: COVERED + 1 });
    expect(await placedBy(amy.customer.id)).toBe(COVERED);
    console.info(
      `[${kind}] ${PAYMENTS} card payments for ${COVERED}: ${paid.length} paid, balance 0, ledger ${COVERED + 1} rows summing to 0, in ${Math.round(ms)} ms`,
    );
  });

  it(`a single-use voucher in ${CHECKOUTS} orders at once: exactly one uses it`, async () => {
    const bob = await signedInCustomer(db(), storeId, TEST_NOW);
    const voucherId = await giveVoucher(db(), storeId, bob.customer.id, 'new-friend-100');
    const body = orderBody([{ productId: 'wide-comb', quantity: 1 }], { voucherIds: [voucherId] });
    const started = performance.now();
    const results = await Promise.all(Array.from({ length: CHECKOUTS }, () => order(body, bob.headers)));
    const ms = performance.now() - started;
    const used = results.filter((r) => r.code === 200);
    expect(used).toHaveLength(1);
    const refusals = results.filter((r) => r.code !== 200).map((r) => r.body.status as string);
    for (const status of refusals) expect(['VOUCHER_NOT_ENOUGH', 'VOUCHER_LOCKED']).toContain(status);
    expect(await usesLeftOfVoucher(db(), voucherId)).toBe(0);
    expect(await db().select().from(walletCharges).where(eq(walletCharges.instrumentId, voucherId))).toHaveLength(1);
    expect(await placedBy(bob.customer.id)).toBe(1);
    const locked = refusals.filter((s) => s === 'VOUCHER_LOCKED').length;
    console.info(
      `[${kind}] ${CHECKOUTS} orders with one single-use voucher: 1 used it, ${refusals.length - locked} VOUCHER_NOT_ENOUGH, ${locked} VOUCHER_LOCKED, in ${Math.round(ms)} ms`,
    );
  });

  it('the same cancel sent twice at once refunds the card and returns the voucher once', async () => {
    const cy = await signedInCustomer(db(), storeId, TEST_NOW);
    const cardId = await giveCard(db(), storeId, cy.customer.id, 3000);
    const voucherId = await giveVoucher(db(), storeId, cy.customer.id, 'welcome-200');
    const created = await call(t.app, 'POST', '/api/bookings?code=demo', {
      payload: bookingBody([{ productId: 'cut-wash', userId: 'kevin' }], THU(15), {
        voucherIds: [voucherId],
        customerValueCardId: cardId,
      }),
      headers: cy.headers,
    });
    expect(created.code, JSON.stringify(created.body)).toBe(200);
    expect((await cardBalance(db(), cardId)).balance).toBe(2200);
    const bookingId = created.body.data.bookingId;
    const cancels = await Promise.all(
      [1, 2, 3].map(() =>
        call(t.app, 'DELETE', '/api/bookings?code=demo', { payload: { bookingId }, headers: cy.headers }),
      ),
    );
    expect(cancels.filter((r) => r.code === 200)).toHaveLength(1);
    expect(await cardBalance(db(), cardId)).toEqual({ balance: 3000, ledgerSum: 3000, ledgerRows: 3 });
    expect(await usesLeftOfVoucher(db(), voucherId)).toBe(1);
  });
});

/** Only PostgreSQL has a second session to hold a voucher while an order asks for it (PGlite runs one at a time). */
for (const kind of databaseKinds().filter((k) => k === 'postgres')) {
  describe(`a voucher held by another order [${kind}]`, () => {
    let t: TestApp;
    let storeId: string;
    beforeAll(async () => {
      t = await createTestApp(kind);
      storeId = (await seedStore(t.database.db)).storeId;
    });
    afterAll(() => t.close());

    it('an order using a voucher another order is paying with right now answers VOUCHER_LOCKED at once', async () => {
      const db = t.database.db;
      const dee = await signedInCustomer(db, storeId, TEST_NOW);
      const voucherId = await giveVoucher(db, storeId, dee.customer.id, 'new-friend-100');
      const body = orderBody([{ productId: 'wide-comb', quantity: 1 }], { voucherIds: [voucherId] });
      const answer = await db.transaction(async (tx) => {
        await tx.select().from(customerVouchers).where(eq(customerVouchers.id, voucherId)).for('update');
        return call(t.app, 'POST', '/api/bookings/pickupOrders?code=demo', { payload: body, headers: dee.headers });
      });
      expect(answer).toMatchObject({ code: 409, body: { status: 'VOUCHER_LOCKED', message: '優惠券已失效' } });
      expect(await usesLeftOfVoucher(db, voucherId)).toBe(1);
      const later = await call(t.app, 'POST', '/api/bookings/pickupOrders?code=demo', {
        payload: body,
        headers: dee.headers,
      });
      expect(later.code).toBe(200);
    });
  });
}
