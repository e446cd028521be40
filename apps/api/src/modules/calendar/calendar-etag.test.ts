import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { customers, providerDaysOff, providers, stores } from '#api/db/schema/index';
import { bookingBody, call, THU } from '#api/modules/bookings/test-support';
import { type StaffClient, signedInStaff } from '#api/modules/staff/test-support';
import { createTestApp, TEST_NOW, type TestApp } from '#test/app';
import { describeEachDatabase } from '#test/db';
import { seedDemoCopy, seedStore, signedInCustomer } from '#test/fixtures';
import { statementsSentDuring } from '#test/statements';

const DAY = 86400;
const DAY_START = THU(0);

/**
 * Issue 42.1: the staff calendar names its answer (ETag) from the store's calendar version, the
 * catalogue's version, the window and the viewer's column; an unchanged poll is a 304 with no body.
 */
describeEachDatabase('the calendar answers "nothing changed" (ETag, 304)', (kind) => {
  let t: TestApp;
  let storeId: string;
  let manager: StaffClient;
  let amber: StaffClient;
  let customer: Awaited<ReturnType<typeof signedInCustomer>>;
  beforeAll(async () => {
    t = await createTestApp(kind, { config: { logLevel: 'error' } });
    storeId = (await seedStore(t.database.db)).storeId;
    manager = (await signedInStaff(t, storeId, 'manager')).client;
    amber = (await signedInStaff(t, storeId, 'designer', { providerId: 'amber' })).client;
    customer = await signedInCustomer(t.database.db, storeId, TEST_NOW);
  });
  afterAll(() => t.close());

  const poll = (who: StaffClient, etag?: string, from = DAY_START) =>
    t.app.inject({
      url: `/api/staff/calendar?code=demo&from=${from}&to=${from + DAY}`,
      headers: { ...who.headers, ...(etag ? { 'if-none-match': etag } : {}) },
    });
  const etagNow = async (who = manager, from = DAY_START) => {
    const res = await poll(who, undefined, from);
    expect(res.statusCode, res.body).toBe(200);
    return String(res.headers.etag);
  };
  const onlineBooking = async (userId: string, start: number) => {
    const res = await call(t.app, 'POST', '/api/bookings?code=demo', {
      payload: bookingBody([{ productId: 'cut-wash', userId }], start),
      headers: customer.headers,
    });
    expect(res.code, JSON.stringify(res.body)).toBe(200);
    return res.body.data.bookingId as string;
  };

  it('an unchanged window answers 304 with no body, and the ETag it was given', async () => {
    await onlineBooking('mia', THU(12));
    const first = await poll(manager);
    expect(first.statusCode).toBe(200);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"[A-Za-z0-9_-]{22}"$/);
    expect(first.headers['cache-control']).toBe('no-store');

    const again = await poll(manager, etag);
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['content-type']).toBeUndefined();
    expect(again.headers['cache-control']).toBe('no-store');

    const other = await poll(manager, 'W/"something-else"');
    expect(other.statusCode).toBe(200);
    expect(other.json()).toEqual(first.json());
  });

  it('a change of each kind the calendar shows moves the ETag (through the API, a job or psql alike)', async () => {
    const db = t.database.db;
    const notes = { staffNotes: '對染劑過敏' };
    const designer = (id: string) => and(eq(providers.storeId, storeId), eq(providers.id, id));
    let bookingId = '';
    let blockId = '';
    const changes: [string, () => Promise<unknown>][] = [
      ['an online booking', async () => (bookingId = await onlineBooking('leo', THU(15)))],
      ['a move', () => manager.post('bookings/move', { bookingId, startTime: THU(16) })],
      ['its status', () => manager.post('bookings/status', { bookingId, action: 'arrive' })],
      ['a payment at the counter', () => manager.post('bookings/checkout', { bookingId, method: 'Cash' })],
      [
        'blocked time',
        async () => {
          const made = await manager.post('blocks', { userId: 'kevin', startTime: THU(18), endTime: THU(19) });
          blockId = made.body.data.id;
          return made;
        },
      ],
      ['blocked time removed', () => manager.post('blocks/remove', { blockId })],
      ["the store's notes on a customer", () => manager.put(`customers/${customer.customer.id}/notes`, notes)],
      [
        "a customer's name",
        () => db.update(customers).set({ lastName: '林' }).where(eq(customers.id, customer.customer.id)),
      ],
      ["a designer's name", () => db.update(providers).set({ name: 'Leo 2' }).where(designer('leo'))],
      [
        "a designer's day off",
        () => db.insert(providerDaysOff).values({ storeId, providerId: 'mia', day: '2026-11-26' }),
      ],
      [
        "the store's holidays",
        () =>
          db
            .update(stores)
            .set({ holidays: ['2026-12-25'] })
            .where(eq(stores.id, storeId)),
      ],
    ];

    for (const [what, change] of changes) {
      const before = await etagNow();
      expect((await poll(manager, before)).statusCode, what).toBe(304);
      const done = (await change()) as { code?: number } | undefined;
      if (done?.code !== undefined) expect(done.code, `${what}: ${JSON.stringify(done)}`).toBe(200);
      const after = await etagNow();
      expect(after, what).not.toBe(before);
      expect((await poll(manager, before)).statusCode, what).toBe(200);
    }
    const shown = (await poll(manager)).json().data;
    expect(shown.bookings.find((b: { id: string }) => b.id === bookingId)).toMatchObject({
      status: 'Paid',
      startTime: THU(16),
      customer: { name: '林', staffNotes: notes.staffNotes },
    });
    expect(shown.designers.find((d: { id: string }) => d.id === 'leo').name).toBe('Leo 2');
    expect(shown.designers.find((d: { id: string }) => d.id === 'mia').shifts).toEqual([]);
  });

  it('what the calendar does not show leaves the ETag: an e-mail, an avatar, a store far away', async () => {
    const before = await etagNow();
    await t.database.db
      .update(customers)
      .set({ email: 'lin@example.test', avatar: 'a.png' })
      .where(eq(customers.id, customer.customer.id));
    const other = await seedDemoCopy(t.database.db, 'other');
    await signedInCustomer(t.database.db, other.storeId, TEST_NOW);
    await t.database.db.execute(sql`UPDATE customers SET last_name = 'x' WHERE store_id = ${other.storeId}`);
    expect((await poll(manager, before)).statusCode).toBe(304);
  });

  it("names the window and the viewer's column: another day, or a designer's own column, is another answer", async () => {
    const day = await etagNow();
    expect(await etagNow(manager, DAY_START + DAY)).not.toBe(day);
    const own = await etagNow(amber);
    expect(own).not.toBe(day);
    expect((await poll(amber, own)).statusCode).toBe(304);
    // A designer never gets the manager's answer confirmed, nor the other way round.
    expect((await poll(amber, day)).statusCode).toBe(200);
    expect((await poll(manager, own)).statusCode).toBe(200);
  });

  it("a change on another day leaves the window's ETag; a booking moved out of the window moves it, and its new day's", async () => {
    const WEEK = 7 * DAY;
    const today = await etagNow();
    const nextWeek = await etagNow(manager, DAY_START + WEEK);
    const bookingId = await onlineBooking('leo', THU(13) + WEEK);
    expect((await poll(manager, today)).statusCode).toBe(304);
    expect((await poll(manager, nextWeek, DAY_START + WEEK)).statusCode).toBe(200);

    const booked = await etagNow(manager, DAY_START + WEEK);
    const later = await etagNow(manager, DAY_START + 2 * WEEK);
    const moved = await manager.post('bookings/move', { bookingId, startTime: THU(13) + 2 * WEEK });
    expect(moved.code, JSON.stringify(moved.body)).toBe(200);
    expect((await poll(manager, today)).statusCode).toBe(304);
    expect((await poll(manager, booked, DAY_START + WEEK)).statusCode).toBe(200);
    expect((await poll(manager, later, DAY_START + 2 * WEEK)).statusCode).toBe(200);
    const shown = (await poll(manager, undefined, DAY_START + WEEK)).json().data;
    expect(shown.bookings.map((b: { id: string }) => b.id)).not.toContain(bookingId);
  });

  if (kind === 'postgres') {
    it("answers an unchanged poll without reading the calendar's tables (they are locked meanwhile)", async () => {
      const etag = await etagNow();
      let locked!: () => void;
      let release!: () => void;
      const lockTaken = new Promise<void>((resolve) => (locked = resolve));
      const released = new Promise<void>((resolve) => (release = resolve));
      const holder = t.database.db.transaction(async (tx) => {
        await tx.execute(
          sql`LOCK TABLE bookings, booking_events, designer_blocks, payments, customers IN ACCESS EXCLUSIVE MODE`,
        );
        locked();
        await released;
      });
      await lockTaken;
      const answer = await Promise.race([
        poll(manager, etag),
        new Promise<null>((resolve) => setTimeout(() => resolve(null), 5000)),
      ]);
      release();
      await holder;
      expect(answer?.statusCode).toBe(304);
    });
  }

  it('after a change, the other desks are given the answer the first one built; the next change builds anew', async () => {
    const otherDesk = (await signedInStaff(t, storeId, 'manager', { email: 'desk2@demo.test' })).client;
    const block = (start: number) =>
      manager.post('blocks', { userId: 'kevin', startTime: start, endTime: start + 1800 });
    expect((await block(THU(12))).code).toBe(200);
    const first = await poll(manager);
    expect(first.statusCode).toBe(200);
    const { result: second, sent } = await statementsSentDuring(t.database.db, () => poll(otherDesk));
    expect(second.statusCode).toBe(200);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.json()).toEqual(first.json());
    // Only the versions (and the desk's session) were read: none of the calendar's own tables.
    expect(sent.join('\n')).not.toMatch(/booking_events|designer_blocks/);

    const added = (await block(THU(14))).body.data.id;
    const third = await poll(otherDesk);
    expect(third.headers.etag).not.toBe(first.headers.etag);
    expect(third.json().data.blocks.map((b: { id: string }) => b.id)).toContain(added);
  });

  it('a kept answer goes compressed as each desk asks (brotli, gzip, or as it is): the same calendar', async () => {
    expect((await manager.post('blocks', { userId: 'kevin', startTime: THU(16), endTime: THU(16) + 1800 })).code).toBe(
      200,
    );
    const asking = (encoding?: string) =>
      t.app.inject({
        url: `/api/staff/calendar?code=demo&from=${DAY_START}&to=${DAY_START + DAY}`,
        headers: { ...manager.headers, ...(encoding ? { 'accept-encoding': encoding } : {}) },
      });
    const plain = await asking();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    const calendar = plain.json();
    expect(calendar.status).toBe('SUCCESS');
    const br = await asking('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.headers.etag).toBe(plain.headers.etag);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(calendar);
    const gzip = await asking('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(calendar);
    expect((await asking('identity')).json()).toEqual(calendar);
  });

  it("polls that arrive together share their reads (the store's, the sessions', the calendar's), and a session answers only at its store", async () => {
    const etags = [await etagNow(manager), await etagNow(amber)];
    const { result: answers, sent } = await statementsSentDuring(t.database.db, () =>
      Promise.all(Array.from({ length: 10 }, (_, i) => (i % 2 ? poll(amber, etags[1]) : poll(manager, etags[0])))),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(304));
    // Ten polls of two people, three statements: the catalogue's version, the sessions, the calendar's version.
    expect(sent).toHaveLength(3);
    expect(sent.join('\n')).toMatch(/staff_sessions/);
    expect(sent.join('\n')).toMatch(/calendar_versions/);
    // The manager's session is the demo store's: at another store it is no session.
    await seedDemoCopy(t.database.db, 'elsewhere');
    const elsewhere = await t.app.inject({
      url: `/api/staff/calendar?code=elsewhere&from=${DAY_START}&to=${DAY_START + DAY}`,
      headers: manager.headers,
    });
    expect(elsewhere.statusCode).toBe(401);
    expect(elsewhere.json().status).toBe('UNAUTHORIZED');
  });
});
