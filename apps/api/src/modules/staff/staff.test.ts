import { staffCalendar, staffSession } from '@salon/contract';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingStatusHistory, customers as customerRows, notifications } from '#api/db/schema/index';
import { createTestApp, TEST_NOW, type TestApp } from '#test/app';
import { describeEachDatabase } from '#test/db';
import { seedDemoCopy, seedStore, signedInCustomer } from '#test/fixtures';
import { setBookingStatus } from '../bookings/change';
import { bookingBody, call, FRI, type Json, THU } from '../bookings/test-support';
import { type StaffClient, signedInStaff, signInStaff, staffClient, staffMember } from './test-support';

const HOUR = 3600;

describeEachDatabase('staff sign-in', (kind) => {
  let t: TestApp;
  let storeId: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    storeId = (await seedStore(t.database.db)).storeId;
  });
  afterAll(() => t.close());

  const login = (email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/staff/auth/login?code=demo', payload: { email, password } });

  it('answers the member and a CSRF token, and sets an HttpOnly, SameSite=Lax session cookie for the staff API only', async () => {
    const owner = await staffMember(t.database.db, storeId, 'owner', { name: '店主' });
    const res = await login(owner.email.toUpperCase(), owner.password);
    expect(res.statusCode).toBe(200);
    const data = staffSession.parse(res.json().data);
    expect(data.staff).toEqual({ id: owner.member.id, name: '店主', role: 'owner' });
    expect(data.csrfToken.length).toBeGreaterThan(20);
    const cookie = res.cookies.find((c) => c.name === 'salon_staff');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/staff' });
    // Over plain http in development the cookie is not Secure (it could not be sent back otherwise).
    expect(cookie?.secure).toBeFalsy();
  });

  it('a wrong password or an unknown e-mail is the same 401; the fifth wrong password locks the account for 15 minutes', async () => {
    const designer = await staffMember(t.database.db, storeId, 'designer');
    const unknown = await login('nobody@staff.test', 'whatever');
    expect([unknown.statusCode, unknown.json().status]).toEqual([401, 'STAFF_LOGIN_FAILED']);
    expect(unknown.json().message).toBe('電子郵件或密碼錯誤');
    for (let i = 1; i <= 4; i++) {
      expect((await login(designer.email, 'wrong')).json().status).toBe('STAFF_LOGIN_FAILED');
    }
    const fifth = await login(designer.email, 'wrong');
    expect([fifth.statusCode, fifth.json().status]).toEqual([429, 'STAFF_LOGIN_LOCKED']);
    // Locked: even the right password is refused until the lock ends.
    const right = await login(designer.email, designer.password);
    expect(right.json()).toMatchObject({ status: 'STAFF_LOGIN_LOCKED', data: { retryAfter: 900 } });
    t.clock.set(TEST_NOW + 15 * 60);
    expect((await login(designer.email, designer.password)).statusCode).toBe(200);
    t.clock.set(TEST_NOW);
  });

  it('signs out one session, or every session of the member', async () => {
    const manager = await staffMember(t.database.db, storeId, 'manager');
    const [a, b, c] = [
      await signInStaff(t, 'demo', manager),
      await signInStaff(t, 'demo', manager),
      await signInStaff(t, 'demo', manager),
    ];
    const me = (headers: Record<string, string>) =>
      t.app.inject({ method: 'GET', url: '/api/staff/auth/me?code=demo', headers });
    expect((await me(a.headers)).statusCode).toBe(200);
    const out = (headers: Record<string, string>, everywhere: boolean) =>
      t.app.inject({ method: 'POST', url: '/api/staff/auth/logout?code=demo', headers, payload: { everywhere } });
    expect((await out(a.headers, false)).statusCode).toBe(200);
    expect((await me(a.headers)).statusCode).toBe(401);
    expect((await me(b.headers)).statusCode).toBe(200);
    expect((await out(b.headers, true)).statusCode).toBe(200);
    expect((await me(c.headers)).statusCode).toBe(401);
  });
});

describeEachDatabase('the owner invites staff', (kind) => {
  let t: TestApp;
  let storeId: string;
  beforeAll(async () => {
    t = await createTestApp(kind, { config: { publicUrl: 'https://book.example.com' } });
    storeId = (await seedStore(t.database.db)).storeId;
  });
  afterAll(() => t.close());

  const invite = (as: StaffClient, body: Json) => as.post('members', body);
  const setPassword = (token: string, password = 'a-new-designer-password') =>
    call(t.app, 'POST', '/api/staff/auth/password?code=demo', { payload: { token, password } });

  it('invites a designer by a one-time link; she sets her password, is signed in, and sees her own column', async () => {
    const owner = (await signedInStaff(t, storeId, 'owner')).client;
    const res = await invite(owner, {
      email: 'kevin@salon.test',
      name: 'Kevin',
      role: 'designer',
      providerId: 'kevin',
    });
    expect(res.code).toBe(200);
    expect(res.body.data.member).toMatchObject({ name: 'Kevin', role: 'designer' });
    const link = res.body.data.setupLink as string;
    expect(link).toMatch(/^https:\/\/book\.example\.com\/demo\/staff\/setup#token=/);
    const token = link.split('#token=')[1]!;
    expect((await setPassword(token, 'short')).body.status).toBe('VALIDATION_FAILED');
    const set = await setPassword(token);
    expect(set.code).toBe(200);
    expect(set.body.data.staff).toMatchObject({ name: 'Kevin', role: 'designer' });
    expect((await setPassword(token)).body.status).toBe('STAFF_SETUP_INVALID');
    const kevin = await signInStaff(t, 'demo', { email: 'kevin@salon.test', password: 'a-new-designer-password' });
    const day = await staffClient(t, kevin.headers).get('calendar', { from: THU(0), to: THU(0) + 86400 });
    expect(day.body.data.designers.map((d: Json) => d.id)).toEqual(['kevin']);
    // Invited again once signed up: the e-mail is taken.
    expect((await invite(owner, { email: 'KEVIN@salon.test', name: 'K', role: 'manager' })).body.status).toBe(
      'STAFF_EXISTS',
    );
  });

  it('only the owner invites; an unknown designer is named', async () => {
    const owner = (await signedInStaff(t, storeId, 'owner')).client;
    const manager = (await signedInStaff(t, storeId, 'manager')).client;
    const body = { email: 'new@salon.test', name: 'New', role: 'designer' };
    expect((await invite(manager, body)).body.status).toBe('FORBIDDEN');
    expect((await invite(owner, { ...body, providerId: 'ghost' })).body.status).toBe('PROVIDER_NOT_FOUND');
  });
});

describeEachDatabase('the calendar and status moves by staff', (kind) => {
  let t: TestApp;
  let storeId: string;
  let owner: StaffClient;
  let amber: StaffClient;
  beforeAll(async () => {
    t = await createTestApp(kind);
    storeId = (await seedStore(t.database.db)).storeId;
    owner = (await signedInStaff(t, storeId, 'owner')).client;
    amber = (await signedInStaff(t, storeId, 'designer', { providerId: 'amber' })).client;
  });
  afterAll(() => t.close());

  const book = async (userId: string, start: number) => {
    const me = await signedInCustomer(t.database.db, storeId, TEST_NOW, { lastName: `客${userId}` });
    const res = await call(t.app, 'POST', '/api/bookings?code=demo', {
      payload: bookingBody([{ productId: 'cut-wash', userId }], start),
      headers: me.headers,
    });
    expect(res.code, `${userId} ${start} ${JSON.stringify(res.body)}`).toBe(200);
    return { me, bookingId: res.body.data.bookingId as string };
  };
  const move = (bookingId: string, action: string, as = owner, reason?: string) =>
    as.post('bookings/status', { bookingId, action, ...(reason ? { reason } : {}) });
  const calendar = (as: StaffClient, from = THU(0), to = THU(0) + 86400) => as.get('calendar', { from, to });
  const customerView = async (bookingId: string): Promise<Json> =>
    (await call(t.app, 'GET', `/api/bookings/${bookingId}?code=demo`)).body.data;

  it("shows every designer's column to the owner, only her own to a designer", async () => {
    const kevins = await book('kevin', THU(11));
    const ambers = await book('amber', THU(13));
    const all = await calendar(owner);
    expect(all.code).toBe(200);
    const day = staffCalendar.parse(all.body.data);
    expect(day.designers.map((d) => d.id)).toEqual(expect.arrayContaining(['amber', 'kevin', 'mia']));
    const kevinBlock = day.bookings.find((b) => b.id === kevins.bookingId);
    expect(kevinBlock).toMatchObject({
      status: 'Confirmed',
      startTime: THU(11),
      customer: { name: '客kevin' },
      events: [{ userId: 'kevin', productId: 'cut-wash', startTime: THU(11) }],
    });
    const hers = staffCalendar.parse((await calendar(amber)).body.data);
    expect(hers.designers.map((d) => ({ id: d.id, name: d.name }))).toEqual([{ id: 'amber', name: 'Amber 店長' }]);
    expect(hers.bookings.map((b) => b.id)).toEqual([ambers.bookingId]);
    expect((await calendar(owner, THU(0), THU(0) + 40 * 86400)).code).toBe(400);
  });

  it('moves a booking by the state machine: arrived, completed; a move it refuses is 409; the customer sees each', async () => {
    const { bookingId } = await book('kevin', FRI(11));
    t.clock.set(FRI(11) - HOUR);
    expect((await move(bookingId, 'arrive')).body.data).toEqual({ id: bookingId, status: 'Arrived' });
    expect((await customerView(bookingId)).status).toBe('Arrived');
    expect((await move(bookingId, 'complete')).body.data.status).toBe('Completed');
    const again = await move(bookingId, 'arrive');
    expect([again.code, again.body.status, again.body.data]).toEqual([
      409,
      'INVALID_OPERATIONS',
      { status: 'Completed' },
    ]);
    expect((await customerView(bookingId)).status).toBe('Completed');
    t.clock.set(TEST_NOW);
  });

  it('a check-in tapped by mistake is taken back: Confirmed again, the customer told nothing, the visit still closable', async () => {
    const { bookingId } = await book('kevin', FRI(16));
    const told = async () => {
      await t.app.jobs.tick();
      const rows = await t.database.db.select().from(notifications).where(eq(notifications.orderId, bookingId));
      return rows.map((n) => n.kind).sort();
    };
    const before = await told();
    expect((await move(bookingId, 'arrive')).body.data.status).toBe('Arrived');
    expect((await move(bookingId, 'undoArrive')).body.data).toEqual({ id: bookingId, status: 'Confirmed' });
    expect((await customerView(bookingId)).status).toBe('Confirmed');
    expect(await told()).toEqual(before);
    // Only an arrived booking is taken back; and the visit is open again, so the desk may close it.
    expect((await move(bookingId, 'undoArrive')).body).toMatchObject({ status: 'INVALID_OPERATIONS' });
    expect((await move(bookingId, 'close', owner, '改天再來')).body.data.status).toBe('Closed');
  });

  it('the shop closes a booking with its reason: Closed for the customer, the time free again, history says the store', async () => {
    const { bookingId } = await book('mia', FRI(15));
    const closed = await move(bookingId, 'close', owner, '設計師臨時請假');
    expect(closed.body.data.status).toBe('Closed');
    expect((await customerView(bookingId)).status).toBe('Closed');
    const history = await t.database.db
      .select()
      .from(bookingStatusHistory)
      .where(eq(bookingStatusHistory.bookingId, bookingId));
    expect(history.at(-1)).toMatchObject({
      toStatus: 'Closed',
      by: 'store',
      reason: 'closed by the store: 設計師臨時請假',
    });
    // Mia is free at that time again: another customer can book it.
    await book('mia', FRI(15));
  });

  it('a designer moves only bookings in her own column (403 otherwise); a call without its CSRF token changes nothing', async () => {
    const kevins = await book('kevin', FRI(17));
    const refused = await move(kevins.bookingId, 'close', amber, '客人改期');
    expect([refused.code, refused.body.status]).toEqual([403, 'FORBIDDEN']);
    const noCsrf = await move(kevins.bookingId, 'close', staffClient(t, { cookie: owner.headers.cookie! }), '客人改期');
    expect([noCsrf.code, noCsrf.body.status]).toEqual([403, 'CSRF_FAILED']);
    expect((await customerView(kevins.bookingId)).status).toBe('Confirmed');
    const unknown = await move('no-such-booking', 'arrive');
    expect([unknown.code, unknown.body.status]).toEqual([404, 'BOOKING_NOT_FOUND']);
  });

  it("a confirm and the customer's cancel at once: one outcome, and the history holds exactly that one move", async () => {
    // Kevin on Thursday afternoon (the 14:00 rest left out), one booking per round.
    for (const start of [THU(15), THU(17), THU(18, 30)]) {
      const { me, bookingId } = await book('kevin', start);
      const store = (await t.database.db.query.stores.findFirst())!;
      await setBookingStatus(t.database.db, store, { bookingId, status: 'Pending' }, TEST_NOW);
      const [confirm, cancel] = await Promise.all([
        move(bookingId, 'confirm'),
        call(t.app, 'DELETE', '/api/bookings?code=demo', { payload: { bookingId }, headers: me.headers }),
      ]);
      const final = (await customerView(bookingId)).status;
      const outcomes = [confirm.code === 200 ? 'Confirmed' : null, cancel.code === 200 ? 'Cancelled' : null];
      // Either both went through in turn (confirmed, then cancelled by the customer) or exactly one did.
      expect(['Confirmed', 'Cancelled']).toContain(final);
      const history = await t.database.db
        .select()
        .from(bookingStatusHistory)
        .where(eq(bookingStatusHistory.bookingId, bookingId));
      const fromPending = history.filter((h) => h.fromStatus === 'Pending');
      expect(fromPending).toHaveLength(1);
      expect(outcomes.filter(Boolean).length).toBeGreaterThanOrEqual(1);
      expect(history.at(-1)?.toStatus).toBe(final);
    }
  });
});

describeEachDatabase('bookings made by staff', (kind) => {
  let t: TestApp;
  let storeId: string;
  let manager: StaffClient;
  beforeAll(async () => {
    t = await createTestApp(kind);
    storeId = (await seedStore(t.database.db)).storeId;
    manager = (await signedInStaff(t, storeId, 'manager')).client;
  });
  afterAll(() => t.close());

  const staffBooking = (as: StaffClient, userId: string, start: number, customer: Json) =>
    as.post('bookings', { events: [{ productId: 'cut-wash', userId }], startTime: start, customerCount: 1, customer });

  it('books a phone call for a new customer (added by name and phone) and a known one; confirmed at once, made by the store', async () => {
    const res = await staffBooking(manager, 'kevin', THU(11), { name: '陳', phone: '0912 000 777' });
    expect(res.code, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.status).toBe('Confirmed');
    const history = await t.database.db
      .select()
      .from(bookingStatusHistory)
      .where(eq(bookingStatusHistory.bookingId, res.body.data.bookingId));
    expect(history.map((h) => h.by)).toEqual(['store', 'store']);
    // The same phone again is the same customer, not a second one.
    const again = await staffBooking(manager, 'kevin', THU(12), { name: '陳', phone: '+886912000777' });
    const day = (await manager.get('calendar', { from: THU(0), to: THU(0) + 86400 })).body.data;
    const names = day.bookings.filter((b: Json) => [res.body.data.bookingId, again.body.data.bookingId].includes(b.id));
    expect(names.map((b: Json) => b.customer)).toEqual([
      { name: '陳', phone: '+886912000777', staffNotes: '' },
      { name: '陳', phone: '+886912000777', staffNotes: '' },
    ]);
    const bad = await staffBooking(manager, 'kevin', THU(15), { name: '陳', phone: '12' });
    expect(bad.body).toMatchObject({
      status: 'VALIDATION_FAILED',
      data: { fields: { 'customer.phone': expect.any(String) } },
    });
  });

  it('a designer books only into her own column', async () => {
    const amber = (await signedInStaff(t, storeId, 'designer', { providerId: 'amber' })).client;
    const known = await signedInCustomer(t.database.db, storeId, TEST_NOW);
    expect((await staffBooking(amber, 'kevin', THU(16), { customerId: known.customer.id })).body.status).toBe(
      'FORBIDDEN',
    );
    expect((await staffBooking(amber, 'amber', THU(16), { customerId: known.customer.id })).code).toBe(200);
  });

  it('40 staff and customer bookings for one designer at one start, at once: exactly one gets it', async () => {
    const customers = await Promise.all(
      Array.from({ length: 20 }, () => signedInCustomer(t.database.db, storeId, TEST_NOW)),
    );
    const online = customers.map((c) =>
      call(t.app, 'POST', '/api/bookings?code=demo', {
        payload: bookingBody([{ productId: 'cut-wash', userId: 'mia' }], FRI(12)),
        headers: c.headers,
      }),
    );
    const byStaff = Array.from({ length: 20 }, (_, i) =>
      staffBooking(manager, 'mia', FRI(12), { name: `現場${i}`, phone: `0912 100 ${String(100 + i)}` }),
    );
    const [onlineAnswers, staffAnswers] = await Promise.all([Promise.all(online), Promise.all(byStaff)]);
    const answers = [...onlineAnswers, ...staffAnswers];
    expect(answers.filter((a) => a.code === 200)).toHaveLength(1);
    // A customer is told the time cannot be had; the desk is told the time is taken, and by what.
    expect(onlineAnswers.filter((a) => a.code !== 200).map((a) => a.body.status)).toEqual(
      onlineAnswers.filter((a) => a.code !== 200).map(() => 'INVALID_OPERATIONS'),
    );
    expect(staffAnswers.filter((a) => a.code !== 200).map((a) => a.body.status)).toEqual(
      staffAnswers.filter((a) => a.code !== 200).map(() => 'TIME_TAKEN'),
    );
    // A refused desk booking for a new phone leaves no customer behind.
    const added = await t.database.db
      .select({ id: customerRows.id })
      .from(customerRows)
      .where(and(eq(customerRows.storeId, storeId), like(customerRows.lastName, '現場%')));
    expect(added).toHaveLength(staffAnswers.filter((a) => a.code === 200).length);
  });
});

describeEachDatabase('a store that confirms each online booking', (kind) => {
  let t: TestApp;
  let storeId: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    storeId = (
      await seedDemoCopy(t.database.db, 'careful', (file) => {
        file.store.confirmEachBooking = true;
      })
    ).storeId;
  });
  afterAll(() => t.close());

  it('a new online booking waits as Pending; the staff confirm it and the customer sees it confirmed', async () => {
    const me = await signedInCustomer(t.database.db, storeId, TEST_NOW);
    const res = await call(t.app, 'POST', '/api/bookings?code=careful', {
      payload: bookingBody([{ productId: 'cut-wash', userId: 'kevin' }], THU(11)),
      headers: me.headers,
    });
    expect(res.body.data.status).toBe('Pending');
    const bookingId = res.body.data.bookingId as string;
    const view = async () => (await call(t.app, 'GET', `/api/bookings/${bookingId}?code=careful`)).body.data;
    expect((await view()).status).toBe('Pending');
    const manager = (await signedInStaff(t, storeId, 'manager', { code: 'careful' })).client;
    const confirmed = await manager.post('bookings/status', { bookingId, action: 'confirm' });
    expect(confirmed.body.data).toEqual({ id: bookingId, status: 'Confirmed' });
    expect((await view()).status).toBe('Confirmed');
  });
});

describe('staff permissions by role', () => {
  it('are the domain table: a manager may run pickup orders, a designer may not', async () => {
    const t = await createTestApp('pglite');
    try {
      const { storeId } = await seedStore(t.database.db);
      const designer = (await signedInStaff(t, storeId, 'designer')).client;
      const manager = (await signedInStaff(t, storeId, 'manager')).client;
      expect((await manager.get('pickupOrders')).code).toBe(200);
      expect((await designer.get('pickupOrders')).body.status).toBe('FORBIDDEN');
    } finally {
      await t.close();
    }
  });
});
