import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { StoreImportInput } from '@salon/contract';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { buildApp } from '#api/app';
import { testConfig } from '#api/config';
import { type Database, openPostgres } from '#api/db/client';
import { openPglite, pgliteExtensions } from '#api/db/pglite';
import { bookingEvents, bookings, stores } from '#api/db/schema/index';
import { fixedClock } from '#api/platform/clock';
import { TEST_NOW } from '#test/app';
import { type DbKind, describeEachDatabase, newPostgresTestDatabase } from '#test/db';
import { demoStoreFile, seedStore, signedInCustomer } from '#test/fixtures';
import { statementsSentDuring } from '#test/statements';
import { bookingBody, call, WED } from '../bookings/test-support';

/**
 * Two handles on one database, each with its own connection(s) and so its own catalogue cache,
 * as two API processes would have: PostgreSQL pools, or two drivers over one PGlite.
 */
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

describeEachDatabase('the catalogue cache across API instances', (kind) => {
  let instances: FastifyInstance[] = [];
  let handles: [Database, Database];
  let closeHandles: () => Promise<void>;
  let storeId: string;
  const clock = fixedClock(TEST_NOW);

  beforeAll(async () => {
    ({ handles, close: closeHandles } = await twoHandles(kind));
    storeId = (await seedStore(handles[0].db)).storeId;
    instances = await Promise.all(
      handles.map((database) => buildApp({ config: testConfig({ logLevel: 'silent' }), database, clock })),
    );
  });
  afterAll(async () => {
    for (const app of instances) await app.close();
    await closeHandles?.();
  });

  /** Re-imports the demo store through instance A's database handle, changed by `edit`. */
  const importThroughA = (edit: (file: StoreImportInput) => void) => {
    const file = demoStoreFile();
    edit(file);
    return seedStore(handles[0].db, file);
  };
  const wednesday = (i: number, userId: string | null) =>
    call(instances[i]!, 'POST', '/api/bookings/duration?code=demo', {
      payload: {
        startTime: WED(0),
        endTime: WED(24),
        events: [{ productId: 'cut-wash', userId }],
        customerCount: 1,
        parallel: false,
      },
    });
  const version = async () =>
    (await handles[0].db.select({ v: stores.catalogVersion }).from(stores).where(eq(stores.id, storeId)))[0]!.v;

  it("a designer's day off and a new duration imported through one instance are in the other's next answer", async () => {
    const before = await wednesday(1, 'amber');
    expect(before.body.data.duration).toBe(60);
    expect(before.body.data.slots.length).toBeGreaterThan(0);
    await wednesday(0, 'amber'); // both caches warm

    await importThroughA((file) => {
      file.providers = file.providers?.map((p) => (p.id === 'amber' ? { ...p, daysOff: ['2026-11-25'] } : p));
      file.products = file.products?.map((p) => (p.id === 'cut-wash' ? { ...p, duration: 90, providers: [] } : p));
    });
    const after = await wednesday(1, 'amber');
    expect(after.code).toBe(200);
    expect(after.body.data.slots).toEqual([]);
    const anyone = await wednesday(1, null);
    expect(anyone.body.data.duration).toBe(90);
    expect(anyone.body.data.slots.length).toBeGreaterThan(0);
  });

  it('a price changed through one instance is the price of the next booking made through the other', async () => {
    const customer = await signedInCustomer(handles[1].db, storeId, TEST_NOW);
    const cart = {
      events: [{ productId: 'cut-kids', userId: 'kevin' }],
      startTime: WED(16),
      customerCount: 1,
      parallel: false,
    };
    const quoted = await call(instances[1]!, 'POST', '/api/bookings/checkout?code=demo', {
      payload: cart,
      headers: customer.headers,
    });
    expect(quoted.body.data).toMatchObject({ total: 400 });

    await importThroughA((file) => {
      file.products = file.products?.map((p) => (p.id === 'cut-kids' ? { ...p, price: 450 } : p));
    });
    const created = await call(instances[1]!, 'POST', '/api/bookings?code=demo', {
      payload: bookingBody(cart.events, cart.startTime),
      headers: customer.headers,
    });
    expect(created.code).toBe(200);
    const bookingId = created.body.data.bookingId as string;
    const [row] = await handles[0].db.select().from(bookings).where(eq(bookings.id, bookingId));
    expect(row!.total).toBe(450);
    const events = await handles[0].db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, bookingId));
    expect(events.map((e) => e.price)).toEqual([450]);
  });

  it("a store setting changed through one instance is in the other's next store answer", async () => {
    expect((await call(instances[1]!, 'GET', '/api/bookings/store?code=demo')).body.data.name).not.toBe('新名字');
    await importThroughA((file) => {
      file.store.name = '新名字';
    });
    expect((await call(instances[1]!, 'GET', '/api/bookings/store?code=demo')).body.data.name).toBe('新名字');
  });

  it('every write to a catalogue table bumps the version in the same transaction, whoever writes', async () => {
    const writes = [
      sql`UPDATE stores SET phone = '02-0000-0000' WHERE id = ${storeId}`,
      sql`UPDATE providers SET name = 'Amber L.' WHERE store_id = ${storeId} AND id = 'amber'`,
      sql`INSERT INTO provider_days_off (store_id, provider_id, day) VALUES (${storeId}, 'kevin', '2026-12-01')`,
      sql`DELETE FROM provider_days_off WHERE store_id = ${storeId} AND provider_id = 'kevin'`,
      sql`UPDATE products SET price = price + 10 WHERE store_id = ${storeId} AND id = 'cut-men'`,
      sql`UPDATE product_providers SET is_provided = NOT is_provided WHERE store_id = ${storeId} AND product_id = 'cut-wash'`,
      sql`UPDATE sub_items SET price = price + 10 WHERE store_id = ${storeId}`,
      sql`UPDATE sub_item_providers SET price = price + 10 WHERE store_id = ${storeId}`,
    ];
    for (const write of writes) {
      const before = await version();
      await handles[0].db.execute(write);
      expect(await version(), String(write.queryChunks[0])).toBeGreaterThan(before);
    }
    const before = await version();
    await importThroughA(() => {});
    expect(await version()).toBeGreaterThan(before);

    // A rolled-back write leaves the version (and so every cache) as it was.
    const kept = await version();
    await expect(
      handles[0].db.transaction(async (tx) => {
        await tx.execute(sql`UPDATE products SET price = 1 WHERE store_id = ${storeId}`);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await version()).toBe(kept);
  });

  it('requests that arrive together share one version read, and each still gets its own store', async () => {
    await call(instances[1]!, 'GET', '/api/bookings/store?code=demo'); // B's cache is current
    // Every statement instance B sends.
    const codes = [...Array.from({ length: 10 }, () => 'demo'), 'nowhere'];
    const { result: answers, sent } = await statementsSentDuring(handles[1].db, () =>
      Promise.all(codes.map((code) => call(instances[1]!, 'GET', `/api/bookings/store?code=${code}`))),
    );
    expect(answers.slice(0, 10).map((a) => a.body.data.name)).toEqual(Array(10).fill(answers[0]!.body.data.name));
    expect(answers[10]!.code).toBe(404);
    expect(answers[10]!.body.status).toBe('STORE_NOT_FOUND');
    // Eleven answers, one statement: the version read for both codes (the store page is cached).
    expect(sent).toHaveLength(1);
    expect(sent[0]).toContain('catalog_version');
  });

  it('a direct day off (not through the importer) is seen by both instances', async () => {
    await wednesday(0, 'leo');
    await wednesday(1, 'leo');
    await handles[0].db.execute(
      sql`INSERT INTO provider_days_off (store_id, provider_id, day) VALUES (${storeId}, 'leo', '2026-11-25')`,
    );
    for (const i of [0, 1]) expect((await wednesday(i, 'leo')).body.data.slots).toEqual([]);
  });
});
