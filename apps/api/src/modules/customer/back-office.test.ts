import { auditPage, customerSearchResult, serviceMenu, staffCustomer, staffCustomerDetail } from '@salon/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type StaffClient, signedInStaff } from '#api/modules/staff/test-support';
import { createTestApp, TEST_NOW, type TestApp } from '#test/app';
import { describeEachDatabase } from '#test/db';
import { seedStore, signedInCustomer } from '#test/fixtures';
import { bookingBody, call, FRI, type Json, THU } from '../bookings/test-support';
import { orderBody } from '../retail/test-support';

describeEachDatabase('the back office: customers, settings, prices and the audit log', (kind) => {
  let t: TestApp;
  let storeId: string;
  let owner: StaffClient;
  let manager: StaffClient;
  beforeAll(async () => {
    t = await createTestApp(kind);
    storeId = (await seedStore(t.database.db)).storeId;
    owner = (await signedInStaff(t, storeId, 'owner', { name: '店主' })).client;
    manager = (await signedInStaff(t, storeId, 'manager')).client;
  });
  afterAll(() => t.close());

  const audit = async (query = '') => auditPage.parse((await owner.get(`audit?${query}`)).body.data).entries;

  it('finds customers by part of a name or of a phone as typed', async () => {
    const mei = await signedInCustomer(t.database.db, storeId, TEST_NOW, { lastName: '林美玲' });
    const found = async (q: string) =>
      customerSearchResult
        .parse((await manager.get(`customers?q=${encodeURIComponent(q)}`)).body.data)
        .customers.map((c) => c.id);
    expect(await found('美玲')).toEqual([mei.customer.id]);
    const local = `0${mei.customer.phoneE164!.slice(4)}`; // +886912… → 0912…
    expect(await found(local.slice(0, 6))).toContain(mei.customer.id);
    expect(await found(`${local.slice(0, 4)} ${local.slice(4, 7)}`)).toContain(mei.customer.id);
    expect(await found('不存在的人')).toEqual([]);
    // One character of a Chinese name, and four digits of the phone (its last four).
    expect(await found('林')).toContain(mei.customer.id);
    expect(await found(mei.customer.phoneE164!.slice(-4))).toContain(mei.customer.id);
  });

  it("a customer's detail lists their bookings, pickup orders, records and forms", async () => {
    const c = await signedInCustomer(t.database.db, storeId, TEST_NOW, { lastName: '詳情測試' });
    const asCustomer = (url: string, payload: Json) => call(t.app, 'POST', url, { payload, headers: c.headers });
    const booked = await asCustomer(
      '/api/bookings?code=demo',
      bookingBody([{ productId: 'color-single', userId: null, subItemId: 'short' }], FRI(12)),
    );
    expect(booked.code, JSON.stringify(booked.body)).toBe(200);
    const ordered = await asCustomer(
      '/api/bookings/pickupOrders?code=demo',
      orderBody([{ productId: 'shampoo', quantity: 2 }]),
    );
    expect(ordered.code, JSON.stringify(ordered.body)).toBe(200);
    const detail = staffCustomerDetail.parse((await manager.get(`customers/${c.customer.id}`)).body.data);
    expect(detail.bookings.map((b) => b.id)).toEqual([booked.body.data.bookingId]);
    // The history says what was done and by whom, not only when and how much.
    expect(detail.bookings[0]?.services).toEqual([expect.stringMatching(/^單色染髮（.+）$/)]);
    expect(detail.bookings[0]?.designers).toHaveLength(1);
    expect(detail.bookings[0]?.designers[0]).toMatch(/\S/);
    expect(detail.pickupOrders).toHaveLength(1);
    expect(detail.pickupOrders[0]).toMatchObject({ status: 'Placed', createdAt: TEST_NOW });
    expect(detail.records.map((r) => r.kind).sort()).toEqual(['Booking', 'PickupOrder']);
    expect(detail.records.find((r) => r.kind === 'PickupOrder')?.title).toContain('× 2');
    expect(detail.forms).toEqual([
      expect.objectContaining({
        title: '燙染同意書',
        status: 'Pending',
        bookingId: booked.body.data.bookingId,
        submittedAt: null,
      }),
    ]);
    // Another customer's detail holds none of it.
    const other = await signedInCustomer(t.database.db, storeId, TEST_NOW);
    const empty = staffCustomerDetail.parse((await owner.get(`customers/${other.customer.id}`)).body.data);
    expect([empty.bookings, empty.pickupOrders, empty.records, empty.forms]).toEqual([[], [], [], []]);
  });

  it("a blocked customer's booking, checkout and pickup order answer INVALID_CUSTOMER; unblocked, they book again; the log has both", async () => {
    const c = await signedInCustomer(t.database.db, storeId, TEST_NOW);
    const block = await manager.post(`customers/${c.customer.id}/block`, { blocked: true, reason: '多次未到' });
    expect(staffCustomer.parse(block.body.data)).toMatchObject({ blocked: true, blockReason: '多次未到' });
    const cart = bookingBody([{ productId: 'cut-wash', userId: 'amber' }], THU(15));
    const asCustomer = (url: string, payload: Json) => call(t.app, 'POST', url, { payload, headers: c.headers });
    for (const [url, payload, text] of [
      ['/api/bookings?code=demo', cart, '請聯繫店家協助預約'],
      ['/api/bookings/checkout?code=demo', cart, '請聯繫店家協助預約'],
      [
        '/api/bookings/pickupOrders?code=demo',
        orderBody([{ productId: 'shampoo', quantity: 1 }]),
        '請聯繫店家協助訂購',
      ],
    ] as const) {
      const res = await asCustomer(url, payload);
      expect([url, res.code, res.body.status, res.body.message]).toEqual([url, 403, 'INVALID_CUSTOMER', text]);
    }
    expect((await manager.post(`customers/${c.customer.id}/block`, { blocked: false })).code).toBe(200);
    expect((await asCustomer('/api/bookings?code=demo', cart)).code).toBe(200);
    const entries = await audit(`entityId=${c.customer.id}`);
    expect(entries.map((e) => [e.operation, (e.before as Json).blocked, (e.after as Json).blocked])).toEqual([
      ['staffBlockCustomer', true, false],
      ['staffBlockCustomer', false, true],
    ]);
    expect(entries[1]).toMatchObject({ entity: 'customer', staff: { name: 'manager' } });
    // The log cannot be rewritten or erased.
    const rewrite = t.database.db.execute(sql`UPDATE audit_log SET operation = 'nothing'`);
    await expect(rewrite).rejects.toMatchObject({ cause: { message: 'audit_log is append-only' } });
    await expect(t.database.db.execute(sql`DELETE FROM audit_log`)).rejects.toThrow();
  });

  it('caps checkouts per customer per hour; ten at once with a cap of 3: three pass', async () => {
    const set = await owner.put('settings', { checkoutAttemptsPerHour: 3 });
    expect(set.body.data).toMatchObject({ checkoutAttemptsPerHour: 3 });
    const c = await signedInCustomer(t.database.db, storeId, TEST_NOW);
    const cart = bookingBody([{ productId: 'cut-wash', userId: 'kevin' }], THU(16));
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        call(t.app, 'POST', '/api/bookings/checkout?code=demo', { payload: cart, headers: c.headers }),
      ),
    );
    expect(answers.filter((a) => a.code === 200)).toHaveLength(3);
    expect(answers.filter((a) => a.code !== 200).map((a) => [a.code, a.body.status])).toEqual(
      Array(7).fill([429, 'TOO_MANY_CHECKOUT_ATTEMPTS']),
    );
    t.clock.set(TEST_NOW + 3601);
    expect(
      (await call(t.app, 'POST', '/api/bookings/checkout?code=demo', { payload: cart, headers: c.headers })).code,
    ).toBe(200);
    t.clock.set(TEST_NOW);
    expect((await owner.put('settings', { checkoutAttemptsPerHour: 0 })).body.data.checkoutAttemptsPerHour).toBe(0);
    const bad = await owner.put('settings', { checkoutAttemptsPerHour: -1, confirmEachBooking: 'yes' });
    expect(bad.body).toMatchObject({
      status: 'VALIDATION_FAILED',
      data: { fields: { checkoutAttemptsPerHour: expect.any(String), confirmEachBooking: expect.any(String) } },
    });
    expect((await owner.get('settings')).body.data.checkoutAttemptsPerHour).toBe(0);
  });

  it("a price change shows on the customer's menu at once; bad fields are named and nothing changes", async () => {
    const menuPrice = async () =>
      serviceMenu
        .parse((await call(t.app, 'GET', '/api/bookings/menu/service?code=demo')).body.data)
        .products.find((p) => p.id === 'cut-wash')!.price;
    const was = await menuPrice();
    const res = await owner.patch('products/cut-wash', { price: was + 100 });
    expect(res.code, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ id: 'cut-wash', price: was + 100 });
    expect(await menuPrice()).toBe(was + 100);
    const bad = await owner.patch('products/cut-wash', { price: -5, duration: 0, colour: 'red' });
    expect(bad.body.status).toBe('VALIDATION_FAILED');
    expect(await menuPrice()).toBe(was + 100);
    expect((await owner.patch('products/nothing', { price: 1 })).body.status).toBe('PRODUCT_NOT_EXISTS');
    expect((await manager.patch('products/cut-wash', { price: 1 })).body.status).toBe('FORBIDDEN');
    const [entry] = await audit('operation=staffUpdateProduct');
    expect(entry).toMatchObject({ entityId: 'cut-wash', before: { price: was }, after: { price: was + 100 } });
  });

  it("a price change racing customers' bookings: each booking carries one price, the old or the new, throughout", async () => {
    const starts = [11, 12, 13, 15, 16, 17, 18].map((h) => FRI(h));
    const customers = await Promise.all(starts.map(() => signedInCustomer(t.database.db, storeId, TEST_NOW)));
    const menu = serviceMenu.parse((await call(t.app, 'GET', '/api/bookings/menu/service?code=demo')).body.data);
    const was = menu.products.find((p) => p.id === 'care-treatment')!.price;
    const [change, ...made] = await Promise.all([
      owner.patch('products/care-treatment', { price: was + 250 }),
      ...starts.map((start, i) =>
        call(t.app, 'POST', '/api/bookings?code=demo', {
          payload: bookingBody([{ productId: 'care-treatment', userId: 'mia' }], start),
          headers: customers[i]!.headers,
        }),
      ),
    ]);
    expect(change!.code).toBe(200);
    for (const [i, res] of made.entries()) {
      expect(res.code, JSON.stringify(res.body)).toBe(200);
      const page = await call(t.app, 'GET', `/api/bookings/${res.body.data.bookingId}?code=demo`, {
        headers: customers[i]!.headers,
      });
      const { total, events } = page.body.data as { total: number; events: { price: number }[] };
      expect([was, was + 250]).toContain(total);
      expect(events.map((e) => e.price)).toEqual([total]);
    }
  });
});
