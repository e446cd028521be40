/**
 * The whole API in a process of its own with its job worker polling, for the reminder kill -9 test
 * (notifications/reminder-crash.test.ts): opens the database of DATABASE_URL (or the PGlite folder
 * DATA_DIR) with the clock fixed at NOW, pushes LINE messages to LINE_URL, prints `ready` and runs
 * until it is killed (SIGTERM: closes the app and the database first, as a stopped server does).
 */
import { buildApp } from '../src/app';
import { testConfig } from '../src/config';
import { openPostgres } from '../src/db/client';
import { openPglite } from '../src/db/pglite';
import { fixedClock } from '../src/platform/clock';

const database = process.env.DATABASE_URL
  ? openPostgres(process.env.DATABASE_URL, 3)
  : openPglite(process.env.DATA_DIR!);
const app = await buildApp({
  config: testConfig({ jobPollMs: 50, lineMessagingUrl: process.env.LINE_URL }),
  database,
  clock: fixedClock(Number(process.env.NOW)),
});
await app.ready();
process.stdout.write('ready\n');
// The worker's timer does not hold the process open (a server's socket does): this does.
const alive = setInterval(() => {}, 60_000);
process.once('SIGTERM', async () => {
  clearInterval(alive);
  await app.close();
  await database.close();
  process.exit(0);
});
