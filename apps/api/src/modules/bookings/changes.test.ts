import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bookingEvents, bookingStatusHistory, bookings, stores } from '#api/db/schema/index';
import { createTestApp, TEST_NOW, type TestApp } from '#test/app';
import { describeEachDatabase } from '#test/db';
import { demoStoreFile, seedStore, signedInCustomer } from '#test/fixtures';
import { bookingBody, call, FRI, type Json, SAT, THU, WED, type WireEvent } from './test-support';

describeEachDatabase('bookings: reschedule and cancel', (kind) => {
  let t: TestApp;
  let storeId: string;
  let customer: { headers: Record<string, string> };
  let strictCustomer: { headers: Record<string, string> };
  beforeAll(async () => {
    t = await createTestApp(kind);
    storeId = (await seedStore(t.database.db)).storeId;
    customer = await signedInCustomer(t.database.db, storeId, TEST_NOW);
    const strict = demoStoreFile();
    strict.store.code = 'no-cancel';
    strict.store.cancelPolicy = 'None';
    const strictId = (await seedStore(t.database.db, strict)).storeId;
    strictCustomer = await signedInCustomer(t.database.db, strictId, TEST_NOW);
  });
  afterAll(() => t.close());
  beforeEach(() => t.clock.set(TEST_NOW));

  const cut = (userId: string | null): WireEvent => ({ productId: 'cut-wash', userId });
  const book = async (events: WireEvent[], startTime: number, code = 'demo', headers = customer.headers) => {
    const res = await call(t.app, 'POST', `/api/bookings?code=${code}`, {
      payload: bookingBody(events, startTime),
      headers,
    });
    expect(res.code).toBe(200);
    return res.body.data.bookingId as string;
  };
  /** The booking as its customer reads it (her note is hers: by the link alone it reads empty). */
  const detail = async (id: string, code = 'demo') =>
    (
      await call(t.app, 'GET', `/api/bookings/${id}?code=${code}`, {
        headers: code === 'demo' ? customer.headers : strictCustomer.headers,
      })
    ).body.data;
  /** Its customer moves or cancels it (the booking's customer alone may: issue 43.3). */
  const put = (payload: Json, code = 'demo', headers = code === 'demo' ? customer.headers : strictCustomer.headers) =>
    call(t.app, 'PUT', `/api/bookings?code=${code}`, { payload, headers });
  const cancel = (
    bookingId: string,
    code = 'demo',
    headers = code === 'demo' ? customer.headers : strictCustomer.headers,
  ) => call(t.app, 'DELETE', `/api/bookings?code=${code}`, { payload: { bookingId }, headers });
  const slots = async (userId: string, from: number) =>
    (
      await call(t.app, 'POST', '/api/bookings/duration?code=demo', {
        payload: { startTime: from, endTime: from + 86400, events: [cut(userId)], customerCount: 1, parallel: false },
      })
    ).body.data.slots as number[];

  it("counts the customer's bookings and what they spent on the profile (appointmentTimes, totalAmount)", async () => {
    const regular = await signedInCustomer(t.database.db, storeId, TEST_NOW);
    const kept = await book([cut('leo')], SAT(13), 'demo', regular.headers);
    const dropped = await book([cut('leo')], SAT(14), 'demo', regular.headers);
    expect((await cancel(dropped, 'demo', regular.headers)).code).toBe(200);
    const profile = async () =>
      (await call(t.app, 'GET', '/api/customer?code=demo', { headers: regular.headers })).body.data;
    expect(await profile()).toMatchObject({ appointmentTimes: 1, totalAmount: 0 });
    await t.database.db.update(bookings).set({ status: 'Completed' }).where(eq(bookings.id, kept));
    expect(await profile()).toMatchObject({ appointmentTimes: 1, totalAmount: 800 });
  });

  describe('PUT /bookings', () => {
    it('keeps the deposit terms the customer agreed to when the store changes them before a reschedule', async () => {
      const id = await book([cut('mia')], SAT(11));
      expect((await detail(id)).deposit.amount).toBe(0);
      await t.database.db
        .update(stores)
        .set({ depositRequired: true, depositValue: 300, depositScope: 'Partial' })
        .where(eq(stores.id, storeId));
      try {
        const moved = await put({ bookingId: id, startTime: SAT(11) + 1800 });
        expect(moved.body).toMatchObject({ status: 'SUCCESS' });
        expect((await detail(id)).deposit.amount).toBe(0);
      } finally {
        await t.database.db
          .update(stores)
          .set({ depositRequired: false, depositValue: 0, depositScope: 'All' })
          .where(eq(stores.id, storeId));
      }
    });

    it('a reschedule to its own time changes nothing: no history entry, so no "moved" message', async () => {
      const id = await book([cut('mia')], SAT(15));
      const entries = () => t.database.db.$count(bookingStatusHistory, eq(bookingStatusHistory.bookingId, id));
      const before = await entries();
      const same = await put({ bookingId: id, startTime: SAT(15) });
      expect(same.code).toBe(200);
      expect(same.body.data).toMatchObject({ bookingId: id });
      expect(await entries()).toBe(before);
      expect(await detail(id)).toMatchObject({ startTime: SAT(15) });
    });

    it('offers the booking its own time back when asked with excludeBookingId, so it can shift by half an hour', async () => {
      const id = await book([cut('mia')], WED(16));
      const dayOf = (extra: Json) =>
        call(t.app, 'POST', '/api/bookings/duration?code=demo', {
          payload: {
            startTime: WED(0),
            endTime: WED(0) + 86400,
            events: [cut('mia')],
            customerCount: 1,
            parallel: false,
            ...extra,
          },
        });
      const taken = (await dayOf({})).body.data.slots as number[];
      expect(taken).not.toContain(WED(16));
      expect(taken).not.toContain(WED(16) + 1800);
      const ownTimeFree = (await dayOf({ excludeBookingId: id })).body.data.slots as number[];
      expect(ownTimeFree).toEqual(expect.arrayContaining([WED(16), WED(16) + 1800]));
      const moved = await put({ bookingId: id, startTime: WED(16) + 1800 });
      expect(moved.code).toBe(200);
      expect(await detail(id)).toMatchObject({ startTime: WED(16) + 1800 });
    });

    it('moves a booking (no sign-in, by id): the old time is released and the new one held in one go', async () => {
      const id = await book([cut('leo')], THU(16));
      const { code, body } = await put({ bookingId: id, startTime: FRI(16) });
      expect(code).toBe(200);
      expect(body.data).toEqual({ bookingId: id, status: 'Confirmed' });
      const moved = await detail(id);
      expect(moved).toMatchObject({ startTime: FRI(16), endTime: FRI(17), status: 'Confirmed' });
      expect(moved.events[0]).toMatchObject({ realUserId: 'leo', startTime: FRI(16), endTime: FRI(17) });
      expect(await slots('leo', THU(0))).toContain(THU(16));
      expect(await slots('leo', FRI(0))).not.toContain(FRI(16));
      const history = await t.database.db
        .select()
        .from(bookingStatusHistory)
        .where(eq(bookingStatusHistory.bookingId, id));
      expect(history.at(-1)).toMatchObject({ reason: 'rescheduled', by: 'customer' });
    });

    it('moves it by a little, overlapping its own old time', async () => {
      const id = await book([cut('leo')], WED(11));
      const res = await put({ bookingId: id, startTime: WED(11, 30) });
      expect(res.code).toBe(200);
      expect((await detail(id)).startTime).toBe(WED(11, 30));
    });

    it('changes the cart with the time', async () => {
      const id = await book([cut('mia')], THU(11));
      const res = await put({
        bookingId: id,
        startTime: THU(15),
        events: [cut('mia'), { productId: 'care-treatment', userId: 'mia' }],
        customerNotes: '改成洗剪加護髮',
      });
      expect(res.code).toBe(200);
      const changed = await detail(id);
      expect(changed).toMatchObject({
        startTime: THU(15),
        endTime: THU(17),
        total: 800 + 1500,
        customerNotes: '改成洗剪加護髮',
      });
      expect(changed.events).toHaveLength(2);
    });

    it('keeps the booking as it was when the new time is taken (INVALID_OPERATIONS)', async () => {
      const id = await book([cut('kevin')], THU(11));
      await book([cut('kevin')], FRI(11));
      const res = await put({ bookingId: id, startTime: FRI(11) });
      expect(res.code).toBe(409);
      expect(res.body.status).toBe('INVALID_OPERATIONS');
      const kept = await detail(id);
      expect(kept.startTime).toBe(THU(11));
      expect(await slots('kevin', THU(0))).not.toContain(THU(11));
    });

    it('answers RESCHEDULE_NOT_ALLOWED under policy None or once started, UPDATE_FAILED when cancelled, 404 when unknown', async () => {
      const strictId = await book([cut('amber')], THU(12), 'no-cancel', strictCustomer.headers);
      const strict = await put({ bookingId: strictId, startTime: FRI(12) }, 'no-cancel');
      expect(strict.code).toBe(422);
      expect(strict.body).toMatchObject({
        status: 'RESCHEDULE_NOT_ALLOWED',
        message: '依店家取消政策，這筆預約無法改期',
      });

      const started = await book([cut('amber')], SAT(10));
      t.clock.set(SAT(10, 30));
      const late = await put({ bookingId: started, startTime: SAT(15) });
      expect(late.code).toBe(422);
      expect(late.body.status).toBe('RESCHEDULE_NOT_ALLOWED');
      t.clock.set(TEST_NOW);

      const gone = await book([cut('amber')], SAT(12));
      expect((await cancel(gone)).code).toBe(200);
      const afterCancel = await put({ bookingId: gone, startTime: SAT(15) });
      expect(afterCancel.code).toBe(409);
      expect(afterCancel.body).toMatchObject({ status: 'UPDATE_FAILED', message: '預約失敗，請稍後再試' });

      const unknown = await put({ bookingId: 'AAAAAAAAAAAAAAAAAAAAAA', startTime: SAT(15) });
      expect(unknown.code).toBe(404);
      expect(unknown.body.status).toBe('BOOKING_NOT_FOUND');
      expect((await put({ startTime: SAT(15) })).code).toBe(400);
    });
  });

  describe('DELETE /bookings', () => {
    it('cancels (its customer, by id) with the refund the policy gives, and releases the time', async () => {
      const id = await book([cut('amber')], FRI(12));
      const { code, body } = await cancel(id);
      expect(code).toBe(200);
      expect(body.data).toEqual({
        bookingId: id,
        status: 'Cancelled',
        refund: 0, // pay at store: nothing was paid
        refundText: '預約開始前可免費取消',
      });
      const events = await t.database.db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, id));
      expect(events.every((e) => !e.active)).toBe(true);
      const read = await detail(id);
      expect(read).toMatchObject({ status: 'Cancelled', canReschedule: false, refund: { allowed: false } });
      // The time is free: someone else books it.
      const other = await signedInCustomer(t.database.db, storeId, TEST_NOW);
      await book([{ productId: 'cut-wash', userId: events[0]!.providerId }], FRI(12), 'demo', other.headers);
      const again = await cancel(id);
      expect(again.code).toBe(409);
      expect(again.body).toMatchObject({ status: 'CANCEL_NOT_ALLOWED', message: '依店家取消政策，這筆預約無法取消' });
    });

    it('refunds what was paid by the tier current at the moment of cancelling', async () => {
      const paid = async (startTime: number) => {
        const id = await book([cut(null)], startTime);
        await t.database.db.update(bookings).set({ paidAmount: 1000 }).where(eq(bookings.id, id));
        return id;
      };
      const early = await paid(SAT(16));
      expect((await cancel(early)).body.data).toMatchObject({
        refund: 1000,
        refundText: '現在取消，將退款 $1,000',
      });

      const middle = await paid(SAT(17));
      t.clock.set(SAT(12)); // less than a day, more than 3 hours before
      expect((await detail(middle)).refund).toEqual({
        allowed: true,
        refund: 500,
        refundText: '現在取消，將退款 $500',
      });
      expect((await cancel(middle)).body.data).toMatchObject({ refund: 500 });

      const late = await paid(SAT(18));
      t.clock.set(SAT(16)); // within 3 hours
      expect((await cancel(late)).body.data).toMatchObject({ refund: 0, refundText: '現在取消，恕不退款' });
      const row = await t.database.db.select().from(bookings).where(eq(bookings.id, late));
      expect(row[0]!.refundAmount).toBe(0);
    });

    it('answers CANCEL_NOT_ALLOWED under policy None or once started, and 404 when unknown', async () => {
      const strictId = await book([cut('kevin')], SAT(12), 'no-cancel', strictCustomer.headers);
      const strictDetail = await detail(strictId, 'no-cancel');
      // Nothing prepaid, so no refund wording.
      expect(strictDetail.refund).toEqual({ allowed: false, refund: 0, refundText: '預約後不可取消' });
      expect(strictDetail.cancelPolicy.texts).toEqual(['預約後不可取消']);
      const strict = await cancel(strictId, 'no-cancel');
      expect(strict.code).toBe(422);
      expect(strict.body.status).toBe('CANCEL_NOT_ALLOWED');

      const started = await book([cut('kevin')], SAT(14));
      t.clock.set(SAT(14));
      const late = await cancel(started);
      expect(late.code).toBe(422);
      expect(late.body.status).toBe('CANCEL_NOT_ALLOWED');

      const unknown = await cancel('AAAAAAAAAAAAAAAAAAAAAA');
      expect(unknown.code).toBe(404);
      expect(unknown.body.status).toBe('BOOKING_NOT_FOUND');
    });
  });
});
