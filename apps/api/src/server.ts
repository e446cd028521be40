import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import type { Config } from './config';
import type { Database } from './db/client';
import { openDatabase } from './db/open';
import { loadDemoStore } from './modules/store/demo';
import type { Clock } from './platform/clock';

export interface RunningServer {
  app: FastifyInstance;
  database: Database;
  url: string;
  /** Milliseconds each step of the start took: the database's preparation, the app's build, listen. */
  startup: { database: number; app: number; listen: number };
  close(): Promise<void>;
}

/**
 * Migrates and, when asked, loads the demo store — one instance at a time, so several API
 * instances starting together on one PostgreSQL neither race on CREATE TABLE nor load the demo twice.
 */
export async function prepareDatabase(
  database: Database,
  loadDemo: boolean,
  { demoStaff }: { demoStaff: boolean },
): Promise<void> {
  await database.exclusive(async () => {
    await database.migrate();
    if (loadDemo) await loadDemoStore(database.db, { staff: demoStaff });
  });
}

/**
 * Graceful stop (SIGTERM): app.close() stops accepting connections and closes the idle keep-alive
 * ones (Fastify's forceCloseConnections 'idle', its default); from then on every answer — to the
 * requests still in flight and to any that arrive on a connection already open — carries
 * `Connection: close`, so each open connection ends after its current answer instead of idling
 * until the keep-alive timeout. close() resolves once the last one has ended; then the pool closes.
 */
function closeConnectionsWhenDraining(app: FastifyInstance): void {
  let draining = false;
  app.addHook('preClose', async () => {
    draining = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (draining) reply.header('connection', 'close');
  });
}

/** Opens the database, migrates it, loads the demo store when asked and the database has none, then listens. */
export async function startServer(
  config: Config,
  opts: { database?: Database; clock?: Clock } = {},
): Promise<RunningServer> {
  const step = stopwatch();
  const database = opts.database ?? (await openDatabase(config));
  // Staff accounts with known passwords exist only outside production.
  await prepareDatabase(database, config.loadDemo, { demoStaff: config.mode !== 'production' });
  const prepared = step();
  const app = await buildApp({ config, database, clock: opts.clock });
  closeConnectionsWhenDraining(app);
  const built = step();
  await app.listen({ port: config.port, host: config.host });
  const startup = { database: prepared, app: built, listen: step() };
  const { port } = app.server.address() as AddressInfo;
  const anyInterface = config.host === '0.0.0.0' || config.host === '::';
  const url = `http://${anyInterface ? 'localhost' : config.host}:${port}`;
  return {
    app,
    database,
    url,
    startup,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/** Milliseconds since the last call (or since it was made). */
function stopwatch(): () => number {
  let last = performance.now();
  return () => {
    const now = performance.now();
    const ms = Math.round(now - last);
    last = now;
    return ms;
  };
}
