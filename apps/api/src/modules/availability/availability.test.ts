import { durationResult } from '@salon/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bookingBody, call, MON, THU, TUE, taipei, WED, type WireEvent } from '#api/modules/bookings/test-support';
import { createTestApp, TEST_NOW, type TestApp } from '#test/app';
import { describeEachDatabase } from '#test/db';
import { demoStoreFile, seedStore, signedInCustomer } from '#test/fixtures';

describeEachDatabase('availability', (kind) => {
  let t: TestApp;
  let storeId: string;
  let woman: { headers: Record<string, string> };
  let man: { headers: Record<string, string> };
  beforeAll(async () => {
    t = await createTestApp(kind);
    storeId = (await seedStore(t.database.db)).storeId;
    const designerStore = demoStoreFile();
    designerStore.store.code = 'by-designer';
    designerStore.store.bookingSettingType = 'User';
    await seedStore(t.database.db, designerStore);
    const depositStore = demoStoreFile();
    depositStore.store.code = 'with-deposit';
    depositStore.store.deposit = { required: true, depositValue: 500 };
    depositStore.store.depositScope = 'Partial';
    depositStore.providers = depositStore.providers?.map((p) =>
      p.id === 'mia' ? { ...p, daysOff: ['2026-11-25'] } : p,
    );
    await seedStore(t.database.db, depositStore);
    woman = await signedInCustomer(t.database.db, storeId, TEST_NOW, { gender: 'Female' });
    man = await signedInCustomer(t.database.db, storeId, TEST_NOW, { gender: 'Male' });
  });
  afterAll(() => t.close());
  beforeEach(() => t.clock.set(TEST_NOW));

  const duration = (payload: Record<string, unknown>, opts: { code?: string; headers?: Record<string, string> } = {}) =>
    call(t.app, 'POST', `/api/bookings/duration?code=${opts.code ?? 'demo'}`, {
      payload: { parallel: false, customerCount: 1, ...payload },
      headers: opts.headers,
    });
  const day = (at: (h: number) => number) => ({ startTime: at(0), endTime: at(24) });
  const cut = (userId: string | null): WireEvent => ({ productId: 'cut-wash', userId });

  describe('POST /bookings/duration', () => {
    it('gives the cart duration and the grid starts of working periods, around the rest, ascending', async () => {
      const { code, body } = await duration({ ...day(WED), events: [cut('amber')] });
      expect(code).toBe(200);
      const data = durationResult.parse(body.data);
      expect(data.duration).toBe(60);
      expect(data.slots[0]).toBe(WED(11));
      expect(data.slots).toContain(WED(13));
      expect(data.slots).not.toContain(WED(13, 30)); // would run into the 14:00 rest
      expect(data.slots).toContain(WED(14, 30));
      expect(data.slots.at(-1)).toBe(WED(19));
      expect([...data.slots].sort((a, b) => a - b)).toEqual(data.slots);
    });

    it('lists each store-local day of the window with its starts, or why it has none', async () => {
      const week = { startTime: taipei(2026, 11, 22, 0), endTime: taipei(2026, 11, 29, 0) }; // Sun 22 – Sat 28
      const { code, body } = await duration({ ...week, events: [cut(null)] });
      expect(code).toBe(200);
      const data = durationResult.parse(body.data);
      expect(data.days.map((d) => d.date)).toEqual([
        '2026-11-22',
        '2026-11-23',
        '2026-11-24',
        '2026-11-25',
        '2026-11-26',
        '2026-11-27',
        '2026-11-28',
      ]);
      expect(data.days[0]).toEqual({ date: '2026-11-22', slots: 0, reason: 'leadTime' }); // before today
      expect(data.days[1]).toEqual({ date: '2026-11-23', slots: 0, reason: 'closed' }); // Monday
      expect(data.days[3]?.reason).toBeNull();
      const wednesday = data.slots.filter((s) => s >= WED(0) && s < WED(24));
      expect(data.days[3]?.slots).toBe(wednesday.length);
      expect(data.days.reduce((sum, d) => sum + d.slots, 0)).toBe(data.slots.length);
    });

    it("says designerOff on the chosen designer's day off", async () => {
      const { body } = await duration({ ...day(WED), events: [cut('mia')] }, { code: 'with-deposit' });
      expect(body.data.days).toEqual([{ date: '2026-11-25', slots: 0, reason: 'designerOff' }]);
    });

    it('sums back-to-back services for one customer', async () => {
      const { body } = await duration({
        ...day(WED),
        events: [cut('amber'), { productId: 'care-treatment', userId: null }],
      });
      expect(body.data.duration).toBe(120);
      expect(body.data.slots).not.toContain(WED(12, 30)); // 12:30–14:30 crosses the rest
    });

    it('leaves out the time a booking holds', async () => {
      const customer = await signedInCustomer(t.database.db, storeId, TEST_NOW);
      const made = await call(t.app, 'POST', '/api/bookings?code=demo', {
        payload: bookingBody([cut('kevin')], THU(11)),
        headers: customer.headers,
      });
      expect(made.code).toBe(200);
      const { body } = await duration({ ...day(THU), events: [cut('kevin')] });
      expect(body.data.slots).not.toContain(THU(11));
      expect(body.data.slots).not.toContain(THU(11, 30));
      expect(body.data.slots[0]).toBe(THU(12));
      const other = await duration({ ...day(THU), events: [cut('amber')] });
      expect(other.body.data.slots[0]).toBe(THU(11));
      // Another store's designer with the same id is not held by it.
      const elsewhere = await duration({ ...day(THU), events: [cut('kevin')] }, { code: 'with-deposit' });
      expect(elsewhere.body.data.slots[0]).toBe(THU(11));
    });

    it("leaves out a designer's day off, in that store only", async () => {
      const off = await duration({ ...day(WED), events: [cut('mia')] }, { code: 'with-deposit' });
      expect(off.body.data.slots).toEqual([]);
      const working = await duration({ ...day(WED), events: [cut('mia')] });
      expect(working.body.data.slots.length).toBeGreaterThan(0);
    });

    it('starts no earlier than now plus the lead time (bookingTimeOffset 60)', async () => {
      const at1000 = await duration({ ...day(TUE), events: [cut('mia')] });
      expect(at1000.body.data.slots[0]).toBe(TUE(11));
      t.clock.set(TUE(10, 45));
      const at1045 = await duration({ ...day(TUE), events: [cut('mia')] });
      expect(at1045.body.data.slots[0]).toBe(TUE(12));
    });

    it('offers nothing on a closed day or more than 30 days ahead', async () => {
      expect((await duration({ ...day(MON), events: [cut(null)] })).body.data.slots).toEqual([]);
      const far = (h: number) => taipei(2026, 12, 26, h);
      expect((await duration({ ...day(far), events: [cut(null)] })).body.data.slots).toEqual([]);
    });

    it('applies the gender limit for a signed-in customer only', async () => {
      const events = [{ productId: 'cut-men', userId: null }];
      expect((await duration({ ...day(WED), events })).body.data.slots.length).toBeGreaterThan(0);
      expect(
        (await duration({ ...day(WED), events }, { headers: man.headers })).body.data.slots.length,
      ).toBeGreaterThan(0);
      expect((await duration({ ...day(WED), events }, { headers: woman.headers })).body.data.slots).toEqual([]);
    });

    it('gives no-preference events to the designer of a designer page (userId)', async () => {
      const events = [{ productId: 'care-scalp', userId: null }];
      const store = await duration({ ...day(TUE), events }, { code: 'by-designer' });
      expect(store.body.data.slots.length).toBeGreaterThan(0);
      const yuna = await duration({ ...day(TUE), events, userId: 'yuna' }, { code: 'by-designer' }); // yuna is off on Tuesdays
      expect(yuna.code).toBe(200);
      expect(yuna.body.data.slots).toEqual([]);
      const refused = await duration({ ...day(TUE), events, userId: 'yuna' });
      expect(refused.code).toBe(403);
      expect(refused.body.status).toBe('USER_PAGE_NOT_ALLOWED');
    });

    it('answers 400 naming the field for a bad window, count or cart, and 404 for an unknown store', async () => {
      const long = await duration({ startTime: WED(0), endTime: WED(0) + 32 * 86400, events: [cut(null)] });
      expect(long.code).toBe(400);
      expect(long.body.status).toBe('VALIDATION_FAILED');
      expect(long.body.data.fields).toHaveProperty('endTime');
      const backwards = await duration({ startTime: WED(12), endTime: WED(11), events: [cut(null)] });
      expect(backwards.code).toBe(400);
      expect(backwards.body.data.fields).toHaveProperty('endTime');
      const many = await duration({ ...day(WED), events: [cut(null)], customerCount: 4 }); // demo max is 3
      expect(many.code).toBe(400);
      expect(many.body.data.fields).toHaveProperty('customerCount');
      const empty = await duration({ ...day(WED), events: [] });
      expect(empty.code).toBe(400);
      expect(empty.body.data.fields).toHaveProperty('events');
      const wrongType = await duration({ startTime: 'tomorrow', endTime: WED(24), events: [cut(null)] });
      expect(wrongType.code).toBe(400);
      const farFuture = await duration({ startTime: 1e13, endTime: 1e13 + 86400, events: [cut(null)] });
      expect(farFuture.code).toBe(400);
      expect(farFuture.body.data.fields).toHaveProperty('startTime');
      const unknown = await duration({ ...day(WED), events: [cut(null)] }, { code: 'nowhere' });
      expect(unknown.code).toBe(404);
      expect(unknown.body.status).toBe('STORE_NOT_FOUND');
    });
  });
});
