import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { customers, serviceTickets, voucherTemplates } from '#api/db/schema/index';
import { createTestApp, TEST_NOW, type TestApp } from '#test/app';
import { describeEachDatabase } from '#test/db';
import { seedDemoCopy, seedStore, signedInCustomer } from '#test/fixtures';
import { issueToken } from '../auth/tokens';
import { call, type Json } from '../bookings/test-support';
import { DEMO_CUSTOMER_PHONE, seedDemoWallet } from './demo';
import { issueValueCard } from './repository';

const DAY = 86400;

describeEachDatabase('the wallet: vouchers, value cards, service tickets', (kind) => {
  let t: TestApp;
  let storeId: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    storeId = (await seedStore(t.database.db)).storeId;
    await seedDemoWallet(t.database.db, storeId, TEST_NOW);
  });
  afterAll(() => t.close());

  const customer = () => signedInCustomer(t.database.db, storeId, TEST_NOW);
  const demoCustomer = async () => {
    const [row] = await t.database.db.select().from(customers).where(eq(customers.phoneE164, DEMO_CUSTOMER_PHONE));
    const { token } = await issueToken(t.database.db, row!, TEST_NOW);
    return { customer: row!, headers: { 'access-token': token } };
  };
  const get = (path: string, headers?: Record<string, string>, code = 'demo') =>
    call(t.app, 'GET', `/api${path}?code=${code}`, { headers });
  const send = (
    method: 'POST' | 'DELETE',
    path: string,
    payload: Json,
    headers: Record<string, string>,
    code = 'demo',
  ) => call(t.app, method, `/api${path}?code=${code}`, { payload, headers });

  it('lists the vouchers a customer holds and those they may receive; receiving moves one across, once', async () => {
    const amy = await customer();
    const before = (await get('/bookings/vouchers', amy.headers)).body.data.result as Json[];
    expect(before).toEqual([
      expect.objectContaining({
        voucherId: 'new-friend-100',
        customerVoucherId: null,
        receivable: true,
        discountValue: 100,
      }),
    ]);
    const received = await send('POST', '/bookings/vouchers', { voucherId: 'new-friend-100' }, amy.headers);
    expect(received.code, JSON.stringify(received.body)).toBe(200);
    expect(received.body.data).toMatchObject({ voucherId: 'new-friend-100', receivable: false, usesLeft: 1 });
    const after = (await get('/bookings/vouchers', amy.headers)).body.data.result as Json[];
    expect(after).toEqual([expect.objectContaining({ customerVoucherId: received.body.data.customerVoucherId })]);
    const again = await send('POST', '/bookings/vouchers', { voucherId: 'new-friend-100' }, amy.headers);
    expect(again.code).toBe(422);
    expect(again.body.status).toBe('VOUCHER_NOT_ENOUGH');
    expect((await get('/bookings/vouchers')).code).toBe(401);
  });

  it('the demo customer holds the 9折 colour voucher and 滿千折 200, described with their targets', async () => {
    const demo = await demoCustomer();
    const held = (await get('/bookings/vouchers', demo.headers)).body.data.result as Json[];
    expect(held.filter((v) => !v.receivable).map((v) => v.voucherId)).toEqual(['color-90', 'welcome-200']);
    const color = await get('/bookings/vouchers/color-90');
    expect(color.body.data).toMatchObject({
      offerTarget: 'Category',
      targetIds: ['color'],
      targetNames: ['染髮'],
      targetNamesEn: ['Colour'],
      discountType: 'Percent',
      discountValue: 90,
      customerVoucherId: null,
    });
    const mine = await get('/bookings/vouchers/color-90', demo.headers);
    expect(mine.body.data.customerVoucherId).toEqual(expect.any(String));
    const unknown = await get('/bookings/vouchers/no-such');
    expect(unknown).toMatchObject({ code: 422, body: { status: 'VOUCHER_NOT_EXISTS' } });
  });

  it('refuses to receive a voucher that is not handed out, and removes only the customer’s own copy', async () => {
    const amy = await customer();
    const bob = await customer();
    for (const voucherId of ['color-90', 'no-such']) {
      const res = await send('POST', '/bookings/vouchers', { voucherId }, amy.headers);
      expect(res).toMatchObject({ code: 422, body: { status: 'VOUCHER_NOT_EXISTS' } });
    }
    const copy = (await send('POST', '/bookings/vouchers', { voucherId: 'new-friend-100' }, amy.headers)).body.data;
    const byBob = await send(
      'DELETE',
      '/bookings/vouchers',
      { customerVoucherId: copy.customerVoucherId },
      bob.headers,
    );
    expect(byBob.body.status).toBe('VOUCHER_NOT_EXISTS');
    const removed = await send(
      'DELETE',
      '/bookings/vouchers',
      { customerVoucherId: copy.customerVoucherId },
      amy.headers,
    );
    expect(removed.code).toBe(200);
    expect((await get('/bookings/vouchers', amy.headers)).body.data.result).toEqual([]);
    const twice = await send(
      'DELETE',
      '/bookings/vouchers',
      { customerVoucherId: copy.customerVoucherId },
      amy.headers,
    );
    expect(twice.body.status).toBe('VOUCHER_NOT_EXISTS');
  });

  it('30 customers racing for a voucher limited to 10: exactly 10 get one; one customer clicking 10 times gets one', async () => {
    const { storeId: raceId } = await seedDemoCopy(t.database.db, 'voucher-race', (file) => {
      file.vouchers = [
        { id: 'ten', name: '限量 10 張', discountType: 'Amount', discountValue: 50, receivable: true, totalLimit: 10 },
      ];
    });
    const racers = await Promise.all(
      Array.from({ length: 30 }, () => signedInCustomer(t.database.db, raceId, TEST_NOW)),
    );
    const results = await Promise.all(
      racers.map((r) => send('POST', '/bookings/vouchers', { voucherId: 'ten' }, r.headers, 'voucher-race')),
    );
    expect(results.filter((r) => r.code === 200)).toHaveLength(10);
    for (const r of results.filter((r) => r.code !== 200)) expect(r.body.status).toBe('VOUCHER_NOT_ENOUGH');
    const [template] = await t.database.db.select().from(voucherTemplates).where(eq(voucherTemplates.storeId, raceId));
    expect(template!.issued).toBe(10);

    const { storeId: onceId } = await seedDemoCopy(t.database.db, 'voucher-once');
    const eager = await signedInCustomer(t.database.db, onceId, TEST_NOW);
    const clicks = await Promise.all(
      Array.from({ length: 10 }, () =>
        send('POST', '/bookings/vouchers', { voucherId: 'new-friend-100' }, eager.headers, 'voucher-once'),
      ),
    );
    expect(clicks.filter((r) => r.code === 200)).toHaveLength(1);
  });

  it('value cards: balance, masked number and status; only a card that can no longer pay may be hidden', async () => {
    const demo = await demoCustomer();
    const [card] = (await get('/customer/customerValueCards', demo.headers)).body.data as Json[];
    expect(card).toMatchObject({ name: '青禾儲值卡', balance: 3000, cardNo: '•••• 1234', status: 'Active' });
    const active = await send('DELETE', '/customer/customerValueCard', { customerValueCardId: card!.id }, demo.headers);
    expect(active).toMatchObject({
      code: 409,
      body: { status: 'VALUE_CARD_STILL_ACTIVE', data: { status: 'Active' } },
    });

    const amy = await customer();
    const expired = await issueValueCard(
      t.database.db,
      {
        storeId,
        customerId: amy.customer.id,
        cardNo: '7700005678',
        name: '舊儲值卡',
        expiresAt: new Date((TEST_NOW - DAY) * 1000),
        createdAt: new Date((TEST_NOW - 400 * DAY) * 1000),
      },
      120,
    );
    const listed = (await get('/customer/customerValueCards', amy.headers)).body.data as Json[];
    expect(listed).toEqual([expect.objectContaining({ id: expired!.id, status: 'Expired', balance: 120 })]);
    const byOther = await send(
      'DELETE',
      '/customer/customerValueCard',
      { customerValueCardId: expired!.id },
      demo.headers,
    );
    expect(byOther).toMatchObject({ code: 422, body: { status: 'CUSTOMER_VALUE_CARD_NOT_FOUND' } });
    const hidden = await send(
      'DELETE',
      '/customer/customerValueCard',
      { customerValueCardId: expired!.id },
      amy.headers,
    );
    expect(hidden.code).toBe(200);
    expect((await get('/customer/customerValueCards', amy.headers)).body.data).toEqual([]);
  });

  it('service tickets carry the spec status: Active, Expired (During, ended), Disabled', async () => {
    const demo = await demoCustomer();
    const [ticket] = (await get('/customer/customerServiceTickets', demo.headers)).body.data as Json[];
    expect(ticket).toMatchObject({
      productId: 'care-treatment',
      usesLeft: 3,
      totalUses: 5,
      status: 'Active',
      serviceTicketInfo: { deadlineType: 'During' },
    });
    const amy = await customer();
    const base = { storeId, customerId: amy.customer.id, productId: 'cut-wash', totalUses: 3, usesLeft: 1 };
    await t.database.db.insert(serviceTickets).values([
      {
        ...base,
        name: '已過期',
        deadlineType: 'During',
        endTime: new Date(TEST_NOW * 1000),
        createdAt: new Date(1000),
      },
      { ...base, name: '已停用', deadlineType: 'Unlimited', disabled: true, createdAt: new Date(2000) },
      { ...base, name: '無期限', deadlineType: 'Unlimited', createdAt: new Date(3000) },
    ]);
    const tickets = (await get('/customer/customerServiceTickets', amy.headers)).body.data as Json[];
    expect(tickets.map((x) => [x.name, x.status])).toEqual([
      ['已過期', 'Expired'],
      ['已停用', 'Disabled'],
      ['無期限', 'Active'],
    ]);
  });

  it("GET /customer carries the customer's wallet: value cards, service tickets and the vouchers held", async () => {
    const demo = await demoCustomer();
    const profile = (await get('/customer', demo.headers)).body.data;
    expect(profile.valueCard).toEqual([expect.objectContaining({ balance: 3000, status: 'Active' })]);
    expect(profile.serviceTickets).toEqual([expect.objectContaining({ usesLeft: 3, status: 'Active' })]);
    expect((profile.vouchers as Json[]).map((v) => v.voucherId)).toEqual(['color-90', 'welcome-200']);
  });
});
