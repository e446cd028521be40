import { GENERIC_ERRORS, type StoreImportInput } from '@salon/contract';
import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#api/app';
import { testConfig } from '#api/config';
import { bookingBody, taipei } from '#api/modules/bookings/test-support';
import { fixedClock } from '#api/platform/clock';
import { createTestApp, TEST_NOW, type TestApp } from '#test/app';
import { databaseKinds, describeEachDatabase, newPostgresTestDatabase } from '#test/db';
import { demoStoreFile, seedStore, signedInCustomer } from '#test/fixtures';
import { startTcpProxy, type TcpProxy } from '#test/tcp-proxy';
import { type Database, openPostgres } from './client';
import { bookings } from './schema/index';

const CUT_MS = 3000;
const RECOVERY_LIMIT_MS = 5000;
const LOOPS = ['amber', 'kevin', 'mia', 'leo'];
/** Pause between two bookings of one loop: a few hundred requests in all. */
const PAUSE_MS = 100;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** 503 SERVICE_UNAVAILABLE in the envelope, with the catalogue's text and a Retry-After. */
function expectUnavailable(res: { statusCode: number; headers: Record<string, unknown>; json(): unknown }) {
  expect(res.statusCode).toBe(503);
  expect(res.json()).toMatchObject({ status: 'SERVICE_UNAVAILABLE', message: GENERIC_ERRORS.SERVICE_UNAVAILABLE });
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
}

describeEachDatabase('health probes', (kind) => {
  let t: TestApp;
  let down: FastifyInstance;
  beforeAll(async () => {
    t = await createTestApp(kind);
    const unreachable: Database = { ...t.database, ping: () => Promise.reject(new Error('ECONNREFUSED')) };
    down = await buildApp({ config: testConfig(), database: unreachable });
    await down.ready();
  });
  afterAll(async () => {
    await down.close();
    await t.close();
  });

  it('live answers without the database; ready names the database; /api/health as before', async () => {
    for (const app of [t.app, down]) {
      const live = await app.inject({ method: 'GET', url: '/api/health/live' });
      expect(live.statusCode).toBe(200);
      expect(live.json()).toEqual({ status: 'SUCCESS', data: { status: 'up' } });
    }
    const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.json()).toEqual({ status: 'SUCCESS', data: { database: kind } });
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.json()).toEqual({ status: 'SUCCESS', data: { database: kind } });
  });

  it('ready is 503 SERVICE_UNAVAILABLE with Retry-After when the database does not answer', async () => {
    expectUnavailable(await down.inject({ method: 'GET', url: '/api/health/ready' }));
    expect((await down.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(503);
  });
});

/** The demo store open 08:00–22:00 every day, every designer on the store's hours: slots to spare. */
function roomyStore(): StoreImportInput {
  const file = demoStoreFile();
  file.store.code = 'outage';
  const day = { open: [{ start: '08:00', end: '22:00' }], rest: [] };
  const week = Object.fromEntries(Object.keys(file.store.openingHours).map((d) => [d, day]));
  file.store.openingHours = week as typeof file.store.openingHours;
  file.store.workingHours = week as typeof file.store.workingHours;
  for (const p of file.providers ?? []) {
    p.schedule = null;
    p.daysOff = [];
  }
  return file;
}

/** Every 30-minute slot from Wednesday on, 08:00–21:30 Taipei. */
function* slots(): Generator<number> {
  for (let d = 1; d < 29; d++)
    for (let half = 16; half < 44; half++) yield taipei(2026, 11, 24 + d, Math.floor(half / 2), (half % 2) * 30);
}

type Answer = { sent: number; done: number; code: number; status?: string; retryAfter?: unknown; bookingId?: string };

for (const kind of databaseKinds().filter((k) => k === 'postgres')) {
  describe(`a database outage under booking load [${kind}]`, () => {
    let url: string;
    let proxy: TcpProxy;
    let direct: Database;
    let proxied: Database;
    let app: FastifyInstance;
    let storeId: string;
    beforeAll(async () => {
      url = await newPostgresTestDatabase();
      const target = new URL(url);
      proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
      const viaProxy = new URL(url);
      viaProxy.hostname = '127.0.0.1';
      viaProxy.port = String(proxy.port);
      direct = openPostgres(url, 4);
      proxied = openPostgres(viaProxy.toString(), 10);
      app = await buildApp({ config: testConfig(), database: proxied, clock: fixedClock(TEST_NOW) });
      await app.ready();
      storeId = (await seedStore(direct.db, roomyStore())).storeId;
    });
    afterAll(async () => {
      await app?.close();
      await proxied?.close();
      await direct?.close();
      await proxy?.close();
    });

    it('answers 503 (never 500) while cut, recovers within 5 s, and loses no acknowledged booking', async () => {
      const customers = await Promise.all(LOOPS.map(() => signedInCustomer(direct.db, storeId, TEST_NOW)));
      const answers: Answer[] = [];
      const t0 = performance.now();
      const clock = () => performance.now() - t0;
      let stop = false;
      const loops = LOOPS.map(async (designer, i) => {
        const starts = slots();
        while (!stop) {
          const start = starts.next().value as number;
          const sent = clock();
          const res = await app.inject({
            method: 'POST',
            url: '/api/bookings?code=outage',
            headers: customers[i]!.headers,
            payload: bookingBody([{ productId: 'cut-kids', userId: designer }], start),
          });
          const body = res.json() as { status?: string; data?: { bookingId?: string } };
          answers.push({
            sent,
            done: clock(),
            code: res.statusCode,
            status: body.status,
            retryAfter: res.headers['retry-after'],
            bookingId: body.data?.bookingId,
          });
          await sleep(PAUSE_MS);
        }
      });

      // The cut comes once the load flows (a booking acknowledged: a slow host's first ones take over
      // a second), and half a second more.
      const loading = clock();
      while (!answers.some((a) => a.code === 200) && clock() - loading < 15_000) await sleep(50);
      await sleep(500);
      const cutAt = clock();
      proxy.cut();
      await sleep(CUT_MS / 2);
      // The probes in the middle of the cut: the process is live, the database is not ready.
      expect((await app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
      expectUnavailable(await app.inject({ method: 'GET', url: '/api/health/ready' }));
      await sleep(CUT_MS / 2);
      const restoredAt = clock();
      proxy.restore();
      let recoveredAt: number | null = null;
      while (clock() - restoredAt < RECOVERY_LIMIT_MS + 1000) {
        const back = answers.find((a) => a.sent >= restoredAt && a.code === 200);
        if (back) {
          recoveredAt = back.done;
          break;
        }
        await sleep(50);
      }
      await sleep(500);
      stop = true;
      await Promise.all(loops);

      const unavailable = answers.filter((a) => a.code === 503);
      const acknowledged = answers.filter((a) => a.code === 200).map((a) => a.bookingId!);
      const stored = acknowledged.length
        ? await direct.db.select({ id: bookings.id }).from(bookings).where(inArray(bookings.id, acknowledged))
        : [];
      const lost = acknowledged.length - stored.length;
      const recovery = recoveredAt === null ? null : Math.round(recoveredAt - restoredAt);
      console.log(
        `outage figures: cut ${CUT_MS} ms, requests ${answers.length}, acknowledged ${acknowledged.length}, ` +
          `503 ${unavailable.length}, other ${answers.length - acknowledged.length - unavailable.length}, ` +
          `time to recover ${recovery ?? 'never'} ms, writes lost ${lost}`,
      );

      expect(answers.filter((a) => a.done < cutAt && a.code === 200).length).toBeGreaterThan(0);
      for (const a of answers) expect([200, 503], JSON.stringify(a)).toContain(a.code);
      for (const a of unavailable) {
        expect(a.status).toBe('SERVICE_UNAVAILABLE');
        expect(Number(a.retryAfter)).toBeGreaterThan(0);
      }
      const duringCut = answers.filter((a) => a.sent > cutAt + 50 && a.done < restoredAt);
      expect(duringCut.length).toBeGreaterThan(0);
      for (const a of duringCut) expect(a.code).toBe(503);
      expect(recovery).not.toBeNull();
      expect(recovery!).toBeLessThan(RECOVERY_LIMIT_MS);
      expect(lost).toBe(0);
      // The process is still serving, and the database is ready again.
      expect((await app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
      expect((await app.inject({ method: 'GET', url: '/api/health/ready' })).statusCode).toBe(200);
    }, 30_000);
  });
}
