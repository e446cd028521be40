/**
 * In-process HTTP figures on PostgreSQL (autocannon in a worker thread, loopback): the real app's
 * `POST /api/bookings/duration` beside a bare Fastify route, and booking creation. The statement
 * counts come from countStatements() (every query this process sends).
 */
import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type SQL, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { buildApp } from '../src/app';
import { testConfig } from '../src/config';
import type { Database } from '../src/db/client';
import { countStatements, figuresOf, type LoadFigures, load } from './load';
import { DAY, DAYS, localMidnight, type Seeded } from './seed';

export interface DurationFigures {
  cart: string;
  connections: number;
  duration: LoadFigures;
  bare: LoadFigures;
  /** duration req/s ÷ bare req/s */
  ratio: number;
  queriesPerRequest: number;
  /** the same cart over a 7-day window (the window of the earlier bench) */
  week: LoadFigures;
}

export interface BookingFigures {
  connections: number;
  perSecond: number;
  created: number;
  refused: number;
  statementsPerBooking: number;
  overlaps: number;
}

/** The cart of the availability figures: 3 services, no preference, 2 customers, at `bench`. */
export function durationBody(now: number, days: number): string {
  const today = localMidnight(now);
  return JSON.stringify({
    startTime: today + DAY,
    endTime: today + (1 + days) * DAY,
    events: [
      { productId: 'cut', userId: null },
      { productId: 'color', userId: null },
      { productId: 'care', userId: null },
    ],
    customerCount: 2,
    parallel: false,
  });
}

export const DURATION_PATH = '/api/bookings/duration?code=bench';

async function startApp(database: Database) {
  // Many sockets from one address: the per-IP cap is not what is measured.
  const app = await buildApp({
    config: testConfig({ logLevel: 'silent', connections: { maxPerIp: 0 } }),
    database,
  });
  let answered = 0;
  app.addHook('onResponse', async () => {
    answered++;
  });
  return { app, url: await app.listen({ host: '127.0.0.1', port: 0 }), answered: () => answered };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until requests still in flight when autocannon stopped are answered, so statements and answers match. */
async function settle(answered: () => number) {
  for (let last = -1; last !== answered(); ) {
    last = answered();
    await pause(250);
  }
}

export async function measureDuration(
  database: Database,
  now: number,
  seconds: number,
  connections: number,
): Promise<DurationFigures> {
  const statements = countStatements();
  const { app, url, answered } = await startApp(database);
  const bare = Fastify({ logger: false });
  bare.get('/bare', async () => ({ ok: true }));
  const bareUrl = await bare.listen({ host: '127.0.0.1', port: 0 });
  try {
    const post = (body: string, duration: number) =>
      load({
        url: `${url}${DURATION_PATH}`,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
        connections,
        duration,
        workers: 1,
      });
    const day = durationBody(now, 1);
    await post(day, 2); // warm-up: JIT, pool, catalogue cache
    await settle(answered);
    const before = { statements: statements(), answered: answered() };
    const duration = await post(day, seconds);
    await settle(answered);
    const queries = statements() - before.statements;
    const requests = answered() - before.answered;
    const plain = await load({ url: `${bareUrl}/bare`, connections, duration: seconds, workers: 1 });
    const week = await post(durationBody(now, 7), seconds);
    return {
      cart: '3 services, no preference, 2 customers, 1-day window',
      connections,
      duration: figuresOf(duration),
      bare: figuresOf(plain),
      ratio: duration.requests.average / plain.requests.average,
      queriesPerRequest: queries / Math.max(1, requests),
      week: figuresOf(week),
    };
  } finally {
    await app.close();
    await bare.close();
  }
}

/** Bookable starts of `bench-book` (every half hour 10:00–19:30) from tomorrow for 28 days. */
function bookableStarts(now: number): number[] {
  const today = localMidnight(now);
  const starts: number[] = [];
  for (let d = 1; d < DAYS - 1; d++) for (let h = 0; h < 20; h++) starts.push(today + d * DAY + 10 * 3600 + h * 1800);
  return starts;
}

/** The one number a `SELECT count(*)::int AS n` gives. */
async function countOf(database: Database, query: SQL): Promise<number> {
  const result = (await database.db.execute(query)) as unknown as { rows: { n: number }[] };
  return Number(result.rows[0]?.n ?? 0);
}

async function overlaps(database: Database, storeId: string): Promise<number> {
  return countOf(
    database,
    sql`
    SELECT count(*)::int AS n FROM booking_events a JOIN booking_events b
      ON a.store_id = b.store_id AND a.provider_id = b.provider_id
      AND (a.booking_id, a.index) < (b.booking_id, b.index) AND a.during && b.during
    WHERE a.store_id = ${storeId} AND a.active AND b.active`,
  );
}

async function countBookings(database: Database, storeId: string): Promise<number> {
  return countOf(database, sql`SELECT count(*)::int AS n FROM bookings WHERE store_id = ${storeId}`);
}

/** `POST /api/bookings` at `bench-book`: one 30-minute service, no preference, spread over 28 days × 20 designers. */
export async function measureBookings(
  database: Database,
  seeded: Seeded,
  now: number,
  seconds: number,
  connections: number,
): Promise<BookingFigures> {
  const statements = countStatements();
  const planFile = join(tmpdir(), `salon-bench-plan-${process.pid}.json`);
  writeFileSync(planFile, JSON.stringify({ starts: bookableStarts(now), tokens: seeded.customerTokens }));
  process.env.BENCH_BOOKING_PLAN = planFile;
  const { app, url, answered } = await startApp(database);
  try {
    const before = { statements: statements(), bookings: await countBookings(database, seeded.bookStoreId) };
    const result = await load({
      url: `${url}/api/bookings?code=bench-book`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      requests: [{ setupRequest: fileURLToPath(new URL('./booking-request.cjs', import.meta.url)) }],
      connections,
      duration: seconds,
      workers: 1,
    });
    await settle(answered);
    const sent = statements() - before.statements;
    const created = (await countBookings(database, seeded.bookStoreId)) - before.bookings;
    return {
      connections,
      perSecond: Math.round(created / seconds),
      created,
      refused: result.non2xx + result.errors + result.timeouts,
      // The two counts above were read with the same counter: take them out.
      statementsPerBooking: (sent - 1) / Math.max(1, created),
      overlaps: await overlaps(database, seeded.bookStoreId),
    };
  } finally {
    await app.close();
    rmSync(planFile, { force: true });
  }
}

export interface PickupOrderFigures {
  connections: number;
  perSecond: number;
  created: number;
  refused: number;
  statementsPerOrder: number;
  /** Units the orders took that the stock does not account for (must be 0). */
  stockDrift: number;
}

const PICKUP_PRODUCT = 'shampoo';
const PICKUP_STOCK = 10_000_000;

/** POST /api/bookings/pickupOrders on the demo store: one unit of one item per order, stock never short. */
export async function measurePickupOrders(
  database: Database,
  seeded: Seeded,
  seconds: number,
  connections: number,
): Promise<PickupOrderFigures> {
  const stockOf = () =>
    countOf(
      database,
      sql`SELECT stock AS n FROM retail_items WHERE store_id = ${seeded.demoStoreId} AND id = ${PICKUP_PRODUCT}`,
    );
  await database.db.execute(
    sql`UPDATE retail_items SET stock = ${PICKUP_STOCK} WHERE store_id = ${seeded.demoStoreId} AND id = ${PICKUP_PRODUCT}`,
  );
  const statements = countStatements();
  const planFile = join(tmpdir(), `salon-bench-pickup-${process.pid}.json`);
  writeFileSync(planFile, JSON.stringify({ productId: PICKUP_PRODUCT, tokens: seeded.demoTokens }));
  process.env.BENCH_PICKUP_PLAN = planFile;
  const { app, url, answered } = await startApp(database);
  try {
    const before = { statements: statements(), orders: await countPickupOrders(database, seeded.demoStoreId) };
    const result = await load({
      url: `${url}/api/bookings/pickupOrders?code=demo`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      requests: [{ setupRequest: fileURLToPath(new URL('./pickup-order-request.cjs', import.meta.url)) }],
      connections,
      duration: seconds,
      workers: 1,
    });
    await settle(answered);
    const sent = statements() - before.statements;
    const created = (await countPickupOrders(database, seeded.demoStoreId)) - before.orders;
    const stock = await stockOf();
    return {
      connections,
      perSecond: Math.round(created / seconds),
      created,
      refused: result.non2xx + result.errors + result.timeouts,
      statementsPerOrder: (sent - 1) / Math.max(1, created),
      stockDrift: PICKUP_STOCK - created - stock,
    };
  } finally {
    await app.close();
    rmSync(planFile, { force: true });
  }
}

async function countPickupOrders(database: Database, storeId: string): Promise<number> {
  return countOf(database, sql`SELECT count(*)::int AS n FROM pickup_orders WHERE store_id = ${storeId}`);
}
