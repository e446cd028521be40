/**
 * `npm run bench:profile`: where the API's thread spends a hot request's CPU. The real app in this
 * process on the bench's PostgreSQL (DATABASE_URL, or a cluster of its own), loaded by autocannon in
 * a worker thread at 50 connections: `POST /bookings/duration` (one service, one day), then booking
 * creation. The V8 CPU profile of each run (the main thread only, through node:inspector) is written
 * to bench-profiles/ (open in Chrome DevTools or speedscope) and summed up here by self time, per
 * function and per package; for the booking run also what each SQL statement cost PostgreSQL
 * (pg_stat_statements, statements.ts). First, the staff calendar's full answer built each time (one
 * connection, each request another window so none is kept: calendar/answers.ts), as the first desk
 * polls after a change (`-- calendar`: only that). BENCH_SECONDS (default 10) per run.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { join } from 'node:path';
import { type Database, openPostgres } from '../src/db/client';
import { managerCookie } from './calendar-poll';
import { benchServer } from './database';
import { DURATION_PATH, durationBody, measureBookings, startApp } from './http';
import { load } from './load';
import { type CpuProfile, summary } from './profile-summary';
import { DAY, localMidnight, seedBenchDatabase } from './seed';
import { statementMeter } from './statements';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const OUT = join(process.cwd(), 'bench-profiles');

const session = new Session();
session.connect();
await session.post('Profiler.enable');
await session.post('Profiler.setSamplingInterval', { interval: 100 });

async function profiled<T>(name: string, run: () => Promise<T>): Promise<T> {
  await session.post('Profiler.start');
  const result = await run();
  const { profile } = (await session.post('Profiler.stop')) as { profile: CpuProfile };
  mkdirSync(OUT, { recursive: true });
  const file = join(OUT, `${name}.cpuprofile`);
  writeFileSync(file, JSON.stringify(profile));
  console.log(`\n== ${name} (${file})\n${summary(profile)}`);
  return result;
}

const post = (url: string, body: string, duration: number, headers: Record<string, string> = {}) =>
  load({
    url,
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
    connections: 50,
    duration,
    workers: 1,
  });

/** The calendar's full answer built per request (before the bookings run adds to the bench's day). */
async function profileCalendar(database: Database, now: number) {
  const { app, url } = await startApp(database);
  const cookie = await managerCookie(database, url);
  const from = localMidnight(now) + DAY;
  const windows = Array.from({ length: 50_000 }, (_, i) => ({
    method: 'GET' as const,
    path: `/api/staff/calendar?code=bench&from=${from}&to=${from + 3 * DAY + 1 + i}`,
  }));
  const build = (requests: typeof windows, duration: number) =>
    load({ url, headers: { cookie }, requests, connections: 1, duration, workers: 1 });
  await build(windows.slice(-500), 2); // warm-up
  const built = await profiled('calendar-built', () => build(windows, SECONDS));
  console.log(`calendar built: ${Math.round(built.requests.average)} req/s`);
  await app.close();
}

// `-- calendar`: only the calendar's run.
const only = process.argv[2];
const server = await benchServer(console.log);
const database = openPostgres(server.url);
try {
  const now = Math.floor(Date.now() / 1000);
  const seeded = await seedBenchDatabase(database, now);
  await profileCalendar(database, now);
  if (only !== 'calendar') {
    const { app, url } = await startApp(database);
    const durationUrl = `${url}${DURATION_PATH}`;
    await post(durationUrl, durationBody(now, 1), 3); // warm-up
    const duration = await profiled('duration', () => post(durationUrl, durationBody(now, 1), SECONDS));
    console.log(`duration: ${Math.round(duration.requests.average)} req/s`);
    await app.close();
    const statements = await statementMeter(server.url);
    const bookings = await profiled('booking', () => measureBookings(database, server.url, seeded, now, SECONDS, 50));
    console.log(`bookings: ${bookings.perSecond}/s, ${bookings.overlaps} overlaps`);
    console.log(await statements(bookings.created));
  }
} finally {
  session.disconnect();
  await database.close();
  await server.stop();
}
