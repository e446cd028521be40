/**
 * `node --import tsx apps/api/bench/jobs.ts`: how many jobs per second the queue runs (no-op jobs,
 * claimed in batches by JobRunner.tick() in a loop, one and two workers) and the delay from a job's
 * due time to its run with a 1 s poll, on PGlite in memory and, when BENCH_ADMIN_URL (default
 * postgres://postgres@127.0.0.1:5432/postgres) answers, on a scratch PostgreSQL database it makes and
 * drops. Prints figures; asserts nothing. Numbers: docs/decisions/jobs.md.
 */

import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { type Database, openPostgres } from '../src/db/client';
import { openPglite } from '../src/db/pglite';
import { jobs } from '../src/db/schema/index';
import { JobRunner } from '../src/modules/jobs/runner';
import { systemClock } from '../src/platform/clock';

const quiet = { warn() {}, info() {} } as unknown as FastifyBaseLogger;
const N = Number(process.env.N ?? 3000);

async function fill(d: Database, name: string) {
  const now = systemClock.now();
  for (let i = 0; i < N; i += 500) {
    await d.db
      .insert(jobs)
      .values(
        Array.from({ length: Math.min(500, N - i) }, (_, k) => ({ name, key: `${i + k}`, runAt: now, createdAt: now })),
      );
  }
}

async function throughput(label: string, dbs: Database[], batch: number) {
  const name = `noop-${label}`;
  await fill(dbs[0]!, name);
  let ran = 0;
  const runners = dbs.map((d) => {
    const r = new JobRunner({ db: d.db, clock: systemClock, log: quiet }, [], { pollMs: 0, batch });
    r.register({ name, run: async () => void ran++ });
    return r;
  });
  const t0 = performance.now();
  await Promise.all(
    runners.map(async (r) => {
      while ((await r.tick()) > 0);
    }),
  );
  const s = (performance.now() - t0) / 1000;
  console.log(`${label}: ${ran} jobs in ${s.toFixed(2)} s = ${(ran / s).toFixed(0)} jobs/s`);
}

async function delay(label: string, d: Database) {
  const name = `due-${label}`;
  const seen: number[] = [];
  const r = new JobRunner({ db: d.db, clock: systemClock, log: quiet }, [], { pollMs: 1000 });
  r.register({ name, run: async (job) => void seen.push(Date.now() - job.runAt * 1000) });
  const now = systemClock.now();
  for (let i = 0; i < 10; i++)
    await d.db.insert(jobs).values({ name, key: `${i}`, runAt: now + 1 + i, createdAt: now });
  r.start();
  while (seen.length < 10) await new Promise((res) => setTimeout(res, 100));
  await r.stop();
  seen.sort((a, b) => a - b);
  console.log(
    `${label}: due → run over 10 jobs (poll 1 s): min ${seen[0]} ms, median ${seen[5]} ms, max ${seen[9]} ms`,
  );
}

const adminUrl = process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query('DROP DATABASE IF EXISTS jobs_bench');
await admin.query('CREATE DATABASE jobs_bench');
const url = new URL(adminUrl);
url.pathname = '/jobs_bench';
const a = openPostgres(url.toString(), 5);
await a.migrate();
const b = openPostgres(url.toString(), 5);
await throughput('postgres 1 worker batch 10', [a], 10);
await throughput('postgres 1 worker batch 50', [a], 50);
await throughput('postgres 2 workers batch 50', [a, b], 50);
await delay('postgres', a);
await a.close();
await b.close();
await admin.query('DROP DATABASE jobs_bench');
await admin.end();
const p = openPglite(null);
await p.migrate();
await throughput('pglite 1 worker batch 10', [p], 10);
await throughput('pglite 1 worker batch 50', [p], 50);
await delay('pglite', p);
await p.close();
