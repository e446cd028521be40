/**
 * `npm run bench`: every performance figure of issue 11 in one table, also written to
 * bench/results.json. Targets are printed beside the figures, never asserted.
 *
 * - engine: the availability engine alone (30 days × 20 designers × 2,000 bookings)
 * - HTTP: the real app in this process on PostgreSQL vs a bare Fastify route, autocannon in a worker
 * - booking creation: POST /api/bookings in this process, statements counted at the pg client
 * - pickup orders: POST /api/bookings/pickupOrders on the demo store, the same way
 * - 1 vs 2 processes: the real server (src/main.ts) as child processes on one database
 * - store page: apps/web/bench/store-page.ts in Chromium against one of those processes
 *
 * PostgreSQL: DATABASE_URL's server if set, else a throwaway cluster of its own (initdb).
 * BENCH_SECONDS (default 10) per load run; BENCH_CONNECTIONS (default 50).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { benchServer } from '../apps/api/bench/database';
import {
  type BookingFigures,
  type DurationFigures,
  measureBookings,
  measureDuration,
  measurePickupOrders,
  type PickupOrderFigures,
} from '../apps/api/bench/http';
import { type ApiProcess, measureProcesses, type ProcessFigures, startApiProcess } from '../apps/api/bench/processes';
import { seedBenchDatabase } from '../apps/api/bench/seed';
import { openPostgres } from '../apps/api/src/db/client';
import { engineBench } from '../packages/domain/bench/availability.bench';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const STORE_PAGE_MODULE = join(ROOT, 'apps/web/bench/store-page.ts');

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
  processes: ProcessFigures | { error: string };
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
  rows.push([
    `HTTP duration (1 day), ${h.connections} conn.`,
    `${int(h.duration.reqPerSec)} req/s, p50 ${h.duration.p50Ms} ms, p99 ${h.duration.p99Ms} ms, ${h.duration.errors} errors`,
    'p99 ≤ 10 ms',
  ]);
  rows.push([
    'HTTP bare Fastify route',
    `${int(h.bare.reqPerSec)} req/s, p50 ${h.bare.p50Ms} ms, p99 ${h.bare.p99Ms} ms`,
    '',
  ]);
  rows.push(['duration ÷ bare', `${(h.ratio * 100).toFixed(1)} % (1 : ${(1 / h.ratio).toFixed(1)})`, '≥ 10 %']);
  rows.push(['SQL queries per duration request', h.queriesPerRequest.toFixed(2), '≤ 2']);
  rows.push([
    'HTTP duration (7 days), same cart',
    `${int(h.week.reqPerSec)} req/s, p50 ${h.week.p50Ms} ms, p99 ${h.week.p99Ms} ms`,
    '',
  ]);
  const b = r.bookings;
  rows.push([
    `booking creation, ${b.connections} conn.`,
    `${int(b.perSecond)} bookings/s (${int(b.created)} made, ${b.refused} refused), ${b.overlaps} overlaps`,
    '≥ 600/s, 0 overlaps',
  ]);
  rows.push(['SQL statements per booking', b.statementsPerBooking.toFixed(2), '≤ 6']);
  const o = r.pickupOrders;
  rows.push([
    `pickup orders (1 item), ${o.connections} conn.`,
    `${int(o.perSecond)} orders/s (${int(o.created)} made, ${o.refused} refused), stock drift ${o.stockDrift}`,
    'stock drift 0',
  ]);
  rows.push(['SQL statements per pickup order', o.statementsPerOrder.toFixed(2), '']);
  if ('error' in r.processes) rows.push(['1 vs 2 API processes', `n/a (${r.processes.error})`, '≥ 1.7×']);
  else {
    const p = r.processes;
    rows.push(['1 API process (duration)', `${int(p.one.reqPerSec)} req/s, p99 ${p.one.p99Ms} ms`, '']);
    rows.push(['2 API processes (duration)', `${int(p.two.reqPerSec)} req/s, p99 ${p.two.p99Ms} ms`, '']);
    rows.push(['2 ÷ 1 processes', `${p.ratio.toFixed(2)}×`, '≥ 1.7×']);
  }
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
  const database = openPostgres(server.url, 20);
  const processes: ApiProcess[] = [];
  let webDir: string | null = null;
  try {
    const now = Math.floor(Date.now() / 1000);
    const seeded = await seedBenchDatabase(database, now);
    log('measuring HTTP duration vs bare…');
    const http = await measureDuration(database, now, SECONDS, CONNECTIONS);
    log('measuring booking creation…');
    const bookings = await measureBookings(database, seeded, now, SECONDS, CONNECTIONS);
    log('measuring pickup orders…');
    const pickupOrders = await measurePickupOrders(database, seeded, SECONDS, CONNECTIONS);
    await database.close();

    const web = existsSync(STORE_PAGE_MODULE)
      ? buildWeb()
      : { error: 'apps/web/bench/store-page.ts does not exist yet' };
    webDir = 'dir' in web ? web.dir : null;
    let processFigures: ProcessFigures | { error: string };
    try {
      for (let i = 0; i < 2; i++) processes.push(await startApiProcess(server.url, webDir));
      log('measuring 1 vs 2 API processes…');
      processFigures = await measureProcesses(processes, now, SECONDS, CONNECTIONS);
    } catch (error) {
      processFigures = { error: (error as Error).message.split('\n')[0]! };
    }
    log('measuring the store page…');
    const page = await storePage(processes[0]?.url ?? null, 'error' in web ? web.error : null);

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
      processes: processFigures,
      storePage: typeof page === 'string' ? { error: page } : page,
    };
    log(`\n${table(results)}\n`);
    const rounded = (_key: string, value: unknown) =>
      typeof value === 'number' && !Number.isInteger(value) ? Number(value.toFixed(3)) : value;
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
