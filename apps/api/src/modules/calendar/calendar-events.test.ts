import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#api/app';
import { testConfig } from '#api/config';
import { type Database, openPostgres } from '#api/db/client';
import { bookingBody, call, THU } from '#api/modules/bookings/test-support';
import { type StaffClient, signedInStaff } from '#api/modules/staff/test-support';
import { fixedClock } from '#api/platform/clock';
import { createTestApp, TEST_NOW, type TestApp } from '#test/app';
import { databaseKinds, describeEachDatabase, newPostgresTestDatabase } from '#test/db';
import { type EventStreamReader, openEventStream, type ServerEvent } from '#test/event-stream';
import { seedStore, signedInCustomer } from '#test/fixtures';
import { startTcpProxy, type TcpProxy } from '#test/tcp-proxy';

const DAY = 86400;
const WEEK = 7 * DAY;
/** A change reaches the stream within a watch tick (1 s) and the read after it: allowed 5 s on a busy host. */
const HEARD_WITHIN_MS = 5000;
/** Long enough for two ticks: no event in it means the watch saw no change of this window. */
const QUIET_MS = 2500;

const listen = async (app: FastifyInstance) => {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
};

const streamOf = (base: string, who: StaffClient, from = THU(0)) =>
  openEventStream(`${base}/api/staff/calendar/events?code=demo&from=${from}&to=${from + DAY}`, who.headers);

async function onlineBooking(app: FastifyInstance, headers: Record<string, string>, userId: string, start: number) {
  const res = await call(app, 'POST', '/api/bookings?code=demo', {
    payload: bookingBody([{ productId: 'cut-wash', userId }], start),
    headers,
  });
  expect(res.code, JSON.stringify(res.body)).toBe(200);
}

/** The first event (on connecting) and its version. */
async function connected(stream: EventStreamReader): Promise<string> {
  return versionOf(await stream.next(HEARD_WITHIN_MS));
}

/** The version a calendar event names (and that it is one). */
function versionOf(event: ServerEvent | null): string {
  expect(event?.event).toBe('calendar');
  return ((event as ServerEvent).data as { version: string }).version;
}

/** Issue 42.1: the desk hears of a change of its window at once (server-sent events), polling only as a fallback. */
describeEachDatabase('the calendar event stream', (kind) => {
  let t: TestApp;
  let base: string;
  let manager: StaffClient;
  let customer: Awaited<ReturnType<typeof signedInCustomer>>;
  beforeAll(async () => {
    t = await createTestApp(kind, { config: { logLevel: 'error' } });
    const { storeId } = await seedStore(t.database.db);
    manager = (await signedInStaff(t, storeId, 'manager')).client;
    customer = await signedInCustomer(t.database.db, storeId, TEST_NOW);
    base = await listen(t.app);
  });
  afterAll(() => t.close());

  it('is a text/event-stream, never stored, that names the window’s version on connecting', async () => {
    const stream = await streamOf(base, manager);
    expect(stream.response.status).toBe(200);
    expect(stream.response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(stream.response.headers.get('cache-control')).toBe('no-store');
    expect(await connected(stream)).toMatch(/^\d+\.\d+$/);
    stream.close();
  });

  it('tells of a booking on the window’s days within seconds, and stays quiet for one a week later', async () => {
    const stream = await streamOf(base, manager);
    const before = await connected(stream);

    await onlineBooking(t.app, customer.headers, 'leo', THU(15) + WEEK);
    expect(await stream.next(QUIET_MS)).toBeNull();

    await onlineBooking(t.app, customer.headers, 'leo', THU(15));
    expect(versionOf(await stream.next(HEARD_WITHIN_MS))).not.toBe(before);

    const block = await manager.post('blocks', { userId: 'kevin', startTime: THU(18), endTime: THU(19) });
    expect(block.code).toBe(200);
    expect((await stream.next(HEARD_WITHIN_MS))?.event).toBe('calendar');
    stream.close();
  });

  it('refuses a visitor who is not signed in, and a window it would not answer, as the calendar does', async () => {
    const signedOut = await fetch(`${base}/api/staff/calendar/events?code=demo&from=${THU(0)}&to=${THU(0) + DAY}`);
    expect(signedOut.status).toBe(401);
    expect(signedOut.headers.get('content-type')).toMatch(/application\/json/);
    const backwards = await fetch(`${base}/api/staff/calendar/events?code=demo&from=${THU(0)}&to=${THU(0) - DAY}`, {
      headers: manager.headers,
    });
    expect(backwards.status).toBe(400);
    expect(((await backwards.json()) as { status: string }).status).toBe('VALIDATION_FAILED');
  });

  it('ends a stream at its age, and a member signed out meanwhile is refused when the browser connects again', async () => {
    const short = await createTestApp(kind, { config: { logLevel: 'error', connections: { streamMaxAgeMs: 1500 } } });
    try {
      const { storeId } = await seedStore(short.database.db);
      const desk = (await signedInStaff(short, storeId, 'manager')).client;
      const shortBase = await listen(short.app);
      const stream = await streamOf(shortBase, desk);
      await connected(stream);
      expect((await desk.post('auth/logout', {})).code).toBe(200);
      const started = Date.now();
      await stream.ended;
      expect(Date.now() - started).toBeLessThan(5000);
      const again = await fetch(`${shortBase}/api/staff/calendar/events?code=demo&from=${THU(0)}&to=${THU(0) + DAY}`, {
        headers: desk.headers,
      });
      expect(again.status).toBe(401);
    } finally {
      await short.close();
    }
  });

  it('ends its streams when the server stops, so a graceful stop is not held open by a desk', async () => {
    const other = await createTestApp(kind, { config: { logLevel: 'error' } });
    const { storeId } = await seedStore(other.database.db);
    const desk = (await signedInStaff(other, storeId, 'manager')).client;
    const stream = await streamOf(await listen(other.app), desk);
    await connected(stream);
    const closing = other.close();
    await stream.ended;
    await closing;
  });
});

/**
 * Several API processes (each its own pool, as separate processes are): a change made through one is
 * heard on a stream of the other, and a stream outlives its process's lost database connections.
 */
for (const kind of databaseKinds().filter((k) => k === 'postgres')) {
  describe(`the calendar event stream across processes and a database outage [${kind}]`, () => {
    let proxy: TcpProxy;
    let writer: Database;
    let watcher: Database;
    const apps: FastifyInstance[] = [];
    let base: string;
    let manager: StaffClient;
    let customer: Awaited<ReturnType<typeof signedInCustomer>>;
    beforeAll(async () => {
      const url = await newPostgresTestDatabase();
      const target = new URL(url);
      proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
      const viaProxy = new URL(url);
      viaProxy.hostname = '127.0.0.1';
      viaProxy.port = String(proxy.port);
      writer = openPostgres(url, 4);
      watcher = openPostgres(viaProxy.toString(), 4);
      for (const database of [writer, watcher]) {
        const app = await buildApp({
          config: testConfig({ logLevel: 'silent' }),
          database,
          clock: fixedClock(TEST_NOW),
        });
        await app.ready();
        apps.push(app);
      }
      const { storeId } = await seedStore(writer.db);
      customer = await signedInCustomer(writer.db, storeId, TEST_NOW);
      const t = { app: apps[1], database: watcher } as unknown as TestApp;
      manager = (await signedInStaff(t, storeId, 'manager')).client;
      base = await listen(apps[1] as FastifyInstance);
    });
    afterAll(async () => {
      for (const app of apps) await app.close();
      await writer?.close();
      await watcher?.close();
      await proxy?.close();
    });

    it('a booking through one process is heard by the other’s stream; a cut database delays it, never ends it', async () => {
      const stream = await streamOf(base, manager);
      await connected(stream);
      await onlineBooking(apps[0] as FastifyInstance, customer.headers, 'leo', THU(15));
      expect((await stream.next(HEARD_WITHIN_MS))?.event).toBe('calendar');

      proxy.cut();
      await onlineBooking(apps[0] as FastifyInstance, customer.headers, 'mia', THU(16));
      expect(await stream.next(QUIET_MS)).toBeNull();
      proxy.restore();
      expect((await stream.next(HEARD_WITHIN_MS + 5000))?.event).toBe('calendar');
      stream.close();
    });
  });
}
