import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Database, openPostgres } from '#api/db/client';
import { openPglite } from '#api/db/pglite';
import { bookingStatusHistory, jobs } from '#api/db/schema/index';
import { API_ROOT } from '#api/paths';
import { fixedClock } from '#api/platform/clock';
import { createTestApp, TEST_NOW, type TestApp } from '#test/app';
import { describeEachDatabase, newPostgresTestDatabase, openTestDatabase } from '#test/db';
import { seedStore, signedInCustomer } from '#test/fixtures';
import { bookingBody, call, WED } from '../bookings/test-support';
import { signedInStaff } from '../staff/test-support';
import { JobRunner } from './runner';
import { enqueue } from './service';

const quiet = { warn() {}, info() {} } as unknown as FastifyBaseLogger;

function runnerOn(database: Database, clock = fixedClock(TEST_NOW), worker?: string) {
  return new JobRunner({ db: database.db, clock, log: quiet }, [], { pollMs: 0, batch: 25, worker });
}

describeEachDatabase('the job queue', (kind) => {
  let t: TestApp;
  let storeId: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    storeId = (await seedStore(t.database.db)).storeId;
  });
  afterAll(() => t.close());

  it('the outbox: every status change of a booking adds its job; its creation row, which tells nobody, does not', async () => {
    const customer = await signedInCustomer(t.database.db, storeId, TEST_NOW);
    const res = await call(t.app, 'POST', '/api/bookings?code=demo', {
      payload: bookingBody([{ productId: 'cut-wash', userId: 'amber' }], WED(15)),
      headers: customer.headers,
    });
    expect(res.code, JSON.stringify(res.body)).toBe(200);
    // Created, then confirmed (or left for the store): two history rows in the booking's one statement.
    const history = await t.database.db
      .select({ id: bookingStatusHistory.id, from: bookingStatusHistory.fromStatus })
      .from(bookingStatusHistory)
      .where(eq(bookingStatusHistory.bookingId, res.body.data.bookingId))
      .orderBy(bookingStatusHistory.id);
    expect(history.map((h) => h.from)).toEqual([null, 'New']);
    const queued = await t.database.db
      .select({ name: jobs.name, key: jobs.key, storeId: jobs.storeId, payload: jobs.payload })
      .from(jobs)
      .where(
        inArray(
          jobs.key,
          history.map((h) => `history:${h.id}`),
        ),
      );
    const changed = history[1]!.id;
    expect(queued).toEqual([
      { name: 'booking-change', key: `history:${changed}`, storeId, payload: { historyId: changed } },
    ]);
  });

  it('two workers racing over 200 jobs run each exactly once', async () => {
    // Two processes' worth of connections: on PostgreSQL two pools on one database.
    const url = kind === 'postgres' ? await newPostgresTestDatabase() : null;
    const a = url ? openPostgres(url, 5) : await openTestDatabase('pglite');
    const b = url ? openPostgres(url, 5) : a;
    try {
      const ids = Array.from({ length: 200 }, (_, i) => `job-${i}`);
      for (const key of ids) await enqueue(a.db, { name: 'count', key, runAt: TEST_NOW, payload: { key } }, TEST_NOW);
      const ran: string[] = [];
      const byWorker = { one: 0, two: 0 };
      const workers = (['one', 'two'] as const).map((name) => {
        const r = runnerOn(name === 'one' ? a : b, fixedClock(TEST_NOW), name);
        r.register({
          name: 'count',
          run: async (job) => {
            ran.push((job.payload as { key: string }).key);
            byWorker[name]++;
            await new Promise((res) => setTimeout(res, 1));
          },
        });
        return r;
      });
      const drain = async (r: JobRunner) => {
        while ((await r.tick()) > 0);
      };
      await Promise.all(workers.map(drain));
      expect(ran.sort()).toEqual([...ids].sort());
      expect(byWorker.one + byWorker.two).toBe(200);
      if (url) expect(Math.min(byWorker.one, byWorker.two)).toBeGreaterThan(0);
      const states = await a.db.select({ state: jobs.state }).from(jobs).where(eq(jobs.name, 'count'));
      expect(states.every((s) => s.state === 'done')).toBe(true);
    } finally {
      await a.close();
      if (b !== a) await b.close();
    }
  });

  it('retries with backoff, then lands failed and staff (owner, manager) see it', async () => {
    const clock = fixedClock(TEST_NOW);
    const r = runnerOn(t.database, clock);
    const attempts: number[] = [];
    r.register({
      name: 'flaky',
      run: async (job, now) => {
        attempts.push(now);
        throw new Error(`provider answered 503 (attempt ${job.attempts})`);
      },
      backoffSeconds: (n) => 10 * n,
    });
    await enqueue(t.database.db, { name: 'flaky', key: 'k', storeId, runAt: TEST_NOW, maxAttempts: 3 }, TEST_NOW);
    expect(await r.tick()).toBe(1);
    // Not before its backoff.
    clock.advance(9);
    expect(await r.tick()).toBe(0);
    clock.advance(1);
    expect(await r.tick()).toBe(1);
    clock.advance(20);
    expect(await r.tick()).toBe(1);
    clock.advance(3600);
    expect(await r.tick()).toBe(0);
    expect(attempts).toEqual([TEST_NOW, TEST_NOW + 10, TEST_NOW + 30]);
    const [row] = await t.database.db.select().from(jobs).where(eq(jobs.name, 'flaky'));
    expect(row).toMatchObject({ state: 'failed', attempts: 3, lastError: 'Error: provider answered 503 (attempt 3)' });

    for (const role of ['owner', 'manager'] as const) {
      const res = await (await signedInStaff(t, storeId, role)).client.get('jobs/failed');
      expect(res.code).toBe(200);
      expect(res.body.data.jobs).toEqual([
        expect.objectContaining({ id: row!.id, name: 'flaky', attempts: 3, error: row!.lastError }),
      ]);
    }
    const designer = (await signedInStaff(t, storeId, 'designer', { providerId: 'amber' })).client;
    const refused = await designer.get('jobs/failed');
    expect(refused.code).toBe(403);
  });

  it('a job that fails once and then works runs to done once', async () => {
    const clock = fixedClock(TEST_NOW);
    const r = runnerOn(t.database, clock);
    let calls = 0;
    r.register({
      name: 'recovers',
      run: async () => {
        if (++calls === 1) throw new Error('timeout');
      },
    });
    await enqueue(t.database.db, { name: 'recovers', key: 'k', runAt: TEST_NOW }, TEST_NOW);
    // The same key again is the same job.
    expect(await enqueue(t.database.db, { name: 'recovers', key: 'k', runAt: TEST_NOW }, TEST_NOW)).toBe(false);
    await r.tick();
    clock.advance(30);
    await r.tick();
    clock.advance(3600);
    await r.tick();
    expect(calls).toBe(2);
    const [row] = await t.database.db.select().from(jobs).where(eq(jobs.name, 'recovers'));
    expect(row).toMatchObject({ state: 'done', attempts: 2 });
  });

  it('survives a restart, and a worker killed with -9 mid-job: another takes it after the lease', async () => {
    const dir = kind === 'pglite' ? mkdtempSync(join(tmpdir(), 'jobs-')) : null;
    const url = kind === 'postgres' ? await newPostgresTestDatabase() : null;
    const open = async () => {
      const d = url ? openPostgres(url, 3) : openPglite(dir);
      await d.migrate();
      return d;
    };
    try {
      let d = await open();
      await enqueue(d.db, { name: 'slow', key: 'after-restart', runAt: TEST_NOW + 60 }, TEST_NOW);
      await enqueue(d.db, { name: 'slow', key: 'killed', runAt: TEST_NOW }, TEST_NOW);
      await d.close();

      // A worker in its own process claims the due job and is killed in the middle of it.
      const child = spawn(process.execPath, ['--import', 'tsx', join(API_ROOT, 'test/job-child.ts')], {
        cwd: API_ROOT,
        env: { ...process.env, NOW: String(TEST_NOW), ...(url ? { DATABASE_URL: url } : { DATA_DIR: dir! }) },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let out = '';
      child.stdout.on('data', (c) => {
        out += c;
      });
      child.stderr.on('data', (c) => {
        out += c;
      });
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`child never started: ${out}`)), 60_000);
        child.stdout.on('data', () => {
          if (out.includes('started')) {
            clearTimeout(timer);
            resolve();
          }
        });
        child.on('exit', () => reject(new Error(`child exited: ${out}`)));
      });
      child.kill('SIGKILL');
      await new Promise((res) => child.once('exit', res));

      d = await open();
      const clock = fixedClock(TEST_NOW + 30);
      const ran: string[] = [];
      const r = runnerOn(d, clock, 'survivor');
      r.register({ name: 'slow', run: async (job) => void ran.push(job.key) });
      // The killed worker's lease (120 s) still holds; the other job is not due yet.
      expect(await r.tick()).toBe(0);
      clock.set(TEST_NOW + 121);
      await r.tick();
      expect(ran.sort()).toEqual(['after-restart', 'killed']);
      const rows = await d.db.select().from(jobs).where(eq(jobs.name, 'slow'));
      expect(Object.fromEntries(rows.map((j) => [j.key, [j.state, j.attempts]]))).toEqual({
        killed: ['done', 2],
        'after-restart': ['done', 1],
      });
      await d.close();
    } finally {
      if (dir) rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
