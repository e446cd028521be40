/**
 * The calendar's event streams in `npm run bench` (issue 42.1, calendar/watch.ts): what one watch
 * tick costs per watched window (2,000 windows read together, as a process serving 2,000 stores
 * would), and what one event costs the app's thread per open stream it is written to (streams held
 * by a child process, so reading them is not counted; the same time with nothing changing is
 * measured first and taken off).
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../src/db/client';
import { windowDays } from '../src/db/day-versions';
import { stores } from '../src/db/schema/index';
import { readWatchedVersions } from '../src/modules/calendar/watch';
import { type CpuPerRequest, cpuMeter } from './cpu';
import { DAY, localMidnight } from './seed';

export interface StreamFigures {
  windows: number;
  /** One watch tick's CPU for each of its windows. */
  perWindowTick: CpuPerRequest;
  streams: number;
  events: number;
  /** An event written to one open stream (a heartbeat is a shorter write of the same kind). */
  perEventWritten: CpuPerRequest;
}

const WINDOWS = 2_000;
const TICKS = 100;
const STREAMS = 1_000;
const CHANGES = 10;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** 2,000 three-day windows of the bench's stores over the next weeks (a window per store of a full process). */
async function watchedWindows(database: Database, now: number) {
  const ids = (await database.db.select({ id: stores.id }).from(stores)).map((s) => s.id);
  const today = localMidnight(now);
  return Array.from({ length: WINDOWS }, (_, i) => {
    const from = today + (Math.floor(i / ids.length) % 60) * DAY;
    return { storeId: ids[i % ids.length] as string, ...windowDays(from, from + 3 * DAY) };
  });
}

/** A child process holding `count` streams of `url`: a line on its stdout per event received. */
function holdStreams(url: string, cookie: string, count: number) {
  const script = `
    const http = require('node:http');
    for (let i = 0; i < ${count}; i++)
      http.get(process.argv[1], { headers: { cookie: process.argv[2] } }, (res) => {
        let buffer = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => {
          buffer += chunk;
          for (let end = buffer.indexOf('\\n\\n'); end >= 0; end = buffer.indexOf('\\n\\n')) {
            if (buffer.slice(0, end).startsWith('event: calendar')) process.stdout.write('e\\n');
            buffer = buffer.slice(end + 2);
          }
        });
      });`;
  const child = spawn(process.execPath, ['-e', script, url, cookie], { stdio: ['ignore', 'pipe', 'inherit'] });
  let events = 0;
  createInterface({ input: child.stdout }).on('line', () => events++);
  return { events: () => events, stop: () => child.kill() };
}

async function until(done: () => boolean, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() > deadline) throw new Error(`streams bench: ${what} not within ${timeoutMs} ms`);
    await pause(20);
  }
}

export async function measureStreams(
  database: Database,
  databaseUrl: string,
  url: string,
  cookie: string,
  now: number,
): Promise<StreamFigures> {
  const windows = await watchedWindows(database, now);
  for (let i = 0; i < 5; i++) await readWatchedVersions(database.db, windows);
  let cpu = await cpuMeter(databaseUrl);
  for (let i = 0; i < TICKS; i++) await readWatchedVersions(database.db, windows);
  const tick = await cpu(TICKS * WINDOWS);

  const from = localMidnight(now) + DAY;
  const [bench] = await database.db.select({ id: stores.id }).from(stores).where(eq(stores.code, 'bench'));
  const day = windowDays(from, from + 3 * DAY).first;
  const held = holdStreams(
    `${url}/api/staff/calendar/events?code=bench&from=${from}&to=${from + 3 * DAY}`,
    cookie,
    STREAMS,
  );
  try {
    await until(() => held.events() >= STREAMS, 30_000, 'every stream connected');
    // What the process spends with the streams open and nothing changing (ticks, timers), to subtract.
    const quiet = await cpuMeter(databaseUrl);
    const quietStart = performance.now();
    await pause(CHANGES * 1_000);
    const idle = await quiet(1);
    const idleMs = performance.now() - quietStart;
    cpu = await cpuMeter(databaseUrl);
    const busyStart = performance.now();
    for (let change = 1; change <= CHANGES; change++) {
      await database.db.execute(sql`
        INSERT INTO calendar_versions (store_id, day, slot, n) VALUES (${bench?.id}, ${day}, 63, 1)
        ON CONFLICT (store_id, day, slot) DO UPDATE SET n = calendar_versions.n + 1`);
      await until(() => held.events() >= STREAMS * (change + 1), 10_000, `change ${change} heard by every stream`);
    }
    const busy = await cpu(1);
    const share = (performance.now() - busyStart) / idleMs;
    const less = (a: number | null, b: number | null) => (a === null || b === null ? null : Math.max(0, a - b * share));
    const events = STREAMS * CHANGES;
    return {
      windows: WINDOWS,
      perWindowTick: tick,
      streams: STREAMS,
      events,
      perEventWritten: {
        appUs: (less(busy.appUs, idle.appUs) ?? Number.NaN) / events,
        postgresUs: (less(busy.postgresUs, idle.postgresUs) ?? Number.NaN) / events,
      },
    };
  } finally {
    held.stop();
  }
}
