import { auditPage, serviceMenu } from '@salon/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { auditLog } from '#api/db/schema/index';
import { signInStaff, staffMember } from '#api/modules/staff/test-support';
import { createTestApp, TEST_NOW, type TestApp } from '#test/app';
import { describeEachDatabase } from '#test/db';
import { seedStore, signedInCustomer } from '#test/fixtures';
import { call, type Json, THU } from '../bookings/test-support';

/**
 * The audit log is written by the use cases (recordChange), in their transactions: each staff
 * change is listed by GET /staff/audit with its operation, record, member, before and after; a
 * refused change writes nothing, and a change whose entry cannot be written does not happen.
 */
describeEachDatabase('the audit log, written by the use cases', (kind) => {
  let t: TestApp;
  let storeId: string;
  let owner: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    storeId = (await seedStore(t.database.db)).storeId;
    owner = (await signInStaff(t, 'demo', await staffMember(t.database.db, storeId, 'owner', { name: '稽核店主' })))
      .headers;
  });
  afterAll(() => t.close());

  let keys = 0;
  const staff = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', path: string, payload?: Json) =>
    t.app
      .inject({
        method,
        url: `/api/staff/${path}${path.includes('?') ? '&' : '?'}code=demo`,
        payload: payload as Record<string, unknown> | undefined,
        headers: { ...owner, ...(method === 'POST' ? { 'idempotency-key': `audit-${kind}-${++keys}` } : {}) },
      })
      .then((res) => ({ code: res.statusCode, body: res.json() as Json }));
  const ok = async (res: Promise<{ code: number; body: Json }>) => {
    const done = await res;
    expect(done.code, JSON.stringify(done.body)).toBe(200);
    return done.body.data;
  };
  const audit = async (query: string) => auditPage.parse((await ok(staff('GET', `audit?${query}`))) as Json).entries;
  const entryOf = async (operation: string, entityId: string) => {
    const found = (await audit(`operation=${operation}&entityId=${entityId}`)).filter((e) => e.operation === operation);
    expect(found, `${operation} ${entityId}`).toHaveLength(1);
    return found[0]!;
  };
  const by = { staff: { name: '稽核店主' }, at: TEST_NOW };

  it('lists each kind of staff change with its operation, record, member, before and after', async () => {
    // A menu edit, with what it replaced.
    const menu = serviceMenu.parse((await call(t.app, 'GET', '/api/bookings/menu/service?code=demo')).body.data);
    const was = menu.products.find((p) => p.id === 'cut-wash')!.price;
    const product = await ok(staff('PATCH', 'products/cut-wash', { price: was + 100 }));
    expect(await entryOf('staffUpdateProduct', 'cut-wash')).toMatchObject({
      ...by,
      entity: 'product',
      before: { price: was },
      after: { id: 'cut-wash', price: was + 100 },
    });
    expect(product).toMatchObject({ price: was + 100 });

    // A customer's notes.
    const amy = await signedInCustomer(t.database.db, storeId, TEST_NOW, { lastName: '稽核小美' });
    await ok(staff('PUT', `customers/${amy.customer.id}/notes`, { staffNotes: '喜歡安靜' }));
    expect(await entryOf('staffCustomerNotes', amy.customer.id)).toMatchObject({
      ...by,
      entity: 'customer',
      before: { staffNotes: '' },
      after: { staffNotes: '喜歡安靜' },
    });

    // A team member's change.
    await ok(staff('PUT', 'designers/kevin', { title: '總監' }));
    expect(await entryOf('staffUpdateDesigner', 'kevin')).toMatchObject({
      ...by,
      entity: 'designer',
      before: { id: 'kevin' },
      after: { id: 'kevin', title: '總監' },
    });

    // A value card sold, then topped up (the card as it was, and as it is).
    const card = (await ok(
      staff('POST', `customers/${amy.customer.id}/value-cards`, { name: '稽核卡', amount: 1000, method: 'Cash' }),
    )) as Json;
    expect(await entryOf('staffSellValueCard', amy.customer.id)).toMatchObject({
      ...by,
      entity: 'customer',
      before: null,
      after: { id: card.id, balance: 1000 },
    });
    await ok(staff('POST', `value-cards/${card.id}/top-up`, { amount: 500, method: 'Cash' }));
    expect(await entryOf('staffTopUpValueCard', card.id)).toMatchObject({
      ...by,
      entity: 'valueCard',
      before: { balance: 1000 },
      after: { balance: 1500 },
    });

    // A staff booking, its status moved, and its checkout at the counter.
    const created = (await ok(
      staff('POST', 'bookings', {
        events: [{ productId: 'cut-wash', userId: 'mia' }],
        startTime: THU(11),
        customerCount: 1,
        customer: { walkIn: true, name: '稽核現場客' },
      }),
    )) as Json;
    const bookingId = created.bookingId as string;
    expect(await entryOf('staffCreateBooking', bookingId)).toMatchObject({
      ...by,
      entity: 'booking',
      after: { bookingId, status: created.status },
    });
    await ok(staff('POST', 'bookings/status', { bookingId, action: 'arrive' }));
    expect(await entryOf('staffBookingStatus', bookingId)).toMatchObject({
      ...by,
      entity: 'booking',
      before: { status: created.status },
      after: { id: bookingId, status: 'Arrived' },
    });
    const receipt = (await ok(staff('POST', 'bookings/checkout', { bookingId, retail: [], method: 'Cash' }))) as Json;
    expect(await entryOf('staffCheckout', bookingId)).toMatchObject({
      ...by,
      entity: 'booking',
      before: { status: 'Arrived' },
      after: { bookingId: receipt.bookingId },
    });
  });

  it('a refused change writes no entry; a change whose entry fails is rolled back with it', async () => {
    const count = () => t.database.db.$count(auditLog);
    const was = await count();
    expect((await staff('PATCH', 'products/nothing', { price: 1 })).body.status).toBe('PRODUCT_NOT_EXISTS');
    const stock = await staff('POST', 'retail-items/shampoo/stock', { delta: -100000, reason: '盤點' });
    expect(stock.code).toBeGreaterThanOrEqual(400);
    expect(stock.code).toBeLessThan(500);
    expect(await count()).toBe(was);

    // The entry cannot be written (a check the test adds on this customer's entries): the notes do not change either.
    const ben = await signedInCustomer(t.database.db, storeId, TEST_NOW, { lastName: '稽核小華' });
    const notesWere = ((await ok(staff('GET', `customers/${ben.customer.id}`))) as Json).staffNotes;
    await t.database.db.execute(
      sql.raw(`ALTER TABLE audit_log ADD CONSTRAINT audit_test_refuses CHECK (entity_id <> '${ben.customer.id}')`),
    );
    try {
      const failed = await staff('PUT', `customers/${ben.customer.id}/notes`, { staffNotes: '不該留下' });
      expect(failed.code).toBe(500);
    } finally {
      await t.database.db.execute(sql`ALTER TABLE audit_log DROP CONSTRAINT audit_test_refuses`);
    }
    const detail = (await ok(staff('GET', `customers/${ben.customer.id}`))) as Json;
    expect(detail.staffNotes).toBe(notesWere);
    expect(await count()).toBe(was);
  });
});
