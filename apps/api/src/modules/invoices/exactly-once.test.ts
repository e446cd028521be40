import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { expect, it } from 'vitest';
import { type Database, openPostgres } from '#api/db/client';
import { openPglite } from '#api/db/pglite';
import { invoices } from '#api/db/schema/index';
import { JobRunner } from '#api/modules/jobs/runner';
import { recordTaken } from '#api/modules/payments/record';
import { API_ROOT } from '#api/paths';
import { fixedClock } from '#api/platform/clock';
import { TEST_NOW } from '#test/app';
import { describeEachDatabase, newPostgresTestDatabase, openTestDatabase } from '#test/db';
import { seedStore, signedInCustomer } from '#test/fixtures';
import { invoiceJobs } from './issue';
import { saveSettings } from './repository';
import { ECPAY_TEST, startEcpay } from './test-support';

const quiet = { warn() {}, info() {}, error() {} } as unknown as FastifyBaseLogger;

function worker(database: Database, ecpayUrl: string, name: string, now = TEST_NOW) {
  const runner = new JobRunner({ db: database.db, clock: fixedClock(now), log: quiet }, [], {
    pollMs: 0,
    batch: 5,
    worker: name,
  });
  for (const kind of invoiceJobs({ db: database.db, now: () => now, ecpayBaseUrl: ecpayUrl })) runner.register(kind);
  return runner;
}

/** A store invoicing through ECPay, and `sales` counter sales of $800 each (one customer). */
async function storeWithSales(database: Database, sales: number) {
  const { storeId } = await seedStore(database.db);
  await saveSettings(
    database.db,
    storeId,
    { enabled: true, provider: 'ecpay', ...ECPAY_TEST, testMode: true },
    TEST_NOW,
  );
  const { customer } = await signedInCustomer(database.db, storeId, TEST_NOW);
  for (let i = 0; i < sales; i++) {
    await database.db.transaction((tx) =>
      recordTaken(tx, {
        storeId,
        customerId: customer.id,
        subject: { kind: 'Booking', id: `sale-${i}` },
        method: 'Cash',
        amount: 800,
        staffId: null,
        now: TEST_NOW,
      }),
    );
  }
  return storeId;
}

describeEachDatabase('an invoice is issued exactly once', (kind) => {
  it('two workers racing over twelve sales issue each once', async () => {
    const ecpay = await startEcpay();
    const database = await openTestDatabase(kind);
    try {
      await storeWithSales(database, 12);
      const [a, b] = [worker(database, ecpay.url, 'a'), worker(database, ecpay.url, 'b')];
      for (let round = 0; round < 4; round++) await Promise.all([a.tick(), b.tick()]);
      const rows = await database.db.select().from(invoices);
      expect(rows).toHaveLength(12);
      expect(rows.every((r) => r.status === 'Issued')).toBe(true);
      expect(ecpay.issueCalls()).toBe(12);
      expect(new Set(rows.map((r) => r.number)).size).toBe(12);
    } finally {
      await database.close();
      await ecpay.close();
    }
  }, 90_000);

  it('a worker killed with -9 after ECPay issued leaves no second invoice: the next asks ECPay for the first', async () => {
    const ecpay = await startEcpay();
    const dir = kind === 'pglite' ? mkdtempSync(join(tmpdir(), 'invoices-')) : null;
    const url = kind === 'postgres' ? await newPostgresTestDatabase() : null;
    const open = async () => {
      const d = url ? openPostgres(url, 3) : openPglite(dir);
      await d.migrate();
      return d;
    };
    try {
      let d = await open();
      await storeWithSales(d, 1);
      await d.close();

      ecpay.hangNextIssue();
      const child = spawn(process.execPath, ['--import', 'tsx', join(API_ROOT, 'test/invoice-child.ts')], {
        cwd: API_ROOT,
        env: {
          ...process.env,
          NOW: String(TEST_NOW),
          ECPAY_URL: ecpay.url,
          ...(url ? { DATABASE_URL: url } : { DATA_DIR: dir! }),
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let out = '';
      child.stdout.on('data', (c) => {
        out += c;
      });
      child.stderr.on('data', (c) => {
        out += c;
      });
      // ECPay has issued it; its answer never reaches the worker, which dies there.
      const deadline = Date.now() + 60_000;
      while (ecpay.invoices.size === 0) {
        if (Date.now() > deadline || child.exitCode !== null) throw new Error(`the child never issued: ${out}`);
        await new Promise((r) => setTimeout(r, 50));
      }
      child.kill('SIGKILL');
      await new Promise((res) => child.once('exit', res));
      const [issuedAtEcpay] = [...ecpay.invoices.values()];

      d = await open();
      expect((await d.db.select().from(invoices))[0]).toMatchObject({ status: 'Pending', number: null });
      // Within the dead worker's lease nothing runs; after it the survivor takes the job over.
      expect(await worker(d, ecpay.url, 'survivor', TEST_NOW + 30).tick()).toBe(0);
      await worker(d, ecpay.url, 'survivor', TEST_NOW + 121).tick();
      const rows = await d.db.select().from(invoices).where(eq(invoices.status, 'Issued'));
      expect(rows.map((r) => r.number)).toEqual([issuedAtEcpay!.number]);
      expect(ecpay.invoices.size).toBe(1);
      expect(ecpay.issueCalls()).toBe(2);
      await d.close();
    } finally {
      if (dir) rmSync(dir, { recursive: true, force: true });
      await ecpay.close();
    }
  }, 120_000);
});
