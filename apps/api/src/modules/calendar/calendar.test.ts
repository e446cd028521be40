import { staffCalendar } from '@salon/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { bookingStatusHistory, customers } from '#api/db/schema/index';
import { bookingBody, call, FRI, type Json, THU } from '#api/modules/bookings/test-support';
import { type StaffClient, signedInStaff } from '#api/modules/staff/test-support';
import { createTestApp, TEST_NOW, type TestApp } from '#test/app';
import { describeEachDatabase } from '#test/db';
import { seedStore, signedInCustomer } from '#test/fixtures';

const DAY = 86400;

describeEachDatabase('the calendar: blocked time, walk-ins, outside hours, moves', (kind) => {
  let t: TestApp;
  let storeId: string;
  let manager: StaffClient;
  let amber: StaffClient;
  let customer: Awaited<ReturnType<typeof signedInCustomer>>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    storeId = (await seedStore(t.database.db)).storeId;
    manager = (await signedInStaff(t, storeId, 'manager')).client;
    amber = (await signedInStaff(t, storeId, 'designer', { providerId: 'amber' })).client;
    customer = await signedInCustomer(t.database.db, storeId, TEST_NOW);
  });
  afterAll(() => t.close());

  const calendar = async (from: number) =>
    staffCalendar.parse((await manager.get('calendar', { from, to: from + DAY })).body.data);
  const slots = async (userId: string, at: (h: number, m?: number) => number) =>
    (
      await call(t.app, 'POST', '/api/bookings/duration?code=demo', {
        payload: {
          events: [{ productId: 'cut-wash', userId }],
          startTime: at(0),
          endTime: at(24),
          customerCount: 1,
          parallel: false,
        },
      })
    ).body.data.slots as number[];
  const staffBooking = (userId: string, start: number, customerBody: Json, extra: Json = {}, as = manager) =>
    as.post('bookings', {
      events: [{ productId: 'cut-wash', userId }],
      startTime: start,
      customerCount: 1,
      customer: customerBody,
      ...extra,
    });

  it("shades each designer's working time: the store's hours minus the rest", async () => {
    const day = await calendar(THU(0));
    const mia = day.designers.find((d) => d.id === 'mia')!;
    expect(mia.shifts).toEqual([
      { startTime: THU(11), endTime: THU(14) },
      { startTime: THU(14, 30), endTime: THU(20) },
    ]);
  });

  it('a block of time hides those starts from customers; a booking over it is refused, also by the database', async () => {
    expect(await slots('leo', THU)).toContain(THU(16));
    const block = await manager.post('blocks', {
      userId: 'leo',
      startTime: THU(15, 30),
      endTime: THU(17),
      reason: '教育訓練',
    });
    expect(block.code, JSON.stringify(block.body)).toBe(200);
    const free = await slots('leo', THU);
    expect(free).not.toContain(THU(15));
    expect(free).not.toContain(THU(16));
    expect(free).toContain(THU(17));
    const day = await calendar(THU(0));
    expect(day.blocks).toEqual([
      { id: block.body.data.id, userId: 'leo', startTime: THU(15, 30), endTime: THU(17), reason: '教育訓練' },
    ]);
    const online = await call(t.app, 'POST', '/api/bookings?code=demo', {
      payload: bookingBody([{ productId: 'cut-wash', userId: 'leo' }], THU(16)),
      headers: customer.headers,
    });
    expect(online.body.status).toBe('INVALID_OPERATIONS');
    // Even set aside working hours, a manager's booking never lands on blocked time.
    const outside = await staffBooking('leo', THU(16), { walkIn: true, name: '路過' }, { outsideHours: true });
    expect(outside.body.status).toBe('TIME_TAKEN');
    // The database itself refuses an event moved onto blocked time (the trigger of migration 0021).
    const early = await staffBooking('leo', THU(12), { walkIn: true, name: '早' });
    const onto = t.database.db.execute(
      sql`UPDATE booking_events SET start_time = ${new Date(THU(16) * 1000).toISOString()}::timestamptz,
        end_time = ${new Date(THU(17) * 1000).toISOString()}::timestamptz
        WHERE booking_id = ${early.body.data.bookingId}`,
    );
    await expect(onto).rejects.toMatchObject({ cause: { code: '23P01', message: 'booking event over blocked time' } });
    expect((await manager.post('blocks/remove', { blockId: block.body.data.id })).code).toBe(200);
    expect(await slots('leo', THU)).toContain(THU(16));
  });

  it('a block over a booking is refused, naming the booking; a designer blocks only her own time', async () => {
    const booked = await staffBooking('kevin', FRI(15), { walkIn: true, name: '林' });
    expect(booked.code).toBe(200);
    const over = await manager.post('blocks', { userId: 'kevin', startTime: FRI(15, 30), endTime: FRI(16, 30) });
    expect([over.code, over.body.status]).toEqual([409, 'BLOCK_OVERLAPS_BOOKING']);
    expect(over.body.data.bookingIds).toEqual([booked.body.data.bookingId]);
    expect((await amber.post('blocks', { userId: 'kevin', startTime: FRI(18), endTime: FRI(19) })).body.status).toBe(
      'FORBIDDEN',
    );
    const own = await amber.post('blocks', { userId: 'amber', startTime: FRI(18), endTime: FRI(19), reason: '午休' });
    expect(own.code).toBe(200);
    const bad = await amber.post('blocks', { userId: 'amber', startTime: FRI(19), endTime: FRI(18) });
    expect(bad.body).toMatchObject({ status: 'VALIDATION_FAILED', data: { fields: { endTime: expect.any(String) } } });
  });

  it('books a walk-in without a phone: a customer of the store with no phone, shown by name on the calendar', async () => {
    const res = await staffBooking('mia', THU(11), { walkIn: true, name: '現場客' });
    expect(res.code, JSON.stringify(res.body)).toBe(200);
    const day = await calendar(THU(0));
    const booked = day.bookings.find((b) => b.id === res.body.data.bookingId)!;
    expect(booked.customer).toEqual({ name: '現場客', phone: null, staffNotes: '' });
    const [row] = await t.database.db.select().from(customers).where(eq(customers.lastName, '現場客'));
    expect(row?.phoneE164).toBeNull();
  });

  it('a manager books outside working hours (never over another booking); a designer may not set hours aside', async () => {
    const late = THU(20, 30);
    expect((await staffBooking('mia', late, { walkIn: true, name: '晚' })).body.status).toBe('OUTSIDE_HOURS');
    const res = await staffBooking('mia', late, { walkIn: true, name: '晚' }, { outsideHours: true });
    expect(res.code, JSON.stringify(res.body)).toBe(200);
    const again = await staffBooking('mia', late, { walkIn: true, name: '又一位' }, { outsideHours: true });
    expect(again.body.status).toBe('TIME_TAKEN');
    const designer = await staffBooking('amber', late, { walkIn: true, name: '晚' }, { outsideHours: true }, amber);
    expect(designer.body.status).toBe('FORBIDDEN');
  });

  it('moves a booking to another time and designer with the same checks; the history names the member', async () => {
    const made = await staffBooking('mia', FRI(11), { walkIn: true, name: '移' });
    const id = made.body.data.bookingId as string;
    const taken = await staffBooking('leo', FRI(17), { walkIn: true, name: '佔' });
    expect(taken.code).toBe(200);
    const clash = await manager.post('bookings/move', { bookingId: id, startTime: FRI(17), userId: 'leo' });
    expect(clash.body.status, JSON.stringify(clash.body)).toBe('TIME_TAKEN');
    const moved = await manager.post('bookings/move', { bookingId: id, startTime: FRI(13), userId: 'leo' });
    expect(moved.body, JSON.stringify(moved.body)).toMatchObject({ data: { id, status: 'Confirmed' } });
    const day = await calendar(FRI(0));
    const booking = day.bookings.find((b) => b.id === id)!;
    expect(booking.events.map((e) => [e.userId, e.startTime])).toEqual([['leo', FRI(13)]]);
    const history = await t.database.db
      .select()
      .from(bookingStatusHistory)
      .where(eq(bookingStatusHistory.bookingId, id));
    expect(history.at(-1)).toMatchObject({ reason: 'rescheduled', by: 'store', staffId: expect.any(String) });
    // A designer moves only what is in her column.
    expect((await amber.post('bookings/move', { bookingId: id, startTime: FRI(14) })).body.status).toBe('FORBIDDEN');
  });

  it("the shop's close reason is on the customer's booking page", async () => {
    const made = await call(t.app, 'POST', '/api/bookings?code=demo', {
      payload: bookingBody([{ productId: 'cut-wash', userId: 'amber' }], THU(12)),
      headers: customer.headers,
    });
    const id = made.body.data.bookingId as string;
    // The customer is told why: a close without a reason is refused, naming the field; nothing moves.
    for (const reason of [undefined, '', '   ']) {
      const bare = await manager.post('bookings/status', { bookingId: id, action: 'close', reason });
      expect([bare.code, Object.keys(bare.body.data.fields)]).toEqual([400, ['reason']]);
    }
    const closed = await manager.post('bookings/status', { bookingId: id, action: 'close', reason: '設計師臨時請假' });
    expect(closed.body.data).toEqual({ id, status: 'Closed' });
    const page = await call(t.app, 'GET', `/api/bookings/${id}?code=demo`, { headers: customer.headers });
    expect(page.body.data).toMatchObject({ status: 'Closed', closeReason: '設計師臨時請假', settled: null });
  });
});
