import { auditPage, staffCalendar, staffPerformance, staffTeam } from '@salon/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type StaffClient, signedInStaff } from '#api/modules/staff/test-support';
import { createTestApp, TEST_NOW, type TestApp } from '#test/app';
import { describeEachDatabase } from '#test/db';
import { seedStore, signedInCustomer } from '#test/fixtures';
import { bookingBody, call, FRI, type Json, SAT, THU, TUE } from '../bookings/test-support';

const DAY = 86_400;

describeEachDatabase('a designer who leaves', (kind) => {
  let t: TestApp;
  let storeId: string;
  let owner: StaffClient;
  beforeAll(async () => {
    t = await createTestApp(kind);
    storeId = (await seedStore(t.database.db)).storeId;
    owner = (await signedInStaff(t, storeId, 'owner')).client;
    expect((await owner.post('designers', { id: 'lea', name: 'Lea' })).code).toBe(200);
  });
  afterAll(() => t.close());

  const customerBooking = async (userId: string | null, start: number) => {
    const c = await signedInCustomer(t.database.db, storeId, TEST_NOW);
    return call(t.app, 'POST', '/api/bookings?code=demo', {
      payload: bookingBody([{ productId: 'cut-wash', userId }], start),
      headers: c.headers,
    });
  };
  const staffBooking = (userId: string, start: number) =>
    owner.post('bookings', {
      events: [{ productId: 'cut-wash', userId }],
      startTime: start,
      customerCount: 1,
      customer: { walkIn: true, name: '路過' },
    });
  const team = async () => staffTeam.parse((await owner.get('designers')).body.data);
  const columns = async (from: number) =>
    staffCalendar.parse((await owner.get('calendar', { from, to: from + DAY })).body.data).designers;
  const menuDesigners = async () =>
    ((await call(t.app, 'GET', '/api/bookings/menu/service?code=demo')).body.data.users as Json[]).map((u) => u.id);

  it('is refused while she has coming bookings, naming them, and a confirm does not pass it', async () => {
    const booked = await customerBooking('lea', THU(15));
    expect(booked.code, JSON.stringify(booked.body)).toBe(200);
    for (const confirm of [false, true]) {
      const refused = await owner.put('designers/lea', { active: false, confirm });
      expect([refused.code, refused.body.status]).toEqual([409, 'DESIGNER_HAS_BOOKINGS']);
      expect(refused.body.data.bookings).toEqual([
        { id: booked.body.data.bookingId, startTime: THU(15), customerName: '王' },
      ]);
    }
    expect((await team()).designers.map((d) => d.id)).toContain('lea');
  });

  it('once her last booking is over: nobody can book her, her history keeps its column, her pay its line', async () => {
    t.clock.set(THU(16));
    const [served] = staffCalendar
      .parse((await owner.get('calendar', { from: THU(0), to: FRI(0) })).body.data)
      .bookings.filter((b) => b.events.some((e) => e.userId === 'lea'));
    expect((await owner.post('bookings/status', { bookingId: served!.id, action: 'arrive' })).code).toBe(200);
    const paid = await owner.post('bookings/checkout', {
      bookingId: served!.id,
      payments: [{ method: 'Cash', amount: served!.total }],
    });
    expect(paid.code, JSON.stringify(paid.body)).toBe(200);
    t.clock.set(FRI(10));
    const left = await owner.put('designers/lea', { active: false });
    expect(left.code, JSON.stringify(left.body)).toBe(200);
    expect(left.body.data.active).toBe(false);
    const now = await team();
    expect(now.designers.map((d) => d.id)).not.toContain('lea');
    expect(now.former.map((d) => [d.id, d.active])).toEqual([['lea', false]]);
    expect(await menuDesigners()).not.toContain('lea');
    // Customers and the desk alike are refused her; "no preference" never lands on her.
    const online = await customerBooking('lea', SAT(12));
    const desk = await staffBooking('lea', SAT(12));
    expect([online.body.status, online.body.data.events[0].status]).toEqual([
      'EVENTS_CHECK_FAILED',
      'PRODUCT_PROVIDER_NOT_EXISTS',
    ]);
    expect([desk.code, desk.body.status]).toEqual([409, 'NO_PROVIDERS']);
    for (let i = 0; i < 4; i++) {
      const anyone = await customerBooking(null, SAT(12));
      expect(anyone.code, JSON.stringify(anyone.body)).toBe(200);
    }
    const saturday = await columns(SAT(0));
    expect(saturday.map((d) => d.id)).not.toContain('lea');
    // Thursday still shows her booking in her own column, with no working time.
    const thursday = await columns(THU(0));
    expect(thursday.find((d) => d.id === 'lea')).toEqual({ id: 'lea', name: 'Lea', shifts: [] });
    // The week's 業績 still pays her for Thursday.
    const pay = staffPerformance.parse((await owner.get('performance', { from: TUE(0), to: SAT(0) + DAY })).body.data);
    expect(pay.designers.find((d) => d.id === 'lea')).toMatchObject({ name: 'Lea' });
    expect(pay.lines.filter((l) => l.designerId === 'lea').map((l) => l.amount)).toEqual([served!.total]);
    // The audit log says so in words.
    const audit = auditPage.parse((await owner.get('audit', { from: TEST_NOW, to: FRI(11) })).body.data);
    expect(audit.entries.map((e) => e.summary)).toContain('owner 停用了設計師 Lea（離職，不再接受預約）');
  });

  it('the database refuses an event of a designer who has left, even one assigned just before', async () => {
    const copy = t.database.db.execute(
      sql`INSERT INTO booking_events (booking_id, index, customer_index, event_index, store_id, product_id,
          product_name, provider_id, provider_name, price, duration, start_time, end_time)
        SELECT booking_id, index + 10, customer_index, event_index, store_id, product_id, product_name,
          'lea', 'Lea', price, duration, start_time + interval '2 days', end_time + interval '2 days'
        FROM booking_events WHERE store_id = ${storeId} AND provider_id = 'lea' LIMIT 1`,
    );
    await expect(copy).rejects.toMatchObject({
      cause: { code: '23P01', message: 'booking event of a designer who has left' },
    });
  });

  it('comes back bookable when switched on again', async () => {
    const back = await owner.put('designers/lea', { active: true });
    expect([back.code, back.body.data.active]).toEqual([200, true]);
    expect((await team()).former).toEqual([]);
    expect(await menuDesigners()).toContain('lea');
    expect((await customerBooking('lea', SAT(15))).code).toBe(200);
  });
});
