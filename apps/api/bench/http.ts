/**
 * In-process HTTP figures on PostgreSQL (autocannon in a worker thread, loopback): the real app's
 * `POST /api/bookings/duration` beside the floor (floor.ts: a bare route making one prepared
 * round trip), booking creation and pickup orders. The statement
 * counts come from countStatements() (every query this process sends).
 */
import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { testConfig } from '../src/config';
import type { Database } from '../src/db/client';
import { countBookings, countOf, overlaps } from './counts';
import { type CpuPerRequest, cpuMeter } from './cpu';
import { FLOOR_BODY, startFloor } from './floor';
import { countStatements, figuresOf, type LoadFigures, load } from './load';
import { DAY, DAYS, localMidnight, PROVIDERS, type Seeded } from './seed';
import { measureStrip, type StripFigures } from './strip';

export interface DurationFigures {
  connections: number;
  /** The bare route with one prepared round trip (floor.ts): what one database read can reach here. */
  floor: LoadFigures & { cpu: CpuPerRequest };
  /** POST /bookings/duration: one service, no preference, one customer, a one-day window. */
  duration: LoadFigures & { cpu: CpuPerRequest };
  /** duration req/s ÷ floor req/s */
  ratio: number;
  /** statements the app sent per duration request */
  queriesPerRequest: number;
  /** the same two on one connection (latency without queueing) */
  oneConnection: { floor: LoadFigures; duration: LoadFigures };
  /** 3 services, no preference, 2 customers, one day: the cart of the earlier benches */
  cart: LoadFigures;
  /** The date strip's request, its busy times kept and read again (strip.ts). */
  strip: StripFigures;
}

export interface BookingFigures {
  connections: number;
  /** CPU per booking made (the app's thread, PostgreSQL's backends) */
  cpu: CpuPerRequest;
  perSecond: number;
  created: number;
  /** Bookings the stores' calendars hold; a run that fills them measures less than it could. */
  capacity: number;
  refused: number;
  statementsPerBooking: number;
  overlaps: number;
  /** The same requests on one connection, after the run (latency without queueing). */
  oneConnection: LoadFigures;
}

/** The duration request of issue 26 at `bench`: one service, no preference, one customer, `days` days from tomorrow. */
export function durationBody(now: number, days: number): string {
  const today = localMidnight(now);
  return JSON.stringify({
    startTime: today + DAY,
    endTime: today + (1 + days) * DAY,
    events: [{ productId: 'care', userId: null }],
    customerCount: 1,
    parallel: false,
  });
}

/** The cart of the earlier benches: 3 services, no preference, 2 customers, one day. */
function cartBody(now: number): string {
  const today = localMidnight(now);
  return JSON.stringify({
    startTime: today + DAY,
    endTime: today + 2 * DAY,
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

export async function startApp(database: Database) {
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
  databaseUrl: string,
  now: number,
  seconds: number,
  connections: number,
): Promise<DurationFigures> {
  const statements = countStatements();
  const { app, url, answered } = await startApp(database);
  const floor = await startFloor(databaseUrl);
  try {
    const post = (target: string, body: string, duration: number, conns = connections) =>
      load({
        url: target,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
        connections: conns,
        duration,
        workers: 1,
      });
    const durationUrl = `${url}${DURATION_PATH}`;
    const day = durationBody(now, 1);
    await post(durationUrl, day, 2); // warm-up: JIT, pool, catalogue cache
    await post(floor.url, FLOOR_BODY, 1);
    await settle(answered);
    // The floor right before the endpoint, so both see the same machine.
    let cpu = await cpuMeter(databaseUrl);
    const bare = await post(floor.url, FLOOR_BODY, seconds);
    const floorCpu = await cpu(bare.requests.total);
    cpu = await cpuMeter(databaseUrl);
    const before = { statements: statements(), answered: answered() };
    const duration = await post(durationUrl, day, seconds);
    await settle(answered);
    const queries = statements() - before.statements;
    const requests = answered() - before.answered;
    const durationCpu = await cpu(requests);
    const single = Math.max(2, Math.round(seconds / 2));
    const oneFloor = await post(floor.url, FLOOR_BODY, single, 1);
    const oneDuration = await post(durationUrl, day, single, 1);
    const cart = await post(durationUrl, cartBody(now), seconds);
    const strip = await measureStrip(url, databaseUrl, now, single, connections);
    return {
      connections,
      floor: { ...figuresOf(bare), cpu: floorCpu },
      duration: { ...figuresOf(duration), cpu: durationCpu },
      ratio: duration.requests.average / bare.requests.average,
      queriesPerRequest: queries / Math.max(1, requests),
      oneConnection: { floor: figuresOf(oneFloor), duration: figuresOf(oneDuration) },
      cart: figuresOf(cart),
      strip,
    };
  } finally {
    await app.close();
    await floor.close();
  }
}

/** Bookable starts of a booking store (every half hour 10:00–19:30) from tomorrow for 28 days. */
function bookableStarts(now: number): number[] {
  const today = localMidnight(now);
  const starts: number[] = [];
  for (let d = 1; d < DAYS - 1; d++) for (let h = 0; h < 20; h++) starts.push(today + d * DAY + 10 * 3600 + h * 1800);
  return starts;
}

/**
 * `POST /api/bookings` at the booking stores in turn: one 30-minute service, no preference, spread
 * over 28 days × 20 designers of each.
 */
export async function measureBookings(
  database: Database,
  databaseUrl: string,
  seeded: Seeded,
  now: number,
  seconds: number,
  connections: number,
): Promise<BookingFigures> {
  const statements = countStatements();
  const planFile = join(tmpdir(), `salon-bench-plan-${process.pid}.json`);
  const starts = bookableStarts(now);
  const stores = seeded.bookingStores;
  writeFileSync(planFile, JSON.stringify({ starts, stores: stores.map(({ code, tokens }) => ({ code, tokens })) }));
  process.env.BENCH_BOOKING_PLAN = planFile;
  const storeIds = stores.map((s) => s.id);
  const { app, url, answered } = await startApp(database);
  try {
    const before = { statements: statements(), bookings: await countBookings(database, storeIds) };
    const cpu = await cpuMeter(databaseUrl);
    const book = (conns: number, duration: number) =>
      load({
        url: `${url}/api/bookings`,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        requests: [{ setupRequest: fileURLToPath(new URL('./booking-request.cjs', import.meta.url)) }],
        connections: conns,
        duration,
        workers: 1,
      });
    const result = await book(connections, seconds);
    await settle(answered);
    const sent = statements() - before.statements;
    const created = (await countBookings(database, storeIds)) - before.bookings;
    const bookingCpu = await cpu(created);
    const one = await book(1, Math.max(2, Math.round(seconds / 2)));
    await settle(answered);
    return {
      connections,
      cpu: bookingCpu,
      perSecond: Math.round(created / seconds),
      created,
      capacity: starts.length * PROVIDERS * stores.length,
      refused: result.non2xx + result.errors + result.timeouts,
      // The two counts above were read with the same counter: take them out.
      statementsPerBooking: (sent - 1) / Math.max(1, created),
      overlaps: await overlaps(database, storeIds),
      oneConnection: figuresOf(one),
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
