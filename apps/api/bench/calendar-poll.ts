/**
 * The staff calendar's 3-second poll in `npm run bench` (issue 42.2), beside the floor measured
 * right before it: the unchanged poll (`If-None-Match` with the last ETag → 304, no body) and the
 * full answer (200, ~74 KB: 3 days of the `bench` store, 20 designers, ~200 bookings), each with
 * its CPU per request on the app's thread and PostgreSQL's backends, as cpu.ts counts it for the
 * other load runs. The real app in this process, autocannon in a worker, a manager's session.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../src/db/client';
import { stores } from '../src/db/schema/index';
import { addMember, hashPassword } from '../src/modules/staff/accounts';
import { type CpuPerRequest, cpuMeter } from './cpu';
import { measureFloor } from './floor';
import { startApp } from './http';
import { countStatements, figuresOf, type LoadFigures, load } from './load';
import { DAY, localMidnight } from './seed';
import { measureStreams, type StreamFigures } from './streams';

export interface CalendarPollFigures {
  connections: number;
  /** The floor right before the polls (floor.ts). */
  floor: LoadFigures & { cpu: CpuPerRequest };
  /** GET /staff/calendar with If-None-Match naming the current answer: every answer a 304. */
  unchanged: LoadFigures & { cpu: CpuPerRequest; notModified: number; statementsPerRequest: number };
  /**
   * The same GET without If-None-Match: the whole calendar, given from the answers kept by ETag
   * (calendar/answers.ts) as the desks after the first are given it after a change.
   */
  /** `bytes`: the answer's JSON; `sentBytes`: what went over the wire (brotli). */
  full: LoadFigures & { cpu: CpuPerRequest; bytes: number; sentBytes: number };
  /** The whole calendar built each time (every request another window, so none is kept): one connection. */
  built: LoadFigures & { cpu: CpuPerRequest };
  /** The event streams (streams.ts): a watch tick per window, an event per stream. */
  streams: StreamFigures;
}

const PASSWORD = 'bench-manager-pass';

/** A manager of `bench` signed in over HTTP: the cookie header of her session. */
export async function managerCookie(database: Database, url: string): Promise<string> {
  const [store] = await database.db.select({ id: stores.id }).from(stores).where(eq(stores.code, 'bench'));
  const email = `manager-${process.pid}@bench.test`;
  await addMember(
    database.db,
    { storeId: store!.id, email, name: 'Manager', role: 'manager' },
    await hashPassword(PASSWORD, 4),
  );
  const res = await fetch(`${url}/api/staff/auth/login?code=bench`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('salon_staff='));
  if (!res.ok || !cookie) throw new Error(`staff sign-in answered ${res.status}`);
  return cookie.split(';')[0]!;
}

export async function measureCalendarPoll(
  database: Database,
  databaseUrl: string,
  now: number,
  seconds: number,
  connections: number,
): Promise<CalendarPollFigures> {
  const statements = countStatements();
  const { app, url, answered } = await startApp(database);
  try {
    // As a browser asks: the full answers go compressed (brotli), as the desks receive them.
    const cookie = await managerCookie(database, url);
    const asked = { cookie, 'accept-encoding': 'gzip, deflate, br' };
    const from = localMidnight(now) + DAY;
    const target = `${url}/api/staff/calendar?code=bench&from=${from}&to=${from + 3 * DAY}`;
    const first = await fetch(target, { headers: asked });
    const etag = first.headers.get('etag');
    const sentBytes = Number(first.headers.get('content-length') ?? 0);
    const bytes = (await first.arrayBuffer()).byteLength;
    if (first.status !== 200 || !etag) throw new Error(`the calendar answered ${first.status}, ETag ${etag}`);
    const poll = (headers: Record<string, string>, duration: number) =>
      load({ url: target, method: 'GET', headers: { ...asked, ...headers }, connections, duration, workers: 1 });
    await poll({ 'if-none-match': etag }, 1); // warm-up: JIT, the session and version reads' statements
    const floor = await measureFloor(databaseUrl, seconds, connections);
    let cpu = await cpuMeter(databaseUrl);
    const before = { statements: statements(), answered: answered() };
    const unchanged = await poll({ 'if-none-match': etag }, seconds);
    const requests = answered() - before.answered;
    const unchangedCpu = await cpu(requests);
    const sent = statements() - before.statements;
    cpu = await cpuMeter(databaseUrl);
    const full = await poll({}, Math.max(2, Math.round(seconds / 2)));
    const fullCpu = await cpu(full.requests.total);
    // Each window ends a second later than the one before: another ETag, so the answer is built.
    const path = new URL(target).pathname;
    const windows = Array.from({ length: 20_000 }, (_, i) => ({
      method: 'GET' as const,
      path: `${path}?code=bench&from=${from}&to=${from + 3 * DAY + 1 + i}`,
    }));
    cpu = await cpuMeter(databaseUrl);
    const built = await load({
      url,
      headers: asked,
      requests: windows,
      connections: 1,
      duration: Math.max(2, Math.round(seconds / 2)),
      workers: 1,
    });
    const builtCpu = await cpu(built.requests.total);
    const streams = await measureStreams(database, databaseUrl, url, cookie, now);
    return {
      connections,
      floor,
      // autocannon counts a 304 as "non-2xx": it is the answer wanted here, the rest are errors.
      unchanged: {
        ...figuresOf(unchanged),
        errors: unchanged.errors + unchanged.timeouts + unchanged.non2xx - unchanged['3xx'],
        cpu: unchangedCpu,
        notModified: unchanged['3xx'],
        statementsPerRequest: sent / Math.max(1, requests),
      },
      full: { ...figuresOf(full), cpu: fullCpu, bytes, sentBytes },
      built: { ...figuresOf(built), cpu: builtCpu },
      streams,
    };
  } finally {
    await app.close();
  }
}
