import { join } from 'node:path';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { API_ROOT } from '../paths';
import * as schema from './schema/index';

type Schema = typeof schema;
/** Either driver: PGlite (embedded) or node-postgres. Same schema, same SQL. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** The database, or a transaction on it: what a repository function runs on. */
export type Tx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs the drizzle-kit migrations; idempotent. */
  migrate(): Promise<void>;
  /** Runs `fn` while no other caller runs its own: a PostgreSQL advisory lock across instances, a queue on PGlite. */
  exclusive<T>(fn: () => Promise<T>): Promise<T>;
  ping(): Promise<void>;
  /** Connections running a query and queries waiting for one (PGlite: its one connection, never a queue). */
  poolUse(): { inUse: number; waiting: number };
  close(): Promise<void>;
}

export const MIGRATIONS = join(API_ROOT, 'drizzle');
/** Advisory-lock key held while an instance migrates and loads demo data ("salon" in ASCII). */
const STARTUP_LOCK = 0x73616c6f6e;
/** How long opening a connection to PostgreSQL may take before the query fails (503 to the client). */
const CONNECT_TIMEOUT_MS = 3000;
/**
 * How long a query may queue for a pooled connection while all are busy. Longer than the connect
 * timeout: a busy pool is load (the request waits its turn), not an outage (a dead server fails
 * the connect at once, or within CONNECT_TIMEOUT_MS).
 */
const POOL_WAIT_MS = 10_000;

/** A pg client whose own connect gives up after CONNECT_TIMEOUT_MS, whatever the pool's queue wait. */
class QuickConnectClient extends pg.Client {
  constructor(config: pg.ClientConfig = {}) {
    super({ ...config, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  }
}

export function openPostgres(url: string, poolSize = 10): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    Client: QuickConnectClient,
    // pg-pool uses one timeout for the queue and for connecting; the client class shortens the latter.
    connectionTimeoutMillis: POOL_WAIT_MS,
    keepAlive: true,
    // The app's named statements (`.prepare(name)`, db/named.ts) are its hot index reads and the
    // booking insert: planned once per connection instead of once per call, where a custom plan cost
    // ~0.2-0.3 ms of PostgreSQL's CPU each (docs/decisions/performance.md). Their conditions on a
    // partial index's column are written literally, so the generic plan can use that index.
    // Unnamed statements are still planned with their values.
    options: '-c plan_cache_mode=force_generic_plan',
  });
  // A client that loses its server (restart, failover, network cut) emits 'error'; unhandled, that
  // event ends the process. Every client gets a listener when it connects, idle or checked out (its
  // query fails with the error, the pool discards it, the next query reconnects); the pool re-emits
  // an idle client's error, which the client's listener has already reported.
  pool.on('connect', (client) => {
    client.on('error', (error) => {
      console.warn(
        `PostgreSQL client error (${(error as { code?: string }).code ?? error.message}); reconnecting on next query`,
      );
    });
  });
  pool.on('error', () => {});
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    migrate: () => migratePg(drizzlePg(pool, { schema }), { migrationsFolder: MIGRATIONS }),
    exclusive: async (fn) => {
      const session = await pool.connect();
      try {
        await session.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK]);
        return await fn();
      } finally {
        const unlocked = await session.query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK]).then(
          () => true,
          () => false,
        );
        // A session that could not unlock (lost its server) is dropped, never reused.
        session.release(!unlocked);
      }
    },
    ping: async () => {
      await pool.query('select 1');
    },
    poolUse: () => ({ inUse: pool.totalCount - pool.idleCount, waiting: pool.waitingCount }),
    close: () => pool.end(),
  };
}
