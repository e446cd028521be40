import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { buildApp } from '#api/app';
import { testConfig } from '#api/config';
import { openPostgres } from '#api/db/client';
import { openPglite } from '#api/db/pglite';
import { jobs, notifications, storeNotifySettings } from '#api/db/schema/index';
import { API_ROOT } from '#api/paths';
import { fixedClock } from '#api/platform/clock';
import { TEST_NOW } from '#test/app';
import { describeEachDatabase, newPostgresTestDatabase } from '#test/db';
import { startFakeLine } from '#test/fake-line';
import { seedStore, signedInCustomer } from '#test/fixtures';
import { bookingBody, call } from '../bookings/test-support';

const HOUR = 3600;
const LINE_TOKEN = 'store-channel-access-token-crash-test';
const LINE_USER = `U${'c3'.repeat(16)}`;

/** The API with its worker polling, in a process of its own at `now` (test/reminder-child.ts). */
function startWorker(env: Record<string, string>, now: number) {
  const child = spawn(process.execPath, ['--import', 'tsx', join(API_ROOT, 'test/reminder-child.ts')], {
    cwd: API_ROOT,
    env: { ...process.env, ...env, NOW: String(now) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (c) => {
    out += c;
  });
  child.stderr.on('data', (c) => {
    out += c;
  });
  return { child, output: () => out };
}

async function until(what: string, ok: () => boolean | Promise<boolean>, worker: { output(): string }) {
  const deadline = Date.now() + 60_000;
  while (!(await ok())) {
    if (Date.now() > deadline) throw new Error(`${what} never happened: ${worker.output()}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

const kill9 = async (child: ChildProcess) => {
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGKILL');
  await exited;
};

describeEachDatabase('a reminder and a worker killed with -9', (kind) => {
  it('the reminder being pushed when its process dies, and the one due while none runs, each reach the customer once after a restart', async () => {
    const dir = kind === 'pglite' ? mkdtempSync(join(tmpdir(), 'reminders-')) : null;
    const url = kind === 'postgres' ? await newPostgresTestDatabase() : null;
    const line = await startFakeLine(LINE_TOKEN);
    const env: Record<string, string> = { LINE_URL: line.url, ...(url ? { DATABASE_URL: url } : { DATA_DIR: dir! }) };
    const open = async () => {
      const d = url ? openPostgres(url, 3) : openPglite(dir);
      await d.migrate();
      return d;
    };
    const workers: ChildProcess[] = [];
    try {
      // A customer signed in with LINE books 26 h ahead; the store pushes on LINE. Its confirmation leaves.
      let database = await open();
      const clock = fixedClock(TEST_NOW);
      let app = await buildApp({ config: testConfig({ lineMessagingUrl: line.url }), database, clock });
      await app.ready();
      const storeId = (await seedStore(database.db)).storeId;
      await database.db.insert(storeNotifySettings).values({ storeId, lineChannelToken: LINE_TOKEN });
      const c = await signedInCustomer(database.db, storeId, TEST_NOW, { lineUserId: LINE_USER, email: null });
      const start = TEST_NOW + 26 * HOUR;
      const booked = await call(app, 'POST', '/api/bookings?code=demo', {
        payload: bookingBody([{ productId: 'cut-wash', userId: 'amber' }], start),
        headers: c.headers,
      });
      expect(booked.code, JSON.stringify(booked.body)).toBe(200);
      while ((await app.jobs.tick()) > 0);
      expect(line.delivered.map((m) => m.text)).toEqual([expect.stringContaining('預約成功')]);
      await app.close();
      await database.close();
      const reminders = () => line.delivered.filter((m) => m.text.includes('提醒您'));

      // 24 h before: a worker process takes the reminder and pushes it; LINE takes the push, and the
      // process is killed with -9 before it hears back (the message is still `queued`, its job running).
      line.state.holdNext = 1;
      const first = startWorker(env, start - 24 * HOUR + 5);
      workers.push(first.child);
      await until('the 24 h reminder pushed', () => reminders().length === 1, first);
      await kill9(first.child);

      // Nothing runs until 2 h before, when the 2 h reminder is due too; a new process starts then.
      const second = startWorker(env, start - 2 * HOUR + 5);
      workers.push(second.child);
      const reader = url ? await open() : null;
      const sent = async () => {
        if (!reader) return reminders().length >= 2;
        const rows = await reader.db.select().from(notifications).where(eq(notifications.kind, 'reminder'));
        return rows.length === 2 && rows.every((r) => r.state === 'sent');
      };
      await until('both reminders sent', sent, second);
      // On PGlite the child holds the folder: it is read once the child is gone.
      if (!url) await until('the 2 h reminder pushed', () => reminders().length === 2, second);
      // Stopped as a server stops (the app and its database closed), then its database is read.
      const stopped = new Promise((r) => second.child.once('exit', r));
      second.child.kill('SIGTERM');
      await stopped;
      database = reader ?? (await open());

      // Each reminder reached LINE once: the killed push was sent again under its retry key (LINE: 409).
      expect(reminders()).toHaveLength(2);
      expect(new Set(reminders().map((m) => m.retryKey)).size).toBe(2);
      expect(line.refused).toContain(409);
      const rows = await database.db.select().from(notifications).where(eq(notifications.customerId, c.customer.id));
      expect(rows.map((r) => `${r.kind}:${r.channel}:${r.state}`).sort()).toEqual([
        'bookingReceived:line:sent',
        'reminder:line:sent',
        'reminder:line:sent',
      ]);
      expect(
        rows
          .filter((r) => r.kind === 'reminder')
          .map((r) => r.id)
          .sort(),
      ).toEqual(
        reminders()
          .map((m) => m.retryKey)
          .sort(),
      );
      // The killed push's job was taken over after its lease: two attempts; the other jobs ran once.
      const sends = await database.db.select().from(jobs).where(eq(jobs.name, 'notify-send'));
      const killed = reminders()[0]!.retryKey;
      expect(sends.find((j) => j.key === killed)).toMatchObject({ state: 'done', attempts: 2 });
      expect(sends.filter((j) => j.key !== killed).every((j) => j.state === 'done' && j.attempts === 1)).toBe(true);

      // A later start of the app sends nothing more.
      app = await buildApp({ config: testConfig({ lineMessagingUrl: line.url }), database, clock });
      await app.ready();
      clock.set(start - HOUR);
      while ((await app.jobs.tick()) > 0);
      expect(reminders()).toHaveLength(2);
      await app.close();
      await database.close();
    } finally {
      for (const w of workers) if (w.exitCode === null && w.signalCode === null) w.kill('SIGKILL');
      await line.close();
      if (dir) rmSync(dir, { recursive: true, force: true });
    }
  }, 180_000);
});
