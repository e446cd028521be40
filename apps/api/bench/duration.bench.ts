/**
 * HTTP benchmark (not a test): `POST /api/bookings/duration` of the real app on PostgreSQL under
 * autocannon on loopback, printed beside a bare Fastify route's figures from the same run.
 *
 * A throwaway database `salon_bench` is created on the server of DATABASE_URL (default
 * postgres://postgres@127.0.0.1:5432/test), migrated, loaded with the demo store and a bench store
 * of 20 designers and ~2,000 bookings over 30 days (inserted directly), and dropped at the end.
 *
 * Run: npx tsx bench/duration.bench.ts   (or npm run bench -w @salon/api)
 * BENCH_SECONDS=n changes the 10 s per target; BENCH_KEEP=1 keeps the database for a look afterwards.
 */
import { randomBytes } from 'node:crypto';
import type { StoreImportInput } from '@salon/contract';
import { pickWith, seededRandom } from '@salon/domain/bench/seeded-random';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app';
import { testConfig } from '../src/config';
import { type Database, openPostgres } from '../src/db/client';
import { bookingEvents, bookings, customers } from '../src/db/schema/index';
import { loadDemoStore } from '../src/modules/store/demo';
import { importStore, validateStoreFile } from '../src/modules/store/import';
import { systemClock } from '../src/platform/clock';

const BASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const BENCH_DB = 'salon_bench';
const PROVIDERS = 20;
const BOOKINGS = 2_000;
const DAYS = 30;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 10;
const TZ_OFFSET = 8 * 3600; // Asia/Taipei, no DST
const DAY = 86400;

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

async function admin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: withDatabase(BASE_URL, 'postgres') });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

const random = seededRandom(20261124);
const pick = pickWith(random);

const open = { open: [{ start: '10:00', end: '20:00' }], rest: [{ start: '14:00', end: '14:30' }] };
const week = {
  sunday: open,
  monday: open,
  tuesday: open,
  wednesday: open,
  thursday: open,
  friday: open,
  saturday: open,
};
const designerIds = Array.from({ length: PROVIDERS }, (_, i) => `designer-${String(i + 1).padStart(2, '0')}`);

/** 20 designers (a few with their own prices and durations), three services, open every day 10–20. */
function benchStoreFile(): StoreImportInput {
  return {
    store: {
      code: 'bench',
      name: 'Bench Salon',
      openingHours: week,
      workingHours: week,
      maxCustomerCount: 3,
      enableConcurrentServices: true,
      paymentMethods: [{ method: 'Cash', isPrepaid: false, lastNum: null, name: '現場付款' }],
      cancelPolicy: 'Single',
      cancelCondition: [{ deadline: 'DAYS_1', refundType: 'Percent', refundPercent: 100, refundAmount: 0 }],
    },
    providers: designerIds.map((id) => ({ id, name: id })),
    categories: [{ id: 'all', name: '全部', kind: 'service', productIds: ['cut', 'color', 'care'] }],
    products: [
      {
        id: 'cut',
        name: '剪髮',
        price: 800,
        duration: 60,
        providers: designerIds
          .filter((_, i) => i % 4 === 0)
          .map((userId) => ({ userId, useDefault: false, price: 1200, duration: 45 })),
      },
      { id: 'color', name: '染髮', price: 2200, duration: 120 },
      { id: 'care', name: '護髮', price: 1200, duration: 30 },
    ],
  };
}

/** 2,000 non-overlapping bookings (one event each) over the next 30 days, in working hours. */
async function seedBookings(database: Database, storeId: string, now: number) {
  const [customer] = await database.db
    .insert(customers)
    .values({ storeId, phoneE164: '+886900000000', lastName: '測', gender: 'Female' })
    .returning();
  const today = Math.floor((now + TZ_OFFSET) / DAY) * DAY - TZ_OFFSET;
  const held = new Map(designerIds.map((id) => [id, [] as [number, number][]]));
  const bookingRows: (typeof bookings.$inferInsert)[] = [];
  const eventRows: Omit<typeof bookingEvents.$inferInsert, 'during'>[] = [];
  while (bookingRows.length < BOOKINGS) {
    const providerId = pick(designerIds);
    const start = today + (1 + Math.floor(random() * DAYS)) * DAY + 10 * 3600 + Math.floor(random() * 18) * 1800;
    const minutes = pick([30, 60, 90, 120]);
    const end = start + minutes * 60;
    const list = held.get(providerId)!;
    if (list.some(([s, e]) => s < end && start < e)) continue;
    list.push([start, end]);
    const id = randomBytes(16).toString('base64url');
    bookingRows.push({
      id,
      storeId,
      customerId: customer!.id,
      status: 'Confirmed',
      startTime: new Date(start * 1000),
      endTime: new Date(end * 1000),
      paymentMethod: 'Cash',
      paymentStatus: 'PayAtStore',
      total: 1000,
      cancelPolicy: 'Single',
      depositRule: 'None',
      depositScope: 'All',
      cancelConditions: [],
      createdAt: new Date(now * 1000),
      updatedAt: new Date(now * 1000),
    });
    eventRows.push({
      bookingId: id,
      index: 0,
      customerIndex: 0,
      eventIndex: 0,
      storeId,
      productId: 'cut',
      productName: '剪髮',
      requestedUserId: providerId,
      providerId,
      providerName: providerId,
      price: 1000,
      duration: minutes,
      startTime: new Date(start * 1000),
      endTime: new Date(end * 1000),
    });
  }
  for (let i = 0; i < BOOKINGS; i += 500) {
    await database.db.insert(bookings).values(bookingRows.slice(i, i + 500));
    await database.db.insert(bookingEvents).values(eventRows.slice(i, i + 500));
  }
  // Planner statistics, as a live database has them (autovacuum may not have run yet).
  await database.db.execute(sql`ANALYZE`);
  return today;
}

function run(opts: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon(opts, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

function summary(name: string, r: autocannon.Result) {
  const errors = r.errors + r.timeouts + r.non2xx;
  return `${name.padEnd(34)} ${r.requests.average.toFixed(0).padStart(7)} req/s   p50 ${String(r.latency.p50).padStart(4)} ms   p99 ${String(r.latency.p99).padStart(4)} ms   errors/non-2xx ${errors}`;
}

async function main() {
  await admin(async (c) => {
    await c.query(`DROP DATABASE IF EXISTS ${BENCH_DB} WITH (FORCE)`);
    await c.query(`CREATE DATABASE ${BENCH_DB}`);
  });
  const database = openPostgres(withDatabase(BASE_URL, BENCH_DB), 20);
  const bare = Fastify({ logger: false });
  let app: Awaited<ReturnType<typeof buildApp>> | null = null;
  try {
    await database.migrate();
    await loadDemoStore(database.db);
    const parsed = validateStoreFile(benchStoreFile());
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
    const { storeId } = await importStore(database.db, parsed.file);
    const now = systemClock.now();
    const today = await seedBookings(database, storeId, now);

    app = await buildApp({ config: testConfig({ logLevel: 'silent' }), database });
    const appUrl = await app.listen({ host: '127.0.0.1', port: 0 });
    bare.get('/bare', async () => ({ ok: true }));
    const bareUrl = await bare.listen({ host: '127.0.0.1', port: 0 });

    const body = JSON.stringify({
      startTime: today + DAY,
      endTime: today + 8 * DAY,
      events: [
        { productId: 'cut', userId: null },
        { productId: 'color', userId: null },
        { productId: 'care', userId: null },
      ],
      customerCount: 2,
      parallel: false,
    });
    const probe = await fetch(`${appUrl}/api/bookings/duration?code=bench`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    const sample = (await probe.json()) as { status: string; data: { duration: number; slots: number[] } };
    if (sample.status !== 'SUCCESS') throw new Error(`duration failed: ${JSON.stringify(sample)}`);
    console.log(
      `bench store: ${PROVIDERS} designers, ${BOOKINGS} bookings over ${DAYS} days; cart: 3 services, no preference, ` +
        `2 customers, 7-day window → ${sample.data.slots.length} starts, ${sample.data.duration} min`,
    );
    console.log(`autocannon: ${CONNECTIONS} connections, ${SECONDS} s each, loopback, load in a worker thread\n`);

    // Warm-up (not reported): JIT, connection pool, caches.
    await run({
      url: `${appUrl}/api/bookings/duration?code=bench`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      connections: CONNECTIONS,
      duration: 2,
      workers: 1,
    });
    const duration = await run({
      url: `${appUrl}/api/bookings/duration?code=bench`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      connections: CONNECTIONS,
      duration: SECONDS,
      workers: 1,
    });
    const plain = await run({ url: `${bareUrl}/bare`, connections: CONNECTIONS, duration: SECONDS, workers: 1 });

    console.log(summary('POST /api/bookings/duration', duration));
    console.log(summary('GET /bare (bare Fastify)', plain));
    const ratio = duration.requests.average / plain.requests.average;
    console.log(`\nratio duration / bare: ${(ratio * 100).toFixed(1)}% (1 : ${(1 / ratio).toFixed(1)})`);
  } finally {
    await app?.close();
    await bare.close();
    await database.close();
    if (!process.env.BENCH_KEEP) await admin((c) => c.query(`DROP DATABASE IF EXISTS ${BENCH_DB} WITH (FORCE)`));
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
