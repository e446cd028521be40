import { afterAll, beforeAll, expect, it } from 'vitest';
import { type StaffClient, signedInStaff } from '#api/modules/staff/test-support';
import { createTestApp, TEST_NOW, type TestApp } from '#test/app';
import { describeEachDatabase } from '#test/db';
import { seedStore, signedInCustomer } from '#test/fixtures';
import { bookingBody, call, FRI, type Json, SAT, THU } from '../bookings/test-support';

const day = (open: string, close: string) => ({ open: [{ start: open, end: close }], rest: [] });
const closed = { open: [], rest: [] };
const week = (thursday: Json) => ({
  sunday: closed,
  monday: closed,
  tuesday: day('11:00', '20:00'),
  wednesday: day('11:00', '20:00'),
  thursday,
  friday: day('11:00', '20:00'),
  saturday: day('10:00', '18:00'),
});

describeEachDatabase('the team and its hours', (kind) => {
  let t: TestApp;
  let storeId: string;
  let owner: StaffClient;
  beforeAll(async () => {
    t = await createTestApp(kind);
    storeId = (await seedStore(t.database.db)).storeId;
    owner = (await signedInStaff(t, storeId, 'owner')).client;
  });
  afterAll(() => t.close());

  const window = async (userId: string, at: (h: number) => number) =>
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
    ).body.data as { slots: number[]; days: { date: string; reason: string | null }[] };
  const slots = async (userId: string, at: (h: number) => number) => (await window(userId, at)).slots;
  const book = async (userId: string, start: number) => {
    const c = await signedInCustomer(t.database.db, storeId, TEST_NOW);
    const res = await call(t.app, 'POST', '/api/bookings?code=demo', {
      payload: bookingBody([{ productId: 'cut-wash', userId }], start),
      headers: c.headers,
    });
    return res.body.data.bookingId as string;
  };

  it('a designer added with hours appears in the menu and in availability at once', async () => {
    const res = await owner.post('designers', {
      id: 'nina',
      name: 'Nina',
      schedule: week(day('12:00', '16:00')),
      daysOff: ['2026-11-27'],
    });
    expect(res.code, JSON.stringify(res.body)).toBe(200);
    const menu = await call(t.app, 'GET', '/api/bookings/menu/service?code=demo');
    expect(menu.body.data.users.map((u: Json) => u.id)).toContain('nina');
    // cut-wash is not limited to its listed designers (isAssigned off): Nina offers it in her hours.
    const free = await slots('nina', THU);
    expect(free[0]).toBe(THU(12));
    expect(free.at(-1)).toBe(THU(15));
    expect(await slots('nina', FRI)).toEqual([]); // her day off
    expect((await owner.post('designers', { id: 'nina', name: '又一位' })).body.status).toBe('DESIGNER_EXISTS');
    const bad = await owner.post('designers', { id: 'no spaces', name: '', schedule: week(day('18:00', '09:00')) });
    expect(Object.keys(bad.body.data.fields).sort()).toEqual(['id', 'name', 'schedule.thursday.open.0.end']);
  });

  it("shortening a designer's hours over a coming booking is refused until confirmed, naming the booking", async () => {
    const late = await book('kevin', THU(18));
    const shorter = { schedule: week(day('11:00', '17:00')) };
    const refused = await owner.put('designers/kevin', shorter);
    expect([refused.code, refused.body.status]).toEqual([409, 'HOURS_CONFLICT']);
    // Named by the customer and the time, so the owner knows whom to call.
    expect(refused.body.data.bookings).toEqual([{ id: late, startTime: THU(18), customerName: '王' }]);
    expect(await slots('kevin', THU)).toContain(THU(16)); // nothing changed
    const done = await owner.put('designers/kevin', { ...shorter, confirm: true });
    expect(done.code).toBe(200);
    expect(await slots('kevin', THU)).not.toContain(THU(17));
    // A day off over the booking is the same.
    expect((await owner.put('designers/kevin', { daysOff: ['2026-11-26'] })).body.status).toBe('HOURS_CONFLICT');
  });

  it('closing the store on a day with bookings is refused until confirmed; then nobody can book it', async () => {
    const booked = await book('mia', THU(12));
    const closedThursday = { workingHours: week(closed) };
    const refused = await owner.put('hours', closedThursday);
    expect(refused.body.status).toBe('HOURS_CONFLICT');
    expect(refused.body.data.bookings.map((b: Json) => b.id)).toContain(booked);
    expect((await owner.put('hours', { ...closedThursday, confirm: true })).code).toBe(200);
    expect(await slots('mia', THU)).toEqual([]);
  });

  it('a store holiday over a booking is refused until confirmed; then the day is closed for everyone', async () => {
    const team = (await owner.get('designers')).body.data;
    expect(team.holidays).toEqual([]);
    const booked = await book('amber', FRI(14));
    const holiday = { workingHours: team.workingHours, holidays: ['2026-11-27', '2026-12-25', '2026-11-27'] };
    const refused = await owner.put('hours', holiday);
    expect([refused.code, refused.body.status]).toEqual([409, 'HOURS_CONFLICT']);
    expect(refused.body.data.bookings).toContainEqual({ id: booked, startTime: FRI(14), customerName: '王' });
    expect(await slots('mia', FRI)).not.toEqual([]);
    const bad = await owner.put('hours', { workingHours: team.workingHours, holidays: ['next friday'] });
    expect([bad.code, Object.keys(bad.body.data.fields)]).toEqual([400, ['holidays.0']]);
    const done = await owner.put('hours', { ...holiday, confirm: true });
    expect([done.code, done.body.data.holidays]).toEqual([200, ['2026-11-27', '2026-12-25']]);
    const friday = await window('mia', FRI);
    expect(friday.slots).toEqual([]);
    expect(friday.days.find((d) => d.date === '2026-11-27')?.reason).toBe('closed');
    // Nor can anything be picked up that day.
    const pickups = await call(
      t.app,
      'GET',
      `/api/bookings/availablePickupTime?code=demo&startTime=${FRI(0)}&endTime=${SAT(23)}`,
    );
    const pickupTimes = pickups.body.data.pickupTimes as number[];
    expect(pickupTimes.some((p) => p < SAT(0))).toBe(false);
    expect(pickupTimes.some((p) => p >= SAT(0))).toBe(true);
    const store = await call(t.app, 'GET', '/api/bookings/store?code=demo');
    expect(store.body.data.holidays).toEqual(['2026-11-27', '2026-12-25']);
    // A booking on the holiday is refused like any start off the store's hours.
    const c = await signedInCustomer(t.database.db, storeId, TEST_NOW);
    const late = await call(t.app, 'POST', '/api/bookings?code=demo', {
      payload: bookingBody([{ productId: 'cut-wash', userId: 'mia' }], FRI(15)),
      headers: c.headers,
    });
    expect(late.code).not.toBe(200);
  });

  it("a designer's extra day opens the store's hours for them that day, not on a holiday", async () => {
    const tuesdays = { ...week(closed), wednesday: closed, friday: closed, saturday: closed };
    const added = await owner.post('designers', { id: 'kai', name: 'Kai', schedule: tuesdays });
    expect(added.body.data.extraDays).toEqual([]);
    expect(await slots('kai', SAT)).toEqual([]);
    const refused = await owner.put('designers/kai', { extraDays: ['2026-11-28', 'soon'] });
    expect(Object.keys(refused.body.data.fields)).toEqual(['extraDays.1']);
    const done = await owner.put('designers/kai', { extraDays: ['2026-11-28', '2026-11-27'] });
    expect([done.code, done.body.data.extraDays]).toEqual([200, ['2026-11-27', '2026-11-28']]);
    expect(await slots('kai', SAT)).toEqual(await slots('mia', SAT));
    expect((await slots('kai', SAT)).length).toBeGreaterThan(0);
    expect(await slots('kai', FRI)).toEqual([]); // the store's holiday
    const team = (await owner.get('designers')).body.data;
    expect(team.designers.find((d: Json) => d.id === 'kai').extraDays).toEqual(['2026-11-27', '2026-11-28']);
  });
});
