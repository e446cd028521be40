/**
 * An invoice worker in a process of its own, for the kill -9 test (invoices/exactly-once.test.ts):
 * opens the database of DATABASE_URL (or the PGlite folder DATA_DIR), runs the due invoice jobs
 * with the clock at NOW against the ECPay at ECPAY_URL; the test kills it while ECPay holds the answer.
 */
import type { FastifyBaseLogger } from 'fastify';
import { openPostgres } from '../src/db/client';
import { openPglite } from '../src/db/pglite';
import { invoiceJobs } from '../src/modules/invoices/issue';
import { JobRunner } from '../src/modules/jobs/runner';
import { fixedClock } from '../src/platform/clock';

const database = process.env.DATABASE_URL
  ? openPostgres(process.env.DATABASE_URL, 2)
  : openPglite(process.env.DATA_DIR!);
const now = Number(process.env.NOW);
const runner = new JobRunner(
  { db: database.db, clock: fixedClock(now), log: { warn() {}, info() {} } as unknown as FastifyBaseLogger },
  [],
  { pollMs: 0, worker: 'doomed' },
);
for (const kind of invoiceJobs({ db: database.db, now: () => now, ecpayBaseUrl: process.env.ECPAY_URL })) {
  runner.register(kind);
}
process.stdout.write('ready\n');
await runner.tick();
