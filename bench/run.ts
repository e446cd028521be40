/**
 * `npm run bench`: every performance figure of issue 11 in one table, also written to
 * bench/results.json. Targets are printed beside the figures, never asserted.
 *
 * - engine: the availability engine alone (30 days × 20 designers × 2,000 bookings)
 * - HTTP: the real app in this process on PostgreSQL beside the floor (a bare Fastify route making
 *   one prepared round trip, apps/api/bench/floor.ts), autocannon in a worker; ratios to the floor
 * - booking creation: POST /api/bookings in this process, statements counted at the pg client
 * - pickup orders: POST /api/bookings/pickupOrders on the demo store, the same way
 * - store page: issue 26's method (apps/web/bench/store-page.ts, bench/page.ts): median of three
 *   cold loads of /demo in Chromium, served as `npm start` serves it (production build with its
 *   server entry, src/main.ts in production mode) on the bench's PostgreSQL
 *
 * - the staff calendar's poll: unchanged (304) and full, beside the floor (apps/api/bench/calendar-poll.ts)
 * - capacity: stores per API process and per PostgreSQL core from the CPU per request (bench/capacity.ts)
 *
 * `npm run bench -- --api` measures the API only (no web build, no browser);
 * `npm run bench -- --page` the store page only; `-- --bookings` the floor and booking creation only;
 * `-- --calendar` the floor and the calendar's poll only. Each leaves bench/results.json as it was.
 *
 * PostgreSQL: DATABASE_URL's server if set, else a throwaway cluster of its own (initdb).
 * BENCH_SECONDS (default 10) per load run; BENCH_CONNECTIONS (default 50).
 */

import { existsSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BOOKING_WINDOW_DAYS } from '@salon/domain';
import { type CalendarPollFigures, measureCalendarPoll } from '../apps/api/bench/calendar-poll';
import { benchServer } from '../apps/api/bench/database';
import { measureFloor, measureWriteFloor } from '../apps/api/bench/floor';
import {
  type BookingFigures,
  type DurationFigures,
  measureBookings,
  measureDuration,
  measurePickupOrders,
  type PickupOrderFigures,
} from '../apps/api/bench/http';
import { type Seeded, seedBenchDatabase } from '../apps/api/bench/seed';
import { reReadCost } from '../apps/api/bench/strip';
import { type Database, openPostgres } from '../apps/api/src/db/client';
import { engineBench } from '../packages/domain/bench/availability.bench';
import { calendarRows } from './calendar-rows';
import { capacity, capacityRows } from './capacity';
import { cpuOf, int, ms } from './format';
import { benchStorePage, type StorePageFigures, storePageRows } from './page';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const API_ONLY = process.argv.includes('--api');
const PAGE_ONLY = process.argv.includes('--page');
const BOOKINGS_ONLY = process.argv.includes('--bookings');
const CALENDAR_ONLY = process.argv.includes('--calendar');
const PARTIAL = API_ONLY || PAGE_ONLY || BOOKINGS_ONLY || CALENDAR_ONLY;

const log = (line: string) => console.log(line);

interface Results {
  date: string;
  machine: { cpus: number; cpuModel: string; node: string };
  postgres: string;
  chromium: string;
  seconds: number;
  api?: ApiResults;
  storePage: StorePageFigures | { error: string };
}

interface ApiResults {
  engine: { medianMs: number; p99Ms: number; case: string };
  http: DurationFigures;
  bookings: BookingFigures;
  pickupOrders: PickupOrderFigures;
  calendarPoll: CalendarPollFigures;
}

function apiRows(r: ApiResults): [string, string, string][] {
  const rows: [string, string, string][] = [];
  rows.push([
    'engine 30 d × 20 designers × 2,000 bookings',
    `median ${ms(r.engine.medianMs)}, p99 ${ms(r.engine.p99Ms)}`,
    'median ≤ 5 ms',
  ]);
  const h = r.http;
  const perFloor = (reqPerSec: number) => `${((reqPerSec / h.floor.reqPerSec) * 100).toFixed(1)} % of the floor`;
  rows.push([
    `floor: bare route + 1 prepared round trip, ${h.connections} conn.`,
    `${int(h.floor.reqPerSec)} req/s, p50 ${h.floor.p50Ms} ms, p99 ${h.floor.p99Ms} ms`,
    '',
  ]);
  rows.push([
    'POST /bookings/duration (1 service, 1 day)',
    `${int(h.duration.reqPerSec)} req/s (${perFloor(h.duration.reqPerSec)}), p99 ${h.duration.p99Ms} ms, ${h.duration.errors} errors`,
    '≥ 50 % of the floor',
  ]);
  rows.push(['SQL statements per duration request', h.queriesPerRequest.toFixed(2), '']);
  rows.push(['CPU per request: floor', cpuOf(h.floor.cpu), '']);
  rows.push(['CPU per request: duration', cpuOf(h.duration.cpu), '']);
  const one = h.oneConnection;
  rows.push([
    'duration on 1 connection (floor beside it)',
    `${int(one.duration.reqPerSec)} req/s, p50 ${one.duration.p50Ms} ms, p99 ${one.duration.p99Ms} ms (floor ${int(one.floor.reqPerSec)} req/s, p99 ${one.floor.p99Ms} ms)`,
    'p99 ≤ 10 ms',
  ]);
  rows.push([
    `date strip (duration over ${BOOKING_WINDOW_DAYS} days), busy times kept / read again`,
    `${cpuOf(h.strip.kept.cpu)} / ${cpuOf(h.strip.reRead.cpu)}; a re-read adds ${cpuOf(reReadCost(h.strip))}`,
    '',
  ]);
  rows.push([
    'duration, 3 services, 2 customers, 1 day',
    `${int(h.cart.reqPerSec)} req/s (${perFloor(h.cart.reqPerSec)}), p99 ${h.cart.p99Ms} ms`,
    '',
  ]);
  const b = r.bookings;
  rows.push([
    `booking creation, ${b.connections} conn.`,
    `${int(b.perSecond)} bookings/s (${perFloor(b.perSecond)}; ${int(b.created)} made, ${b.refused} refused), ${b.overlaps} overlaps${b.created >= b.capacity ? '; the calendars filled up: a lower bound' : ''}`,
    '≥ 25 % of the floor, 0 overlaps',
  ]);
  rows.push([
    'booking creation on 1 connection',
    `${int(b.oneConnection.reqPerSec)} req/s, p50 ${b.oneConnection.p50Ms} ms, p99 ${b.oneConnection.p99Ms} ms, ${b.oneConnection.errors} errors`,
    '',
  ]);
  rows.push(['SQL statements per booking', b.statementsPerBooking.toFixed(2), '']);
  rows.push(['CPU per booking', cpuOf(b.cpu), '']);
  const o = r.pickupOrders;
  rows.push([
    `pickup orders (1 item), ${o.connections} conn.`,
    `${int(o.perSecond)} orders/s (${int(o.created)} made, ${o.refused} refused), stock drift ${o.stockDrift}`,
    'stock drift 0',
  ]);
  rows.push(['SQL statements per pickup order', o.statementsPerOrder.toFixed(2), '']);
  rows.push(...calendarRows(r.calendarPoll));
  rows.push(
    ...capacityRows(
      capacity({
        floor: h.floor.cpu,
        duration: h.duration.cpu,
        booking: b.cpu,
        unchangedPoll: r.calendarPoll.unchanged.cpu,
        fullPoll: r.calendarPoll.full.cpu,
        builtPoll: r.calendarPoll.built.cpu,
        busyReRead: reReadCost(h.strip),
        watchTick: r.calendarPoll.streams.perWindowTick,
        streamWrite: r.calendarPoll.streams.perEventWritten,
      }),
    ),
  );
  return rows;
}

function table(r: Results): string {
  const rows = [...(r.api ? apiRows(r.api) : []), ...storePageRows(r.storePage)];
  const width = [0, 1, 2].map((i) => Math.max(...rows.map((row) => row[i]!.length)));
  const line = (row: string[]) =>
    row
      .map((cell, i) => cell.padEnd(width[i]!))
      .join('  │  ')
      .trimEnd();
  return [
    line(['figure', 'this run', 'target']),
    width.map((w) => '─'.repeat(w)).join('──┼──'),
    ...rows.map(line),
  ].join('\n');
}

async function measureApi(database: Database, url: string, seeded: Seeded, now: number): Promise<ApiResults> {
  const engine = engineBench().cases[0]!;
  log('measuring the floor and HTTP duration…');
  const http = await measureDuration(database, url, now, SECONDS, CONNECTIONS);
  log('measuring booking creation…');
  const bookings = await measureBookings(database, url, seeded, now, SECONDS, CONNECTIONS);
  log('measuring pickup orders…');
  const pickupOrders = await measurePickupOrders(database, seeded, SECONDS, CONNECTIONS);
  log('measuring the staff calendar poll…');
  const calendarPoll = await measureCalendarPoll(database, url, now, SECONDS, CONNECTIONS);
  return {
    engine: { medianMs: engine.medianMs, p99Ms: engine.p99Ms, case: engine.label },
    http,
    bookings,
    pickupOrders,
    calendarPoll,
  };
}

/** `--bookings` / `--calendar`: the floor, then the one figure, ratios in the same run; nothing written. */
async function measureOne(database: Database, url: string, seeded: Seeded, now: number) {
  if (CALENDAR_ONLY) {
    log('measuring the floor and the staff calendar poll…');
    const c = await measureCalendarPoll(database, url, now, SECONDS, CONNECTIONS);
    return log(
      `\n${calendarRows(c)
        .map((row) => row.join('  │  '))
        .join('\n')}\n`,
    );
  }
  log('measuring the floor, then booking creation…');
  const floor = await measureFloor(url, SECONDS, CONNECTIONS);
  const b = await measureBookings(database, url, seeded, now, SECONDS, CONNECTIONS);
  const share = ((b.perSecond / floor.reqPerSec) * 100).toFixed(1);
  log(`floor: ${int(floor.reqPerSec)} req/s; ${cpuOf(floor.cpu)}`);
  log(
    `booking creation: ${int(b.perSecond)}/s (${share} % of the floor; ${b.created} made, ${b.refused} refused), ${b.overlaps} overlaps`,
  );
  log(`CPU per booking: ${cpuOf(b.cpu)}; ${b.statementsPerBooking.toFixed(2)} statements`);
  log(
    `on 1 connection: ${int(b.oneConnection.reqPerSec)} req/s, p50 ${b.oneConnection.p50Ms} ms, p99 ${b.oneConnection.p99Ms} ms`,
  );
  // What a durable write alone allows on this host: the part of the gap that is not the booking's own work.
  const writes = await measureWriteFloor(url, SECONDS, CONNECTIONS);
  log(
    `write floor (one row inserted per request): ${int(writes.reqPerSec)} req/s (${((writes.reqPerSec / floor.reqPerSec) * 100).toFixed(1)} % of the floor); ${cpuOf(writes.cpu)}`,
  );
}

async function main() {
  log(`bench: ${SECONDS} s per load run, ${CONNECTIONS} connections, node ${process.version}, ${cpus().length} CPUs`);
  const server = await benchServer(log);
  log(`PostgreSQL: ${server.label}`);
  log(`Chromium: ${existsSync(CHROMIUM) ? CHROMIUM : `${CHROMIUM} (missing)`}`);
  const database = openPostgres(server.url); // the API's pool size (10)
  try {
    const now = Math.floor(Date.now() / 1000);
    const seeded = await seedBenchDatabase(database, now); // the demo store and the bench's
    if (BOOKINGS_ONLY || CALENDAR_ONLY) return await measureOne(database, server.url, seeded, now);
    // The page first: the load runs leave PostgreSQL vacuuming and checkpointing on the same two
    // cores for a while, and a page measured after them got a slower CPU (TBT 363 ms in the run,
    // 141 ms alone a minute later; docs/decisions/performance.md).
    const storePage = API_ONLY ? { error: 'not measured (--api)' } : await benchStorePage(server.url, log);
    const api = PAGE_ONLY ? undefined : await measureApi(database, server.url, seeded, now);
    await database.close();
    const results: Results = {
      date: new Date().toISOString(),
      machine: { cpus: cpus().length, cpuModel: cpus()[0]?.model ?? '', node: process.version },
      postgres: server.label,
      chromium: CHROMIUM,
      seconds: SECONDS,
      ...(api ? { api } : {}),
      storePage,
    };
    log(`\n${table(results)}\n`);
    const rounded = (_key: string, value: unknown) =>
      typeof value === 'number' && !Number.isInteger(value) ? Number(value.toFixed(3)) : value;
    if (PARTIAL) return log('a partial run: bench/results.json left as it was');
    writeFileSync(join(ROOT, 'bench/results.json'), `${JSON.stringify(results, rounded, 2)}\n`);
    log('written to bench/results.json');
  } finally {
    await database.close().catch(() => {});
    await server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
