import { bookingDetail } from '@salon/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bookingEvents, bookingStatusHistory, bookings } from '#api/db/schema/index';
import { createTestApp, TEST_NOW, type TestApp } from '#test/app';
import { describeEachDatabase } from '#test/db';
import { seedStore, signedInCustomer } from '#test/fixtures';
import { databaseError } from './errors';
import { bookingBody, call, FRI, type Json, SAT, THU, taipei, WED, type WireEvent } from './test-support';

describeEachDatabase('bookings: create and read', (kind) => {
  let t: TestApp;
  let storeId: string;
  let customer: { customer: { id: string }; headers: Record<string, string> };
  beforeAll(async () => {
    t = await createTestApp(kind);
    storeId = (await seedStore(t.database.db)).storeId;
    customer = await signedInCustomer(t.database.db, storeId, TEST_NOW, { gender: 'Female' });
  });
  afterAll(() => t.close());
  beforeEach(() => t.clock.set(TEST_NOW));

  const cut = (userId: string | null): WireEvent => ({ productId: 'cut-wash', userId });
  const create = (
    body: Json,
    headers: Record<string, string> = customer.headers,
    extraHeaders: Record<string, string> = {},
  ) => call(t.app, 'POST', '/api/bookings?code=demo', { payload: body, headers: { ...headers, ...extraHeaders } });
  const detail = (id: string, headers: Record<string, string> = {}) =>
    call(t.app, 'GET', `/api/bookings/${id}?code=demo`, { headers });
  const db = () => t.database.db;

  describe('POST /bookings', () => {
    it('books the cart: Confirmed, an unguessable id, providers assigned, time held, history kept', async () => {
      const { code, body } = await create(
        bookingBody([cut('amber'), { productId: 'care-treatment', userId: null }], WED(11), {
          customerNotes: '  第一次來  ',
        }),
      );
      expect(code).toBe(200);
      expect(body.status).toBe('SUCCESS');
      expect(body.data.status).toBe('Confirmed');
      expect(body.data.bookingId).toMatch(/^[A-Za-z0-9_-]{22}$/);

      // Read by its customer: her note is hers (the link alone reads it empty, forms/privacy.test.ts).
      const read = await detail(body.data.bookingId, customer.headers);
      expect(read.code).toBe(200);
      const data = bookingDetail.parse(read.body.data);
      expect(data).toMatchObject({
        id: body.data.bookingId,
        status: 'Confirmed',
        startTime: WED(11),
        endTime: WED(13),
        customerCount: 1,
        customerNotes: '第一次來',
        paymentMethod: 'Cash',
        total: 1200 + 1500,
        deposit: { amount: 0, paid: 0, status: 'NotRequired' },
        canReschedule: true,
        // Nothing prepaid: cancelling is free until the start, whatever the tiers say about refunds.
        refund: { allowed: true, refund: 0, refundText: '預約開始前可免費取消' },
      });
      expect(data.events).toHaveLength(2);
      expect(data.events[0]).toEqual({
        customerIndex: 0,
        eventIndex: 0,
        productId: 'cut-wash',
        productName: '洗剪吹',
        productNameEn: 'Wash, cut and blow-dry',
        subItemId: null,
        subItemName: null,
        subItemNameEn: null,
        userId: 'amber',
        realUserId: 'amber',
        realUserName: 'Amber 店長',
        startTime: WED(11),
        endTime: WED(12),
        price: 1200,
        duration: 60,
      });
      expect(data.events[1]).toMatchObject({ userId: null, startTime: WED(12), endTime: WED(13), price: 1500 });
      expect(data.events[1]!.realUserId).toEqual(expect.any(String));

      const history = await db()
        .select()
        .from(bookingStatusHistory)
        .where(eq(bookingStatusHistory.bookingId, body.data.bookingId));
      expect(history.map((h) => [h.fromStatus, h.toStatus])).toEqual([
        [null, 'New'],
        ['New', 'Confirmed'],
      ]);
    });

    it('keeps sub-item names and prices', async () => {
      const { body } = await create(
        bookingBody([{ productId: 'color-single', userId: 'amber', subItemId: 'long' }], FRI(11)),
      );
      const read = await detail(body.data.bookingId);
      expect(read.body.data.events[0]).toMatchObject({ subItemId: 'long', subItemName: '長髮', duration: 180 });
      expect(read.body.data.total).toBe(read.body.data.events[0].price); // the engine's price for amber's 長髮
    });

    it('answers INVALID_OPERATIONS with per-event NO_PROVIDERS when the designer is taken', async () => {
      const { code, body } = await create(bookingBody([cut('amber')], WED(11, 30)));
      expect(code).toBe(409);
      expect(body.status).toBe('INVALID_OPERATIONS');
      expect(body.message).toBe('此時段已不再提供預約，請選擇其他時段');
      expect(body.data.events).toEqual([{ eventIndex: 0, productId: 'cut-wash', status: 'NO_PROVIDERS' }]);
    });

    it('answers 400 unless the customer agrees, and for a missing payment method', async () => {
      const disagree = await create(bookingBody([cut(null)], THU(11), { isAgree: false }));
      expect(disagree.code).toBe(400);
      expect(disagree.body.data.fields).toHaveProperty('isAgree');
      const { paymentMethod: _, ...noMethod } = bookingBody([cut(null)], THU(11));
      const missing = await create(noMethod);
      expect(missing.code).toBe(400);
      expect(missing.body.data.fields).toHaveProperty('paymentMethod');
    });

    it('answers PAYMENT_UNAVAILABLE for a method the store does not offer, and asks a ValueCard payment for its card', async () => {
      const { code, body } = await create(bookingBody([cut(null)], THU(11), { paymentMethod: 'Custom' }));
      expect(code).toBe(422);
      expect(body).toMatchObject({
        status: 'PAYMENT_UNAVAILABLE',
        message: '此付款方式目前無法使用，請選擇其他付款方式',
      });
      const noCard = await create(bookingBody([cut(null)], THU(11), { paymentMethod: 'ValueCard' }));
      expect(noCard).toMatchObject({ code: 422, body: { status: 'CUSTOMER_VALUE_CARD_NOT_FOUND' } });
    });

    it('answers 401 without a sign-in', async () => {
      const { code, body } = await create(bookingBody([cut(null)], THU(11)), {});
      expect(code).toBe(401);
      expect(body.status).toBe('UNAUTHORIZED');
    });

    it('answers EVENTS_CHECK_FAILED and PRODUCT_NOT_EXISTS with per-event results', async () => {
      const gender = await create(bookingBody([{ productId: 'cut-men', userId: null }, cut('amber')], THU(11)));
      expect(gender.code).toBe(422);
      expect(gender.body.status).toBe('EVENTS_CHECK_FAILED');
      expect(gender.body.data.events.map((e: Json) => e.status)).toEqual(['GENDER_NOT_MATCH', 'SUCCESS']);
      const provider = await create(bookingBody([cut('yuna')], THU(11)));
      expect(provider.body.status).toBe('EVENTS_CHECK_FAILED');
      expect(provider.body.data.events[0].status).toBe('PRODUCT_PROVIDER_NOT_EXISTS');
      const gone = await create(bookingBody([{ productId: 'gone', userId: null }], THU(11)));
      expect(gone.code).toBe(422);
      expect(gone.body.status).toBe('PRODUCT_NOT_EXISTS');
    });

    it('answers INVALID_BOOKING_AMOUNT, INVALID_BOOKING_START_TIME and INVALID_OPERATIONS', async () => {
      const expensive = await create(
        bookingBody([{ productId: 'color-bleach', userId: null }], SAT(10), { customerCount: 3 }), // 3 × ≥ 4,800
      );
      expect(expensive.body.status).toBe('INVALID_BOOKING_AMOUNT');
      const far = await create(bookingBody([cut(null)], taipei(2026, 12, 26, 11)));
      expect(far.body.status).toBe('INVALID_BOOKING_START_TIME');
      const soon = await create(bookingBody([cut(null)], taipei(2026, 11, 24, 10, 30)));
      expect(soon.body.status).toBe('INVALID_OPERATIONS');
      const count = await create(bookingBody([cut(null)], THU(11), { customerCount: 4 }));
      expect(count.code).toBe(400);
      expect(
        await db()
          .select()
          .from(bookings)
          .where(eq(bookings.startTime, new Date(THU(11) * 1000))),
      ).toEqual([]);
    });

    it('with an idempotency key, a repeat returns the first booking and another request with it is a duplicate', async () => {
      const body = bookingBody([cut('leo')], THU(12));
      const first = await create(body, customer.headers, { 'idempotency-key': 'key-1' });
      const again = await create(body, customer.headers, { 'idempotency-key': 'key-1' });
      expect(first.code).toBe(200);
      expect(again.code).toBe(200);
      expect(again.body.data).toEqual(first.body.data);
      const rows = await db().select().from(bookings).where(eq(bookings.idempotencyKey, 'key-1'));
      expect(rows).toHaveLength(1);
      const other = await create(bookingBody([cut('leo')], THU(15)), customer.headers, { 'idempotency-key': 'key-1' });
      expect(other.code).toBe(409);
      expect(other.body).toMatchObject({ status: 'DUPLICATED_KEY', message: '預約已送出，請勿重複送出' });
      // Keys are per customer: another customer's same key is their own.
      const someone = await signedInCustomer(db(), storeId, TEST_NOW);
      const theirs = await create(bookingBody([cut('leo')], THU(15)), someone.headers, { 'idempotency-key': 'key-1' });
      expect(theirs.code).toBe(200);
    });
  });

  describe('GET /bookings and GET /bookings/{bookingId}', () => {
    it('lists only my bookings, newest start first, filterable by status', async () => {
      const other = await signedInCustomer(db(), storeId, TEST_NOW);
      await create(bookingBody([cut('mia')], FRI(16)), other.headers);
      const mine = await call(t.app, 'GET', '/api/bookings?code=demo', { headers: customer.headers });
      expect(mine.code).toBe(200);
      const starts = mine.body.data.map((b: Json) => b.startTime);
      expect(starts).toEqual([...starts].sort((a, b) => b - a));
      expect(starts).not.toContain(FRI(16));
      expect(mine.body.data.every((b: Json) => bookingDetail.safeParse(b).success)).toBe(true);
      const confirmed = await call(t.app, 'GET', '/api/bookings?code=demo&status=Confirmed', {
        headers: customer.headers,
      });
      expect(confirmed.body.data.length).toBe(mine.body.data.length);
      const cancelled = await call(t.app, 'GET', '/api/bookings?code=demo&status=Cancelled', {
        headers: customer.headers,
      });
      expect(cancelled.body.data).toEqual([]);
    });

    it('answers 401 without sign-in and 400 for an unknown status', async () => {
      expect((await call(t.app, 'GET', '/api/bookings?code=demo')).code).toBe(401);
      const bad = await call(t.app, 'GET', '/api/bookings?code=demo&status=Sleeping', { headers: customer.headers });
      expect(bad.code).toBe(400);
    });

    it('answers BOOKING_NOT_FOUND for an unknown id or another store', async () => {
      const unknown = await detail('AAAAAAAAAAAAAAAAAAAAAA');
      expect(unknown.code).toBe(404);
      expect(unknown.body).toMatchObject({ status: 'BOOKING_NOT_FOUND', message: '找不到這筆預約' });
      const file = (await import('#test/fixtures')).demoStoreFile();
      file.store.code = 'elsewhere';
      await seedStore(db(), file);
      const { body } = await call(t.app, 'GET', '/api/bookings?code=demo', { headers: customer.headers });
      const id = body.data[0].id;
      expect((await call(t.app, 'GET', `/api/bookings/${id}?code=elsewhere`)).code).toBe(404);
    });
  });

  describe('GET /bookings/userNotes', () => {
    it("gives the customer's earlier notes, newest first, each once", async () => {
      const someone = await signedInCustomer(db(), storeId, TEST_NOW);
      const notes = ['頭皮敏感', '請安排靠窗座位', '頭皮敏感', ''];
      for (const [i, customerNotes] of notes.entries()) {
        t.clock.set(TEST_NOW + i * 60);
        const res = await create(bookingBody([cut(null)], SAT(10 + i), { customerNotes }), someone.headers);
        expect(res.code).toBe(200);
      }
      const { code, body } = await call(t.app, 'GET', '/api/bookings/userNotes?code=demo', {
        headers: someone.headers,
      });
      expect(code).toBe(200);
      expect(body.data).toEqual(['頭皮敏感', '請安排靠窗座位']);
      expect((await call(t.app, 'GET', '/api/bookings/userNotes?code=demo')).code).toBe(401);
    });
  });

  describe('Expired', () => {
    it('turns a Pending booking past its start into Expired on read and releases its time', async () => {
      const { body } = await create(bookingBody([cut('kevin')], FRI(18)));
      const id = body.data.bookingId as string;
      // A store that confirms by hand leaves it Pending (the back-office sets this; auto-confirm is the default).
      await db().update(bookings).set({ status: 'Pending' }).where(eq(bookings.id, id));
      expect((await detail(id)).body.data.status).toBe('Pending');
      t.clock.set(FRI(18));
      const read = await detail(id);
      expect(read.body.data.status).toBe('Expired');
      expect(read.body.data.canReschedule).toBe(false);
      const events = await db().select().from(bookingEvents).where(eq(bookingEvents.bookingId, id));
      expect(events.every((e) => !e.active)).toBe(true);
      const history = await db().select().from(bookingStatusHistory).where(eq(bookingStatusHistory.bookingId, id));
      expect(history.at(-1)).toMatchObject({ fromStatus: 'Pending', toStatus: 'Expired', by: 'system' });
      const expired = await call(t.app, 'GET', '/api/bookings?code=demo&status=Expired', { headers: customer.headers });
      expect(expired.body.data.map((b: Json) => b.id)).toEqual([id]);
    });
  });

  describe('the exclusion constraint', () => {
    it('refuses two overlapping active rows of one provider, in the database itself', async () => {
      const [row] = await db()
        .select()
        .from(bookingEvents)
        .where(and(eq(bookingEvents.providerId, 'amber'), eq(bookingEvents.active, true)))
        .limit(1);
      const { during: _, ...copy } = row!;
      const overlapping = { ...copy, index: 99, startTime: new Date(row!.startTime.getTime() + 30 * 60_000) };
      const error = await db()
        .insert(bookingEvents)
        .values(overlapping)
        .then(() => null)
        .catch((e: unknown) => e);
      expect(databaseError(error)?.code).toBe('23P01');
      // The same row inactive (a cancelled booking) holds nothing.
      await db()
        .insert(bookingEvents)
        .values({ ...overlapping, active: false });
      await db().execute(sql`DELETE FROM booking_events WHERE index = 99`);
    });
  });
});
