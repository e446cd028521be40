import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { bookings } from '#api/db/schema/index';
import { createTestApp, TEST_NOW, type TestApp } from '#test/app';
import { describeEachDatabase } from '#test/db';
import { seedStore, signedInCustomer } from '#test/fixtures';
import { bookingBody, call, FRI, SAT, THU, WED } from '../bookings/test-support';
import { signedInStaff } from '../staff/test-support';

describeEachDatabase('the waitlist', (kind) => {
  let t: TestApp;
  let storeId: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    storeId = (await seedStore(t.database.db)).storeId;
  });
  afterAll(() => t.close());

  const drain = async () => {
    while ((await t.app.jobs.tick()) > 0);
  };
  const outbox = async (to: string) =>
    (await call(t.app, 'GET', `/api/dev/outbox?to=${encodeURIComponent(to)}`)).body.data as {
      kind?: string;
      text: string;
    }[];
  const slot = () => bookingBody([{ productId: 'cut-wash', userId: 'amber' }], WED(12));

  it('a freed slot tells the first waiting customer; the two waiting booking it at once make one booking', async () => {
    const holder = await signedInCustomer(t.database.db, storeId, TEST_NOW);
    const first = await signedInCustomer(t.database.db, storeId, TEST_NOW);
    const second = await signedInCustomer(t.database.db, storeId, TEST_NOW);
    const other = await signedInCustomer(t.database.db, storeId, TEST_NOW);
    const held = await call(t.app, 'POST', '/api/bookings?code=demo', { payload: slot(), headers: holder.headers });
    expect(held.code).toBe(200);
    // The time is taken: both join the waitlist for that day, in this order; another waits for another designer.
    const join = (c: typeof first, body: Record<string, unknown>) =>
      call(t.app, 'POST', '/api/waitlist?code=demo', { payload: { day: '2026-11-25', ...body }, headers: c.headers });
    t.clock.set(TEST_NOW + 1);
    expect((await join(first, {})).code).toBe(200);
    t.clock.set(TEST_NOW + 2);
    expect((await join(second, { productId: 'cut-wash', userId: 'amber' })).code).toBe(200);
    expect((await join(other, { userId: 'leo' })).code).toBe(200);
    const mine = await call(t.app, 'GET', '/api/waitlist?code=demo', { headers: second.headers });
    expect(mine.body.data.entries).toEqual([
      expect.objectContaining({ day: '2026-11-25', productId: 'cut-wash', userId: 'amber', state: 'waiting' }),
    ]);
    const manager = (await signedInStaff(t, storeId, 'manager')).client;
    const day = await manager.get('waitlist', { day: '2026-11-25' });
    expect(day.body.data.entries.map((e: { state: string }) => e.state)).toEqual(['waiting', 'waiting', 'waiting']);
    await drain();

    expect(
      (
        await call(t.app, 'DELETE', '/api/bookings?code=demo', {
          payload: { bookingId: held.body.data.bookingId },
          headers: holder.headers,
        })
      ).code,
    ).toBe(200);
    await drain();
    const told = (await outbox(first.customer.phoneE164!)).filter((e) => e.kind === 'waitlistSlotFree');
    expect(told).toHaveLength(1);
    // The day written as every other message writes one.
    expect(told[0]!.text).toContain('您候補的 2026/11/25 有空位了');
    expect((await outbox(second.customer.phoneE164!)).filter((e) => e.kind === 'waitlistSlotFree')).toEqual([]);
    expect((await outbox(other.customer.phoneE164!)).filter((e) => e.kind === 'waitlistSlotFree')).toEqual([]);
    const after = await manager.get('waitlist', { day: '2026-11-25' });
    expect(after.body.data.entries.map((e: { state: string }) => e.state)).toEqual(['told', 'waiting', 'waiting']);

    // Both waiting customers try the freed time at once: the database lets one have it.
    const tries = await Promise.all(
      [first, second].map((c) =>
        call(t.app, 'POST', '/api/bookings?code=demo', { payload: slot(), headers: c.headers }),
      ),
    );
    expect(tries.filter((r) => r.code !== 200).every((r) => r.code >= 400 && r.code < 500)).toBe(true);
    expect(tries.filter((r) => r.code === 200)).toHaveLength(1);
    const active = await t.database.db.select().from(bookings).where(eq(bookings.storeId, storeId));
    expect(active.filter((b) => b.status === 'Confirmed' && b.startTime.getTime() === WED(12) * 1000)).toHaveLength(1);
  });

  it('a move frees the time it left: the customer moving it or staff moving it tells that day’s first waiting', async () => {
    const holder = await signedInCustomer(t.database.db, storeId, TEST_NOW);
    const byCustomer = await signedInCustomer(t.database.db, storeId, TEST_NOW);
    const byStaff = await signedInCustomer(t.database.db, storeId, TEST_NOW);
    const manager = (await signedInStaff(t, storeId, 'manager')).client;
    // Two bookings with Leo on Friday 27th and Saturday 28th; someone waits for each day (for Leo).
    const fri = await call(t.app, 'POST', '/api/bookings?code=demo', {
      payload: bookingBody([{ productId: 'cut-wash', userId: 'leo' }], FRI(11)),
      headers: holder.headers,
    });
    const sat = await call(t.app, 'POST', '/api/bookings?code=demo', {
      payload: bookingBody([{ productId: 'cut-wash', userId: 'leo' }], SAT(11)),
      headers: holder.headers,
    });
    expect([fri.code, sat.code]).toEqual([200, 200]);
    const join = (c: typeof holder, day: string) =>
      call(t.app, 'POST', '/api/waitlist?code=demo', { payload: { day, userId: 'leo' }, headers: c.headers });
    expect((await join(byCustomer, '2026-11-27')).code).toBe(200);
    expect((await join(byStaff, '2026-11-28')).code).toBe(200);
    await drain();
    const told = async (c: typeof holder) =>
      (await outbox(c.customer.phoneE164!)).filter((e) => e.kind === 'waitlistSlotFree');

    // The customer moves Friday's booking to Thursday: Friday's waiting customer is told, with Friday's day.
    const put = await call(t.app, 'PUT', '/api/bookings?code=demo', {
      payload: { bookingId: fri.body.data.bookingId, startTime: THU(11) },
      headers: holder.headers,
    });
    expect(put.code, JSON.stringify(put.body)).toBe(200);
    await drain();
    expect((await told(byCustomer)).map((e) => e.text)).toEqual([expect.stringContaining('2026/11/27')]);
    expect(await told(byStaff)).toEqual([]);

    // Staff move Saturday's booking later that day: 11:00 is free again, so Saturday's waiting customer is told, once.
    const moved = await manager.post('bookings/move', { bookingId: sat.body.data.bookingId, startTime: SAT(15) });
    expect(moved.code, JSON.stringify(moved.body)).toBe(200);
    await drain();
    expect((await told(byStaff)).map((e) => e.text)).toEqual([expect.stringContaining('2026/11/28')]);
    expect(await told(byCustomer)).toHaveLength(1);
    const saturday = await manager.get('waitlist', { day: '2026-11-28' });
    expect(saturday.body.data.entries.map((e: { state: string }) => e.state)).toEqual(['told']);
  });

  it('a customer leaves the waitlist; the staff list needs the calendar permission', async () => {
    const c = await signedInCustomer(t.database.db, storeId, TEST_NOW);
    const joined = await call(t.app, 'POST', '/api/waitlist?code=demo', {
      payload: { day: '2026-11-26' },
      headers: c.headers,
    });
    const left = await call(t.app, 'DELETE', '/api/waitlist?code=demo', {
      payload: { entryId: joined.body.data.id },
      headers: c.headers,
    });
    expect(left.code).toBe(200);
    expect((await call(t.app, 'GET', '/api/waitlist?code=demo', { headers: c.headers })).body.data.entries).toEqual([]);
    const designer = (await signedInStaff(t, storeId, 'designer', { providerId: 'amber' })).client;
    expect((await designer.get('waitlist', { day: '2026-11-26' })).code).toBe(403);
  });
});
