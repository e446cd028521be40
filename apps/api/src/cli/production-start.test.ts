import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApi, type ChildServer, startBuiltServer } from '#test/child-server';
import { databaseKinds, newPostgresTestDatabase } from '#test/db';

/**
 * The production build: `npm run build -w @salon/api` bundles the API into dist/main.js, which
 * plain Node runs (no TypeScript loader) and which answers its readiness check. Times are printed
 * for docs/decisions/operations.md; the bound asserted is loose (the machine runs other tests too).
 */
describe('production build', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'salon-prod-'));
  let server: ChildServer | undefined;
  /** Stops the server a test started (each test ends with none running, also when it fails). */
  const stopServer = async () => {
    await server?.stop();
    server = undefined;
  };

  beforeAll(() => buildApi(), 60_000);
  afterEach(stopServer);
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('starts with node on an embedded database (cold, then warm) and answers /api/health/ready', async () => {
    const env = { DATA_DIR: dataDir };
    server = await startBuiltServer(env);
    const cold = server.readyMs;
    const store = await fetch(`${server.url}/api/bookings/store?code=demo`);
    expect(store.status).toBe(200);
    await stopServer();
    const token = 'metrics-token-of-the-build-test';
    server = await startBuiltServer({ ...env, METRICS_TOKEN: token });
    const warm = server.readyMs;
    // The pinned metrics check, on the built server's own port.
    expect((await fetch(`${server.url}/metrics`)).status).toBe(401);
    const scrape = await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${token}` } });
    expect(scrape.status).toBe(200);
    expect(await scrape.text()).toContain('# TYPE http_requests_total counter');
    console.log(`built API on PGlite: ready ${Math.round(cold)} ms cold, ${Math.round(warm)} ms warm`);
    expect(warm).toBeLessThan(10_000);
  }, 60_000);

  it.runIf(databaseKinds().includes('postgres'))(
    'starts on PostgreSQL, cold and warm',
    async () => {
      const env = { DATABASE_URL: await newPostgresTestDatabase() };
      server = await startBuiltServer(env);
      const cold = server.readyMs;
      await stopServer();
      server = await startBuiltServer(env);
      const warm = server.readyMs;
      console.log(`built API on PostgreSQL: ready ${Math.round(cold)} ms cold, ${Math.round(warm)} ms warm`);
      // About 1.1–1.4 s on an idle machine (operations.md); 4 s and more while the whole suite
      // runs beside it on two cores, so the bound here only catches a start that builds or compiles.
      expect(warm).toBeLessThan(10_000);
    },
    60_000,
  );
});
