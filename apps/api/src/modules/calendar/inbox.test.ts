import { staffCalendar, staffInbox } from '@salon/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { customers } from '#api/db/schema/index';
import { bookingBody, call, FRI, SAT, THU } from '#api/modules/bookings/test-support';
import { type StaffClient, signedInStaff } from '#api/modules/staff/test-support';
import { createTestApp, TEST_NOW, type TestApp } from '#test/app';
import { describeEachDatabase } from '#test/db';
import { seedDemoCopy, signedInCustomer } from '#test/fixtures';

const DAY = 86400;

/** The desk's inbox of online bookings (issue 38) and the calendar's ended bookings drawn apart. */
describeEachDatabase('the inbox of online bookings; ended bookings apart in the calendar', (kind) => {
  let t: TestApp;
  let storeId: string;
  let manager: StaffClient;
  let owner: StaffClient;
  let amber: StaffClient;
  let customer: Awaited<ReturnType<typeof signedInCustomer>>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    storeId = (
      await seedDemoCopy(t.database.db, 'careful', (file) => {
        file.store.confirmEachBooking = true;
      })
    ).storeId;
    const code = { code: 'careful' };
    manager = (await signedInStaff(t, storeId, 'manager', code)).client;
    owner = (await signedInStaff(t, storeId, 'owner', code)).client;
    amber = (await signedInStaff(t, storeId, 'designer', { ...code, providerId: 'amber' })).client;
    customer = await signedInCustomer(t.database.db, storeId, TEST_NOW, { staffNotes: '對精油過敏' });
  });
  afterAll(() => t.close());

  const book = async (userId: string, start: number) => {
    const res = await call(t.app, 'POST', '/api/bookings?code=careful', {
      payload: bookingBody([{ productId: 'cut-wash', userId }], start),
      headers: customer.headers,
    });
    expect(res.body.status, JSON.stringify(res.body)).toBe('SUCCESS');
    return res.body.data.bookingId as string;
  };
  const inbox = async (who: StaffClient) => {
    const res = await who.get('inbox');
    expect(res.code, JSON.stringify(res.body)).toBe(200);
    return staffInbox.parse(res.body.data);
  };

  it('lists a new online booking awaiting confirmation; the desk confirms it; marked seen, the news is gone', async () => {
    const first = await inbox(manager);
    expect(first).toEqual({ seenAt: null, unseen: 0, items: [] });
    t.clock.advance(60);
    const id = await book('mia', THU(12));
    const listed = await inbox(manager);
    expect(listed.unseen).toBe(1);
    expect(listed.items).toEqual([
      expect.objectContaining({
        bookingId: id,
        kind: 'pending',
        status: 'Pending',
        startTime: THU(12),
        designerIds: ['mia'],
        unseen: true,
        services: [expect.any(String)],
        at: TEST_NOW + 60,
      }),
    ]);
    // Pending stays listed while it waits, no longer as news once seen.
    t.clock.advance(60);
    const seen = await manager.post('inbox/seen');
    expect(seen.body, JSON.stringify(seen.body)).toEqual({ status: 'SUCCESS', data: { seenAt: TEST_NOW + 120 } });
    const after = await inbox(manager);
    expect([after.unseen, after.items.map((i) => [i.kind, i.unseen])]).toEqual([0, [['pending', false]]]);
    // Seen is per member: the owner has not looked yet.
    expect((await inbox(owner)).unseen).toBe(1);
    const confirmed = await manager.post('bookings/status', { bookingId: id, action: 'confirm' });
    expect(confirmed.body.data).toEqual({ id, status: 'Confirmed' });
    expect((await inbox(manager)).items).toEqual([]);
    // The owner's news still shows it, now confirmed and no longer pending.
    expect((await inbox(owner)).items.map((i) => [i.bookingId, i.kind, i.status])).toEqual([[id, 'new', 'Confirmed']]);
  });

  it('a cancelled online booking appears; a designer sees only her own column', async () => {
    const mine = await book('amber', FRI(13));
    const other = await book('mia', FRI(15));
    t.clock.advance(60);
    expect((await manager.post('inbox/seen')).code).toBe(200);
    expect((await amber.post('inbox/seen')).code).toBe(200);
    t.clock.advance(60);
    for (const bookingId of [mine, other]) {
      const res = await call(t.app, 'DELETE', '/api/bookings?code=careful', {
        payload: { bookingId },
        headers: customer.headers,
      });
      expect(res.body.status, JSON.stringify(res.body)).toBe('SUCCESS');
    }
    const desk = await inbox(manager);
    expect(
      desk.items
        .filter((i) => i.kind === 'cancelled')
        .map((i) => i.bookingId)
        .sort(),
    ).toEqual([mine, other].sort());
    expect(desk.unseen).toBe(2);
    const hers = await inbox(amber);
    expect(hers.items.map((i) => [i.bookingId, i.kind, i.status])).toEqual([[mine, 'cancelled', 'Cancelled']]);
    t.clock.advance(60);
    await manager.post('inbox/seen');
    expect((await inbox(manager)).items).toEqual([]);
  });

  it("draws ended bookings apart: a cancelled one is in `ended`, not `bookings`; a customer's staff notes ride along", async () => {
    const kept = await book('leo', SAT(12));
    const gone = await book('leo', SAT(14));
    await call(t.app, 'DELETE', '/api/bookings?code=careful', {
      payload: { bookingId: gone },
      headers: customer.headers,
    });
    const day = staffCalendar.parse((await manager.get('calendar', { from: SAT(0), to: SAT(0) + DAY })).body.data);
    expect(day.bookings.map((b) => b.id)).toContain(kept);
    expect(day.bookings.map((b) => b.id)).not.toContain(gone);
    expect(day.ended.map((b) => [b.id, b.status])).toEqual([[gone, 'Cancelled']]);
    expect(day.bookings.find((b) => b.id === kept)!.customer.staffNotes).toBe('對精油過敏');
    // Its freed time is bookable again, by the desk as online.
    expect(await book('leo', SAT(14))).toEqual(expect.any(String));
    const [row] = await t.database.db.select().from(customers).where(eq(customers.id, customer.customer.id));
    expect(row?.staffNotes).toBe('對精油過敏');
  });

  it('a bad inbox request is a 4xx, never a 500', async () => {
    const noCode = await t.app.inject({ method: 'GET', url: '/api/staff/inbox', headers: manager.headers });
    expect(noCode.statusCode).toBeGreaterThanOrEqual(400);
    expect(noCode.statusCode).toBeLessThan(500);
    const body = await manager.post('inbox/seen', { extra: 1 });
    expect(body.code).toBeLessThan(500);
  });
});
