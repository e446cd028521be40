/**
 * `npm run bench`: every performance figure of issue 11 in one table, also written to
 * bench/results.json. Targets are printed beside the figures, never asserted.
 *
 * - engine: the availability engine alone (30 days × 20 designers × 2,000 bookings)
 * - HTTP: the real app in this process on PostgreSQL beside the floor (a bare Fastify route making
 *   one prepared round trip, apps/api/bench/floor.ts), autocannon in a worker; ratios to the floor
 * - booking creation: POST /api/bookings in this process, statements counted at the pg client
 * - pickup orders: POST /api/bookings/pickupOrders on the demo store, the same way
 * - store page: apps/web/bench/store-page.ts in Chromium against the real server (src/main.ts)
 *
 * `npm run bench -- --api` measures the API only (no web build, no browser).
 *
 * PostgreSQL: DATABASE_URL's server if set, else a throwaway cluster of its own (initdb).
 * BENCH_SECONDS (default 10) per load run; BENCH_CONNECTIONS (default 50).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { CpuPerRequest } from '../apps/api/bench/cpu';
import { benchServer } from '../apps/api/bench/database';
import {
  type BookingFigures,
  type DurationFigures,
  measureBookings,
  measureDuration,
  measurePickupOrders,
  type PickupOrderFigures,
} from '../apps/api/bench/http';
import { type ApiProcess, startApiProcess } from '../apps/api/bench/processes';
import { seedBenchDatabase } from '../apps/api/bench/seed';
import { openPostgres } from '../apps/api/src/db/client';
import { engineBench } from '../packages/domain/bench/availability.bench';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const STORE_PAGE_MODULE = join(ROOT, 'apps/web/bench/store-page.ts');
const API_ONLY = process.argv.includes('--api');

interface StorePage {
  jsGzipBytes: number;
  jsBrotliBytes: number;
  cssGzipBytes: number;
  transferredBytes: number;
  lcpMs: number;
  tbtMs: number;
}

const log = (line: string) => console.log(line);
const ms = (n: number) => `${n.toFixed(n < 10 ? 2 : 0)} ms`;
const int = (n: number) => Math.round(n).toLocaleString('en-US');
const us = (n: number | null) => (n === null ? 'n/a' : `${int(n)} µs`);
const cpuOf = (c: CpuPerRequest) => `app thread ${us(c.appUs)}, PostgreSQL ${us(c.postgresUs)}`;
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

/** A production build of the web app in a temp folder (for the store page), or the reason it failed. */
function buildWeb(): { dir: string } | { error: string } {
  log('building the web app…');
  const dir = mkdtempSync(join(tmpdir(), 'salon-bench-web-'));
  try {
    execFileSync('npx', ['vite', 'build', '--logLevel', 'error', '--outDir', dir, '--emptyOutDir'], {
      cwd: join(ROOT, 'apps/web'),
      stdio: 'pipe',
      env: { ...process.env, NODE_ENV: 'production' },
    });
    return { dir };
  } catch (error) {
    return { error: `web build failed: ${(error as Error).message.split('\n')[0]}` };
  }
}

async function storePage(baseUrl: string | null, buildError: string | null): Promise<StorePage | string> {
  if (!baseUrl) return buildError ?? 'no server';
  if (!existsSync(STORE_PAGE_MODULE)) return 'apps/web/bench/store-page.ts does not exist yet';
  try {
    const mod = (await import(pathToFileURL(STORE_PAGE_MODULE).href)) as {
      measureStorePage?: (url: string) => Promise<StorePage>;
    };
    if (typeof mod.measureStorePage !== 'function') return 'store-page.ts exports no measureStorePage';
    return await mod.measureStorePage(baseUrl);
  } catch (error) {
    return `store page measurement failed: ${(error as Error).message.split('\n')[0]}`;
  }
}

interface Results {
  date: string;
  machine: { cpus: number; cpuModel: string; node: string };
  postgres: string;
  chromium: string;
  seconds: number;
  engine: { medianMs: number; p99Ms: number; case: string };
  http: DurationFigures;
  bookings: BookingFigures;
  pickupOrders: PickupOrderFigures;
  storePage: StorePage | { error: string };
}

function table(r: Results): string {
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
    'duration, 3 services, 2 customers, 1 day',
    `${int(h.cart.reqPerSec)} req/s (${perFloor(h.cart.reqPerSec)}), p99 ${h.cart.p99Ms} ms`,
    '',
  ]);
  const b = r.bookings;
  rows.push([
    `booking creation, ${b.connections} conn.`,
    `${int(b.perSecond)} bookings/s (${perFloor(b.perSecond)}; ${int(b.created)} made, ${b.refused} refused), ${b.overlaps} overlaps`,
    '≥ 10 % of the floor, 0 overlaps',
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
  if ('error' in r.storePage) rows.push(['store page', `n/a (${r.storePage.error})`, '']);
  else {
    const s = r.storePage;
    rows.push(['store page JS gzip / brotli', `${kib(s.jsGzipBytes)} / ${kib(s.jsBrotliBytes)}`, '≤ 100 KiB gzip']);
    rows.push(['store page CSS gzip, transferred', `${kib(s.cssGzipBytes)}, ${kib(s.transferredBytes)}`, '']);
    rows.push([
      'store page LCP, TBT (slow 4G, 4× CPU)',
      `${ms(s.lcpMs)}, ${ms(s.tbtMs)}`,
      'LCP ≤ 2,000 ms, TBT ≤ 300 ms',
    ]);
  }
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

async function main() {
  log(`bench: ${SECONDS} s per load run, ${CONNECTIONS} connections, node ${process.version}, ${cpus().length} CPUs`);
  const engine = engineBench().cases[0]!;
  const server = await benchServer(log);
  log(`PostgreSQL: ${server.label}`);
  log(`Chromium: ${existsSync(CHROMIUM) ? CHROMIUM : `${CHROMIUM} (missing)`}`);
  const database = openPostgres(server.url); // the API's pool size (10)
  const processes: ApiProcess[] = [];
  let webDir: string | null = null;
  try {
    const now = Math.floor(Date.now() / 1000);
    const seeded = await seedBenchDatabase(database, now);
    log('measuring the floor and HTTP duration…');
    const http = await measureDuration(database, server.url, now, SECONDS, CONNECTIONS);
    log('measuring booking creation…');
    const bookings = await measureBookings(database, server.url, seeded, now, SECONDS, CONNECTIONS);
    log('measuring pickup orders…');
    const pickupOrders = await measurePickupOrders(database, seeded, SECONDS, CONNECTIONS);
    await database.close();

    let page: StorePage | string = 'not measured (--api)';
    if (!API_ONLY) {
      const web = existsSync(STORE_PAGE_MODULE)
        ? buildWeb()
        : { error: 'apps/web/bench/store-page.ts does not exist yet' };
      webDir = 'dir' in web ? web.dir : null;
      let serverError: string | null = null;
      try {
        processes.push(await startApiProcess(server.url, webDir));
      } catch (error) {
        serverError = (error as Error).message.split('\n')[0]!;
      }
      log('measuring the store page…');
      page = await storePage(processes[0]?.url ?? null, 'error' in web ? web.error : serverError);
    }

    const results: Results = {
      date: new Date().toISOString(),
      machine: { cpus: cpus().length, cpuModel: cpus()[0]?.model ?? '', node: process.version },
      postgres: server.label,
      chromium: CHROMIUM,
      seconds: SECONDS,
      engine: { medianMs: engine.medianMs, p99Ms: engine.p99Ms, case: engine.label },
      http,
      bookings,
      pickupOrders,
      storePage: typeof page === 'string' ? { error: page } : page,
    };
    log(`\n${table(results)}\n`);
    const rounded = (_key: string, value: unknown) =>
      typeof value === 'number' && !Number.isInteger(value) ? Number(value.toFixed(3)) : value;
    if (API_ONLY) return log('--api: bench/results.json left as it was');
    writeFileSync(join(ROOT, 'bench/results.json'), `${JSON.stringify(results, rounded, 2)}\n`);
    log('written to bench/results.json');
  } finally {
    for (const p of processes) await p.stop();
    await database.close().catch(() => {});
    if (webDir) rmSync(webDir, { recursive: true, force: true });
    await server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
