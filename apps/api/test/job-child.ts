/**
 * A worker of the job queue in a process of its own, for the kill -9 test (jobs.test.ts): opens the
 * database of DATABASE_URL (or the PGlite folder DATA_DIR), claims due `slow` jobs with the clock at
 * NOW, prints `started <id>` and never finishes: the test kills it there.
 */
import type { FastifyBaseLogger } from 'fastify';
import { openPostgres } from '../src/db/client';
import { openPglite } from '../src/db/pglite';
import { JobRunner } from '../src/modules/jobs/runner';
import { fixedClock } from '../src/platform/clock';

const database = process.env.DATABASE_URL
  ? openPostgres(process.env.DATABASE_URL, 2)
  : openPglite(process.env.DATA_DIR!);
const runner = new JobRunner(
  {
    db: database.db,
    clock: fixedClock(Number(process.env.NOW)),
    log: { warn() {}, info() {} } as unknown as FastifyBaseLogger,
  },
  [],
  {
    pollMs: 0,
    worker: 'doomed',
  },
);
runner.register({
  name: 'slow',
  run: async (job) => {
    process.stdout.write(`started ${job.id}\n`);
    await new Promise(() => {});
  },
});
await runner.tick();
