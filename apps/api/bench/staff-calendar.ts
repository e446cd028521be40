/**
 * `npm run bench:calendar`: how long the staff day view's API takes for the `bench` store (20
 * designers, ~2,000 bookings over 30 days, about 200 in a 3-day window). The real app in this
 * process, requests by inject (no socket), on PostgreSQL when DATABASE_URL is set, else an
 * in-memory PGlite. Prints figures; asserts nothing.
 */
import { eq } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { testConfig } from '../src/config';
import { openPostgres } from '../src/db/client';
import { openPglite } from '../src/db/pglite';
import { stores } from '../src/db/schema/index';
import { addMember, hashPassword } from '../src/modules/staff/accounts';
import { cpuMeter } from './cpu';
import { DAY, localMidnight, seedBenchDatabase } from './seed';

const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const now = Math.floor(Date.now() / 1000);
const url = process.env.DATABASE_URL;
const database = url ? openPostgres(url, 5) : openPglite(null);
await seedBenchDatabase(database, now);
const [store] = await database.db.select({ id: stores.id }).from(stores).where(eq(stores.code, 'bench'));
const password = 'bench-manager-pass';
await addMember(
  database.db,
  { storeId: store!.id, email: 'manager@bench.test', name: 'Manager', role: 'manager' },
  await hashPassword(password, 4),
);
const app = await buildApp({ config: testConfig({ loadDemo: false }), database });
const login = await app.inject({
  method: 'POST',
  url: '/api/staff/auth/login?code=bench',
  payload: { email: 'manager@bench.test', password },
});
const cookie = `salon_staff=${login.cookies.find((c) => c.name === 'salon_staff')?.value}`;
const from = localMidnight(now) + DAY;
const calendarUrl = `/api/staff/calendar?code=bench&from=${from}&to=${from + 3 * DAY}`;

const first = await app.inject({ method: 'GET', url: calendarUrl, headers: { cookie } });
const { designers, bookings } = first.json().data as { designers: unknown[]; bookings: unknown[] };
const times: number[] = [];
const cpu = url ? await cpuMeter(url) : null;
for (let i = 0; i < RUNS; i++) {
  const start = process.hrtime.bigint();
  const res = await app.inject({ method: 'GET', url: calendarUrl, headers: { cookie } });
  times.push(Number(process.hrtime.bigint() - start) / 1e6);
  if (res.statusCode !== 200) throw new Error(`calendar answered ${res.statusCode}`);
}
const perRequest = cpu ? await cpu(RUNS) : null;
times.sort((a, b) => a - b);
const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(1);
console.log(
  `staff calendar on ${url ? 'PostgreSQL' : 'PGlite'}: ${designers.length} designers, ${bookings.length} bookings in 3 days`,
);
console.log(
  `${RUNS} requests: p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${at(1)} ms, ${first.body.length.toLocaleString('en-US')} bytes`,
);
if (perRequest)
  console.log(`CPU per request: app thread ${perRequest.appUs} µs, PostgreSQL ${perRequest.postgresUs} µs`);
await app.close();
await database.close();
