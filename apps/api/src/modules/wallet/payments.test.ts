import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, voucherTemplates } from '#api/db/schema/index';
import { createTestApp, TEST_NOW, type TestApp } from '#test/app';
import { describeEachDatabase } from '#test/db';
import { seedStore, signedInCustomer } from '#test/fixtures';
import { bookingBody, call, type Json, SAT, THU, TUE, WED } from '../bookings/test-support';
import { orderBody } from '../retail/test-support';
import {
  cardBalance,
  chargesOfOrder,
  giveCard,
  giveTicket,
  giveVoucher,
  usesLeftOfTicket,
  usesLeftOfVoucher,
} from './test-support';

const DAY = 86400;
const NO_SUCH = '6f1c2d3e-4a5b-4c6d-8e9f-0a1b2c3d4e5f';

describeEachDatabase('paying with the wallet', (kind) => {
  let t: TestApp;
  let storeId: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    storeId = (await seedStore(t.database.db)).storeId;
  });
  afterAll(() => t.close());

  const db = () => t.database.db;
  const customer = () => signedInCustomer(db(), storeId, TEST_NOW);
  const post = (path: string, payload: Json, headers: Record<string, string>) =>
    call(t.app, 'POST', `/api${path}?code=demo`, { payload, headers });
  const color = (start: number, extra: Json = {}) =>
    bookingBody([{ productId: 'color-single', userId: 'amber', subItemId: 'short' }], start, extra);

  describe('POST /bookings with a voucher and a value card', () => {
    it('the voucher takes its discount, the card pays the rest; the booking shows both; cancelling gives both back', async () => {
      const amy = await customer();
      const cardId = await giveCard(db(), storeId, amy.customer.id, 3000);
      const voucherId = await giveVoucher(db(), storeId, amy.customer.id, 'color-90');
      const body = color(THU(15), { voucherIds: [voucherId], customerValueCardId: cardId, paymentMethod: 'ValueCard' });

      const preview = await post('/bookings/checkout', body, amy.headers);
      expect(preview.code, JSON.stringify(preview.body)).toBe(200);
      expect(preview.body.data.payment).toEqual({
        total: 2600,
        uses: [
          { kind: 'Voucher', id: voucherId, name: '染髮 9 折券', amount: 260, returned: null },
          { kind: 'ValueCard', id: cardId, name: '青禾儲值卡', amount: 2340, returned: null },
        ],
        discount: 260,
        valueCard: 2340,
        valueCardBalanceAfter: 660,
        due: 0,
      });
      expect((await cardBalance(db(), cardId)).balance).toBe(3000);

      const created = await post('/bookings', body, amy.headers);
      expect(created.code, JSON.stringify(created.body)).toBe(200);
      const bookingId = created.body.data.bookingId;
      expect(await cardBalance(db(), cardId)).toEqual({ balance: 660, ledgerSum: 660, ledgerRows: 2 });
      expect(await usesLeftOfVoucher(db(), voucherId)).toBe(0);

      const detail = (await call(t.app, 'GET', `/api/bookings/${bookingId}?code=demo`)).body.data;
      expect(detail.payment).toMatchObject({ total: 2600, discount: 260, valueCard: 2340, due: 0 });
      expect(detail.deposit.paid).toBe(2340);

      const cancelled = await call(t.app, 'DELETE', '/api/bookings?code=demo', {
        payload: { bookingId },
        headers: amy.headers,
      });
      expect(cancelled.body.data).toMatchObject({ status: 'Cancelled', refund: 2340 });
      expect(await cardBalance(db(), cardId)).toEqual({ balance: 3000, ledgerSum: 3000, ledgerRows: 3 });
      expect(await usesLeftOfVoucher(db(), voucherId)).toBe(1);
      const after = (await call(t.app, 'GET', `/api/bookings/${bookingId}?code=demo`)).body.data;
      expect(after.payment.uses).toEqual([
        expect.objectContaining({ kind: 'Voucher', amount: 260, returned: 260 }),
        expect.objectContaining({ kind: 'ValueCard', amount: 2340, returned: 2340 }),
      ]);
    });

    it('a card with too little pays what it can and the counter the rest; a late cancel refunds the card by the policy', async () => {
      const bob = await customer();
      const cardId = await giveCard(db(), storeId, bob.customer.id, 1000);
      const created = await post('/bookings', color(TUE(15), { customerValueCardId: cardId }), bob.headers);
      expect(created.code, JSON.stringify(created.body)).toBe(200);
      const detail = (await call(t.app, 'GET', `/api/bookings/${created.body.data.bookingId}?code=demo`)).body.data;
      expect(detail.payment).toMatchObject({ total: 2600, discount: 0, valueCard: 1000, due: 1600 });
      expect((await cardBalance(db(), cardId)).balance).toBe(0);
      // Five hours before the start the demo policy gives back half of what was paid.
      const cancelled = await call(t.app, 'DELETE', '/api/bookings?code=demo', {
        payload: { bookingId: created.body.data.bookingId },
        headers: bob.headers,
      });
      expect(cancelled.body.data.refund).toBe(500);
      expect(await cardBalance(db(), cardId)).toEqual({ balance: 500, ledgerSum: 500, ledgerRows: 3 });
    });

    it('a ticket pays its service whole and its use comes back on cancelling', async () => {
      const cy = await customer();
      const ticketId = await giveTicket(db(), storeId, cy.customer.id, 'care-treatment');
      const body = bookingBody(
        [
          { productId: 'cut-wash', userId: 'kevin' },
          { productId: 'care-treatment', userId: null },
        ],
        SAT(11),
        { customerServiceTicketId: ticketId },
      );
      const created = await post('/bookings', body, cy.headers);
      expect(created.code, JSON.stringify(created.body)).toBe(200);
      const detail = (await call(t.app, 'GET', `/api/bookings/${created.body.data.bookingId}?code=demo`)).body.data;
      expect(detail.payment).toMatchObject({
        total: 2500,
        discount: 1500,
        due: 1000,
        uses: [{ kind: 'ServiceTicket', id: ticketId, amount: 1500, returned: null }],
      });
      expect(await usesLeftOfTicket(db(), ticketId)).toBe(2);
      await call(t.app, 'DELETE', '/api/bookings?code=demo', {
        payload: { bookingId: created.body.data.bookingId },
        headers: cy.headers,
      });
      expect(await usesLeftOfTicket(db(), ticketId)).toBe(3);
    });
  });

  describe('every failure of a voucher, a card or a ticket, and nothing written', () => {
    let me: Awaited<ReturnType<typeof customer>>;
    let cardId: string;
    beforeAll(async () => {
      me = await customer();
      cardId = await giveCard(db(), storeId, me.customer.id, 5000);
    });

    const refused = async (body: Json, status: string, httpStatus = 422) => {
      const before = await db().select().from(bookings).where(eq(bookings.customerId, me.customer.id));
      const res = await post('/bookings', body, me.headers);
      expect(res.body.status, JSON.stringify(res.body)).toBe(status);
      expect(res.code).toBe(httpStatus);
      expect(await db().select().from(bookings).where(eq(bookings.customerId, me.customer.id))).toHaveLength(
        before.length,
      );
      expect(await cardBalance(db(), cardId)).toEqual({ balance: 5000, ledgerSum: 5000, ledgerRows: 1 });
      return res.body;
    };

    it('vouchers: not existing, another customer’s, deactivated, expired, used up, not targeting, wrong service', async () => {
      const other = await customer();
      expect((await refused(color(WED(15), { voucherIds: [NO_SUCH] }), 'VOUCHER_NOT_EXISTS')).message).toBe(
        '優惠券已失效',
      );
      const theirs = await giveVoucher(db(), storeId, other.customer.id, 'color-90');
      await refused(color(WED(15), { customerVoucherId: theirs }), 'CUSTOMER_IS_REQUIRED', 403);
      const spent = await giveVoucher(db(), storeId, me.customer.id, 'color-90', 0);
      await refused(color(WED(15), { voucherIds: [spent] }), 'VOUCHER_NOT_ENOUGH');
      const mine = await giveVoucher(db(), storeId, me.customer.id, 'color-90');
      const cut = bookingBody([{ productId: 'cut-wash', userId: 'kevin' }], WED(15), { voucherIds: [mine] });
      expect((await refused(cut, 'VOUCHER_OFFER_TARGETS_NOT_MATCH')).message).toBe('未符合優惠券使用條件');
      const two = bookingBody(
        [
          { productId: 'cut-wash', userId: 'kevin' },
          { productId: 'color-single', userId: 'amber', subItemId: 'short' },
        ],
        WED(15),
        { voucherIds: [mine], voucherDiscountCondition: 'OneEvent', voucherDiscountEventId: '0-0' },
      );
      const wrong = await refused(two, 'VOUCHER_DISCOUNT_CONDITION_NOT_MATCH');
      expect(wrong.data).toEqual({ customerVoucherId: mine });
      const right = await post('/bookings/checkout', { ...two, voucherDiscountEventId: '0-1' }, me.headers);
      expect(right.body.data.payment).toMatchObject({ discount: 260, due: 3340 });

      const welcome = await giveVoucher(db(), storeId, me.customer.id, 'welcome-200');
      await db()
        .update(voucherTemplates)
        .set({ endTime: new Date((TEST_NOW - DAY) * 1000) })
        .where(eq(voucherTemplates.id, 'welcome-200'));
      await refused(color(WED(15), { voucherIds: [welcome] }), 'VOUCHER_IS_EXPIRED');
      await db()
        .update(voucherTemplates)
        .set({ endTime: null, archivedAt: new Date(TEST_NOW * 1000) })
        .where(eq(voucherTemplates.id, 'welcome-200'));
      await refused(color(WED(15), { voucherIds: [welcome] }), 'VOUCHER_HAS_BEEN_DEACTIVATED');
      await db().update(voucherTemplates).set({ archivedAt: null }).where(eq(voucherTemplates.id, 'welcome-200'));
      expect(await usesLeftOfVoucher(db(), mine)).toBe(1);
    });

    it('the seven value card codes', async () => {
      const card = (state: Parameters<typeof giveCard>[4], balance = 3000) =>
        giveCard(db(), storeId, me.customer.id, balance, state);
      const pay = (id: string, extra: Json = {}) => color(WED(15), { customerValueCardId: id, ...extra });
      expect((await refused(pay(NO_SUCH), 'CUSTOMER_VALUE_CARD_NOT_FOUND')).message).toBe(
        '儲值卡已失效，請更換付款方式',
      );
      const other = await customer();
      await refused(pay(await giveCard(db(), storeId, other.customer.id, 3000)), 'CUSTOMER_VALUE_CARD_NOT_FOUND');
      await refused(pay(await card({ frozen: true })), 'CUSTOMER_VALUE_CARD_FREEZE');
      await refused(pay(await card({ expiresAt: new Date(TEST_NOW * 1000) })), 'CUSTOMER_VALUE_CARD_IS_EXPIRED');
      await refused(pay(await card({ expiresAt: new Date((TEST_NOW + 3600) * 1000) })), 'THE_CARD_IS_EXPIRED');
      await refused(pay(await card({ deactivatedAt: new Date(TEST_NOW * 1000) })), 'THE_CARD_HAS_BEEN_DEACTIVATED');
      await refused(pay(await card({ payableOnline: false })), 'THE_CARD_CAN_NOT_USE_CARD_NO');
      await refused(pay(await card({}, 0)), 'CUSTOMER_VALUE_CARD_INSUFFICIENT_BALANCE');
      const short = await refused(
        pay(await card({}, 2000), { paymentMethod: 'ValueCard' }),
        'CUSTOMER_VALUE_CARD_INSUFFICIENT_BALANCE',
      );
      expect(short.data).toMatchObject({ balance: 2000 });
      await refused(color(WED(15), { paymentMethod: 'ValueCard' }), 'CUSTOMER_VALUE_CARD_NOT_FOUND');
    });

    it('tickets: used up, expired or for another service', async () => {
      const cut = (ticketId: string) =>
        bookingBody([{ productId: 'cut-wash', userId: 'kevin' }], WED(15), { customerServiceTicketId: ticketId });
      const care = (ticketId: string) =>
        bookingBody([{ productId: 'care-treatment', userId: null }], WED(15), { customerServiceTicketId: ticketId });
      const ticket = (state: Parameters<typeof giveTicket>[4] = {}) =>
        giveTicket(db(), storeId, me.customer.id, 'care-treatment', state);
      expect((await refused(cut(await ticket()), 'SERVICE_TICKET_NOT_MATCH')).message).toBe('票券不適用於所選的服務');
      await refused(care(await ticket({ usesLeft: 0 })), 'SERVICE_TICKET_INVALID');
      await refused(care(await ticket({ disabled: true })), 'SERVICE_TICKET_INVALID');
      const ended = { deadlineType: 'During' as const, endTime: new Date(TEST_NOW * 1000) };
      await refused(care(await ticket(ended)), 'SERVICE_TICKET_INVALID');
      await refused(care(NO_SUCH), 'SERVICE_TICKET_INVALID');
    });

    it('a bad id is a 400 naming the field', async () => {
      const res = await post('/bookings', color(WED(15), { voucherIds: ['v1'] }), me.headers);
      expect(res.code).toBe(400);
      expect(res.body.data.fields['voucherIds.0']).toBe('優惠券編號不正確');
    });
  });

  describe('records: GET /customer/records and /customer/records/{recordId}', () => {
    it('lists bookings, pickup orders and top-ups with how each was paid; a detail gives lines and card moves', async () => {
      const fay = await customer();
      const cardId = await giveCard(db(), storeId, fay.customer.id, 3000);
      const voucherId = await giveVoucher(db(), storeId, fay.customer.id, 'color-90');
      const booked = await post(
        '/bookings',
        color(THU(15), { voucherIds: [voucherId], customerValueCardId: cardId, paymentMethod: 'ValueCard' }),
        fay.headers,
      );
      const bookingId = booked.body.data.bookingId as string;
      await call(t.app, 'DELETE', '/api/bookings?code=demo', { payload: { bookingId }, headers: fay.headers });
      const placed = await post(
        '/bookings/pickupOrders',
        orderBody([{ productId: 'wide-comb', quantity: 2 }]),
        fay.headers,
      );
      expect(placed.code).toBe(200);

      const list = await call(t.app, 'GET', '/api/customer/records?code=demo', { headers: fay.headers });
      expect(list.code).toBe(200);
      const records = list.body.data.records as Json[];
      // The pickup order is to be paid at pickup: no money paid yet, so not in the customer's list.
      expect(records.map((r) => r.kind).sort()).toEqual(['Booking', 'TopUp']);
      expect(records.find((r) => r.kind === 'Booking')).toMatchObject({
        id: `booking-${bookingId}`,
        title: '單色染髮（短髮）',
        status: 'Cancelled',
        total: 2600,
        payment: { discount: 260, valueCard: 2340, due: 0 },
        paid: 2340,
        refunded: 2340,
      });
      const pickId = placed.body.data.pickId as string;
      const order = await call(t.app, 'GET', `/api/customer/records/pickup-${pickId}?code=demo`, {
        headers: fay.headers,
      });
      expect(order.body.data).toMatchObject({
        title: '木質寬齒梳 × 2',
        total: 560,
        payment: { uses: [], due: 560 },
        paid: 0,
        paidAt: null,
      });
      const topUp = records.find((r) => r.kind === 'TopUp')!;
      expect(topUp).toMatchObject({ title: '青禾儲值卡', total: 3000, payment: null, status: null, paid: 3000 });

      const detail = await call(t.app, 'GET', `/api/customer/records/booking-${bookingId}?code=demo`, {
        headers: fay.headers,
      });
      expect(detail.body.data).toMatchObject({
        orderId: bookingId,
        lines: [{ name: '單色染髮（短髮）', detail: 'Amber 店長', amount: 2600 }],
      });
      expect(detail.body.data.cardMoves.map((m: Json) => [m.reason, m.amount, m.balanceAfter]).sort()).toEqual([
        ['BookingPayment', -2340, 660],
        ['Refund', 2340, 3000],
      ]);
      const top = await call(t.app, 'GET', `/api/customer/records/${topUp.id}?code=demo`, { headers: fay.headers });
      expect(top.body.data.cardMoves).toEqual([expect.objectContaining({ reason: 'TopUp', amount: 3000 })]);

      const other = await customer();
      for (const id of [`booking-${bookingId}`, topUp.id, 'topup-x', 'nothing']) {
        const res = await call(t.app, 'GET', `/api/customer/records/${id}?code=demo`, { headers: other.headers });
        expect(res).toMatchObject({ code: 404, body: { status: 'NOT_FOUND' } });
      }
      expect((await call(t.app, 'GET', '/api/customer/records?code=demo')).code).toBe(401);
    });
  });

  describe('POST /bookings/pickupOrders with the wallet', () => {
    it('滿千折 200 and the card pay the order; cancelling gives them back once', async () => {
      const dee = await customer();
      const cardId = await giveCard(db(), storeId, dee.customer.id, 3000);
      const voucherId = await giveVoucher(db(), storeId, dee.customer.id, 'welcome-200');
      const body = orderBody([{ productId: 'shampoo', quantity: 2 }], {
        voucherIds: [voucherId],
        customerValueCardId: cardId,
        paymentMethod: 'ValueCard',
      });
      const preview = await post('/bookings/checkout', body, dee.headers);
      expect(preview.body.data.payment).toMatchObject({ total: 1360, discount: 200, valueCard: 1160, due: 0 });
      const placed = await post('/bookings/pickupOrders', body, dee.headers);
      expect(placed.code, JSON.stringify(placed.body)).toBe(200);
      const pickId = placed.body.data.pickId;
      expect(await cardBalance(db(), cardId)).toEqual({ balance: 1840, ledgerSum: 1840, ledgerRows: 2 });
      const detail = (await call(t.app, 'GET', `/api/bookings/pickupOrders/${pickId}?code=demo`)).body.data;
      expect(detail.payment).toMatchObject({ total: 1360, discount: 200, valueCard: 1160, due: 0 });

      const cancel = () =>
        call(t.app, 'PUT', '/api/bookings/pickupOrders?code=demo', {
          payload: { pickId, cancel: true },
          headers: dee.headers,
        });
      expect((await cancel()).body.data.status).toBe('Cancelled');
      expect((await cancel()).body.data.status).toBe('Cancelled');
      expect(await cardBalance(db(), cardId)).toEqual({ balance: 3000, ledgerSum: 3000, ledgerRows: 3 });
      expect(await usesLeftOfVoucher(db(), voucherId)).toBe(1);
      expect((await chargesOfOrder(db(), pickId)).every((c) => c.returnedAt !== null)).toBe(true);
    });

    it('a voucher under its minimum spend or a ticket on retail items is refused, the stock untouched', async () => {
      const eve = await customer();
      const voucherId = await giveVoucher(db(), storeId, eve.customer.id, 'welcome-200');
      const small = await post(
        '/bookings/pickupOrders',
        orderBody([{ productId: 'wide-comb', quantity: 1 }], { voucherIds: [voucherId] }),
        eve.headers,
      );
      expect(small).toMatchObject({ code: 422, body: { status: 'VOUCHER_OFFER_TARGETS_NOT_MATCH' } });
      const ticketId = await giveTicket(db(), storeId, eve.customer.id, 'care-treatment');
      const ticket = await post(
        '/bookings/pickupOrders',
        orderBody([{ productId: 'wide-comb', quantity: 1 }], { customerServiceTicketId: ticketId }),
        eve.headers,
      );
      expect(ticket.body.status).toBe('SERVICE_TICKET_NOT_MATCH');
      const orders = await call(t.app, 'GET', '/api/bookings/pickupOrders?code=demo', { headers: eve.headers });
      expect(orders.body.data.orders).toEqual([]);
    });
  });
});
