import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { buildApp } from '#api/app';
import { testConfig } from '#api/config';
import { type Database, openPostgres } from '#api/db/client';
import { openPglite, pgliteExtensions } from '#api/db/pglite';
import { bookingBody, call, FRI, WED } from '#api/modules/bookings/test-support';
import { fixedClock } from '#api/platform/clock';
import { TEST_NOW } from '#test/app';
import { type DbKind, describeEachDatabase, newPostgresTestDatabase } from '#test/db';
import { seedStore, signedInCustomer } from '#test/fixtures';
import { statementsSentDuring } from '#test/statements';

/** Two handles on one database, each with its own connection(s) and so its own caches, as two API processes. */
async function twoHandles(kind: DbKind): Promise<{ handles: [Database, Database]; close: () => Promise<void> }> {
  if (kind === 'postgres') {
    const url = await newPostgresTestDatabase();
    const handles: [Database, Database] = [openPostgres(url, 4), openPostgres(url, 4)];
    return { handles, close: async () => void (await Promise.all(handles.map((h) => h.close()))) };
  }
  const client = new PGlite({
    loadDataDir: new Blob([readFileSync(inject('pgliteTemplate'))]),
    extensions: pgliteExtensions(),
  });
  await client.waitReady;
  return { handles: [openPglite(client), openPglite(client)], close: () => client.close() };
}

describeEachDatabase('the busy-time cache of availability across API instances', (kind) => {
  let instances: FastifyInstance[] = [];
  let handles: [Database, Database];
  let closeHandles: () => Promise<void>;
  let storeId: string;

  beforeAll(async () => {
    ({ handles, close: closeHandles } = await twoHandles(kind));
    storeId = (await seedStore(handles[0].db)).storeId;
    const clock = fixedClock(TEST_NOW);
    instances = await Promise.all(
      handles.map((database) => buildApp({ config: testConfig({ logLevel: 'silent' }), database, clock })),
    );
  });
  afterAll(async () => {
    for (const app of instances) await app.close();
    await closeHandles?.();
  });

  const wednesday = async (i: number, userId: string) => {
    const res = await call(instances[i]!, 'POST', '/api/bookings/duration?code=demo', {
      payload: {
        startTime: WED(0),
        endTime: WED(24),
        events: [{ productId: 'cut-wash', userId }],
        customerCount: 1,
        parallel: false,
      },
    });
    expect(res.code).toBe(200);
    return res.body.data.slots as number[];
  };
  const version = async () => {
    const result = await handles[0].db.execute(
      sql`SELECT coalesce(sum(n), 0)::int AS v FROM busy_versions WHERE store_id = ${storeId}`,
    );
    return Number((result as unknown as { rows: { v: number }[] }).rows[0]!.v);
  };

  it("a booking made through one instance is left out of the other's next answer; cancelled, its time is back", async () => {
    for (const i of [0, 1]) expect(await wednesday(i, 'amber')).toContain(WED(16)); // both caches warm
    const customer = await signedInCustomer(handles[0].db, storeId, TEST_NOW);
    const made = await call(instances[0]!, 'POST', '/api/bookings?code=demo', {
      payload: bookingBody([{ productId: 'cut-wash', userId: 'amber' }], WED(16)),
      headers: customer.headers,
    });
    expect(made.code).toBe(200);
    expect(await wednesday(1, 'amber')).not.toContain(WED(16));

    const cancelled = await call(instances[0]!, 'DELETE', '/api/bookings?code=demo', {
      payload: { bookingId: made.body.data.bookingId },
      headers: customer.headers,
    });
    expect(cancelled.code).toBe(200);
    for (const i of [1, 0]) expect(await wednesday(i, 'amber')).toContain(WED(16));
  });

  it('blocked time and booking events written directly (psql) are seen by both instances at once', async () => {
    for (const i of [0, 1]) expect(await wednesday(i, 'leo')).toContain(WED(12));
    await handles[0].db.execute(sql`INSERT INTO designer_blocks (store_id, provider_id, start_time, end_time)
      VALUES (${storeId}, 'leo', to_timestamp(${WED(12)}), to_timestamp(${WED(13)}))`);
    for (const i of [0, 1]) expect(await wednesday(i, 'leo')).not.toContain(WED(12));
    await handles[0].db.execute(sql`DELETE FROM designer_blocks WHERE store_id = ${storeId} AND provider_id = 'leo'`);
    for (const i of [0, 1]) expect(await wednesday(i, 'leo')).toContain(WED(12));
  });

  it('every change of busy time moves the version in its transaction; other columns and rolled-back writes do not', async () => {
    const customer = await signedInCustomer(handles[0].db, storeId, TEST_NOW);
    const made = await call(instances[1]!, 'POST', '/api/bookings?code=demo', {
      payload: bookingBody([{ productId: 'cut-wash', userId: 'kevin' }], WED(17)),
      headers: customer.headers,
    });
    expect(made.code).toBe(200);
    const id = made.body.data.bookingId as string;
    const moves = async (write: ReturnType<typeof sql>) => {
      const before = await version();
      await handles[0].db.execute(write);
      return (await version()) - before;
    };
    expect(await moves(sql`UPDATE booking_events SET provider_name = 'K.' WHERE booking_id = ${id}`)).toBe(0);
    expect(await moves(sql`UPDATE booking_events SET active = false WHERE booking_id = ${id}`)).toBe(1);
    expect(await moves(sql`UPDATE booking_events SET active = true WHERE booking_id = ${id}`)).toBe(1);
    expect(await moves(sql`DELETE FROM booking_events WHERE booking_id = ${id}`)).toBe(1);

    const kept = await version();
    await expect(
      handles[0].db.transaction(async (tx) => {
        await tx.execute(sql`UPDATE booking_events SET active = false WHERE store_id = ${storeId}`);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await version()).toBe(kept);
  });

  it("a booking on another day keeps a day's busy times (versions per day); one on that day makes them read again", async () => {
    const customer = await signedInCustomer(handles[0].db, storeId, TEST_NOW);
    const book = async (start: number) => {
      const res = await call(instances[0]!, 'POST', '/api/bookings?code=demo', {
        payload: bookingBody([{ productId: 'cut-wash', userId: 'mia' }], start),
        headers: customer.headers,
      });
      expect(res.code, JSON.stringify(res.body)).toBe(200);
    };
    const readsBusy = (sent: string[]) => sent.some((text) => text.includes('booking_events'));
    const free = await wednesday(1, 'mia'); // B keeps Wednesday
    const at = free[Math.floor(free.length / 2)]!;
    await book(FRI(13));
    const friday = await statementsSentDuring(handles[1].db, () => wednesday(1, 'mia'));
    expect(readsBusy(friday.sent)).toBe(false);
    expect(friday.result).toEqual(free);

    await book(at);
    const sameDay = await statementsSentDuring(handles[1].db, () => wednesday(1, 'mia'));
    expect(readsBusy(sameDay.sent)).toBe(true);
    expect(sameDay.result).not.toContain(at);
  });

  it('with a warm cache, availability requests that arrive together send only the two shared version reads', async () => {
    await wednesday(1, 'mia'); // B's caches are current
    const { result: answers, sent } = await statementsSentDuring(handles[1].db, () =>
      Promise.all(Array.from({ length: 10 }, () => wednesday(1, 'mia'))),
    );
    for (const slots of answers) expect(slots).toEqual(answers[0]);
    expect(sent).toHaveLength(2);
    expect(sent.some((text) => text.includes('catalog_version'))).toBe(true);
    expect(sent.some((text) => text.includes('busy_versions'))).toBe(true);
    expect(sent.some((text) => text.includes('booking_events'))).toBe(false);
  });
});
