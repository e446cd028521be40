import type { StoreImportInput } from '@salon/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { bookingEvents, bookingStatusHistory, bookings, jobs } from '#api/db/schema/index';
import { createTestApp, TEST_NOW, type TestApp } from '#test/app';
import { describeEachDatabase } from '#test/db';
import { demoStoreFile, seedStore, signedInCustomer } from '#test/fixtures';
import { bookingBody, call, SAT, THU, WED } from './test-support';

const RACERS = 50;

/** The demo store cut down to three designers (and the products' references to the others). */
function threeDesignerStore(): StoreImportInput {
  const file = demoStoreFile();
  const keep = new Set(['amber', 'kevin', 'mia']);
  file.store.code = 'trio';
  file.providers = (file.providers ?? []).filter((p) => keep.has(p.id));
  for (const product of file.products ?? []) {
    product.providers = (product.providers ?? []).filter((p) => keep.has(p.userId));
    product.subItemProviders = (product.subItemProviders ?? []).filter((p) => keep.has(p.userId));
  }
  return file;
}

describeEachDatabase('bookings under a race', (kind) => {
  let t: TestApp;
  let demoId: string;
  let trioId: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    demoId = (await seedStore(t.database.db)).storeId;
    trioId = (await seedStore(t.database.db, threeDesignerStore())).storeId;
  });
  afterAll(() => t.close());

  const customers = (storeId: string) =>
    Promise.all(Array.from({ length: RACERS }, () => signedInCustomer(t.database.db, storeId, TEST_NOW)));
  const activeEvents = (storeId: string, start: number) =>
    t.database.db
      .select()
      .from(bookingEvents)
      .where(
        and(
          eq(bookingEvents.storeId, storeId),
          eq(bookingEvents.active, true),
          eq(bookingEvents.startTime, new Date(start * 1000)),
        ),
      );

  it(`${RACERS} customers asking for the same designer and start at once: exactly one gets it`, async () => {
    const racers = await customers(demoId);
    const body = bookingBody([{ productId: 'cut-wash', userId: 'amber' }], WED(15));
    const results = await Promise.all(
      racers.map((r) => call(t.app, 'POST', '/api/bookings?code=demo', { payload: body, headers: r.headers })),
    );
    const won = results.filter((r) => r.code === 200);
    const lost = results.filter((r) => r.code !== 200);
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(RACERS - 1);
    for (const r of lost) {
      expect(r.code).toBe(409);
      expect(['INVALID_OPERATIONS', 'NO_PROVIDERS']).toContain(r.body.status);
    }
    const held = await activeEvents(demoId, WED(15));
    expect(held).toHaveLength(1);
    expect(held[0]).toMatchObject({ providerId: 'amber', bookingId: won[0]!.body.data.bookingId });
    expect(
      await t.database.db
        .select()
        .from(bookings)
        .where(eq(bookings.startTime, new Date(WED(15) * 1000))),
    ).toHaveLength(1);
  });

  it(`${RACERS} "no preference" bookings into a slot with exactly 3 free designers: exactly 3 get it`, async () => {
    const racers = await customers(trioId);
    const body = bookingBody([{ productId: 'cut-kids', userId: null }], WED(15));
    const results = await Promise.all(
      racers.map((r) => call(t.app, 'POST', '/api/bookings?code=trio', { payload: body, headers: r.headers })),
    );
    const won = results.filter((r) => r.code === 200);
    expect(won).toHaveLength(3);
    for (const r of results.filter((x) => x.code !== 200)) {
      expect(r.code).toBe(409);
      expect(['INVALID_OPERATIONS', 'NO_PROVIDERS']).toContain(r.body.status);
    }
    const held = await activeEvents(trioId, WED(15));
    expect(held.map((e) => e.providerId).sort()).toEqual(['amber', 'kevin', 'mia']);
  });

  const bookAt = (racer: { headers: Record<string, string> }, userId: string, start: number) =>
    call(t.app, 'POST', '/api/bookings?code=demo', {
      payload: bookingBody([{ productId: 'cut-kids', userId }], start),
      headers: racer.headers,
    });
  const hours = [10, 11, 12, 13, 14, 15, 16, 17];
  /** In how many transactions the bookings at these starts were written (xmin: the writing transaction). */
  const transactionsOf = async (storeId: string, starts: number[]) => {
    const rows = await t.database.db
      .select({ xmin: sql<string>`${bookings}.xmin::text`, start: bookings.startTime })
      .from(bookings)
      .where(eq(bookings.storeId, storeId));
    const wanted = new Set(starts.map((s) => s * 1000));
    return new Set(rows.filter((r) => wanted.has(r.start.getTime())).map((r) => r.xmin)).size;
  };

  it('bookings that arrive together are written together, in fewer transactions than bookings', async () => {
    const racers = await customers(demoId);
    const starts = hours.map((h) => SAT(h));
    const results = await Promise.all(starts.map((start, i) => bookAt(racers[i]!, 'amber', start)));
    expect(results.map((r) => r.code)).toEqual(starts.map(() => 200));
    for (const start of starts) {
      expect((await activeEvents(demoId, start)).filter((e) => e.providerId === 'amber')).toHaveLength(1);
    }
    expect(await transactionsOf(demoId, starts)).toBeLessThan(starts.length);
    // The statement's triggers did their part for every row: an outbox job per change of status
    // (not for the creation rows, which tell nobody), of the store.
    const ids = results.map((r) => r.body.data.bookingId as string);
    const history = await t.database.db
      .select({ id: bookingStatusHistory.id, from: bookingStatusHistory.fromStatus })
      .from(bookingStatusHistory)
      .where(inArray(bookingStatusHistory.bookingId, ids));
    const changes = history.filter((h) => h.from !== null);
    expect(changes).toHaveLength(ids.length);
    const queued = await t.database.db
      .select({ key: jobs.key, storeId: jobs.storeId })
      .from(jobs)
      .where(
        inArray(
          jobs.key,
          history.map((h) => `history:${h.id}`),
        ),
      );
    expect(queued.map((j) => j.key).sort()).toEqual(changes.map((h) => `history:${h.id}`).sort());
    expect(queued.map((j) => j.storeId)).toEqual(changes.map(() => demoId));
  });

  it('when one booking of those arriving together loses its race, the others are still booked, each alone', async () => {
    const racers = await customers(demoId);
    const starts = hours.map((h) => SAT(h));
    const results = await Promise.all([
      ...starts.map((start, i) => bookAt(racers[i]!, 'kevin', start)),
      bookAt(racers[starts.length]!, 'kevin', SAT(12)),
    ]);
    expect(results.filter((r) => r.code === 200)).toHaveLength(starts.length);
    const lost = results.filter((r) => r.code !== 200);
    expect(lost).toHaveLength(1);
    expect(lost[0]).toMatchObject({ code: 409, body: { status: 'INVALID_OPERATIONS' } });
    for (const start of starts) {
      expect((await activeEvents(demoId, start)).filter((e) => e.providerId === 'kevin')).toHaveLength(1);
    }
    const booked = new Set(results.filter((r) => r.code === 200).map((r) => r.body.data.bookingId));
    const held = await t.database.db.select().from(bookingEvents).where(eq(bookingEvents.providerId, 'kevin'));
    expect(held.filter((e) => booked.has(e.bookingId))).toHaveLength(starts.length);
  });

  it('the same idempotency key at once makes one booking; the others get DUPLICATED_KEY or the same booking', async () => {
    const [racer] = await customers(demoId).then((all) => all.slice(0, 1));
    const body = bookingBody([{ productId: 'cut-wash', userId: null }], THU(15));
    const headers = { ...racer!.headers, 'idempotency-key': 'same-click' };
    const results = await Promise.all(
      Array.from({ length: 10 }, () => call(t.app, 'POST', '/api/bookings?code=demo', { payload: body, headers })),
    );
    const rows = await t.database.db.select().from(bookings).where(eq(bookings.idempotencyKey, 'same-click'));
    expect(rows).toHaveLength(1);
    for (const r of results) {
      if (r.code === 200) expect(r.body.data.bookingId).toBe(rows[0]!.id);
      else expect(r).toMatchObject({ code: 409, body: { status: 'DUPLICATED_KEY' } });
    }
    expect(results.filter((r) => r.code === 200).length).toBeGreaterThanOrEqual(1);
    const sequential = await call(t.app, 'POST', '/api/bookings?code=demo', { payload: body, headers });
    expect(sequential.body.data.bookingId).toBe(rows[0]!.id);
  });
});
