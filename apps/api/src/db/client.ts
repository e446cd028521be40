import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema/index';

export type Schema = typeof schema;
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
  close(): Promise<void>;
}

const MIGRATIONS = fileURLToPath(new URL('../../drizzle', import.meta.url));
/** Advisory-lock key held while an instance migrates and loads demo data ("salon" in ASCII). */
const STARTUP_LOCK = 0x73616c6f6e;

export function pgliteExtensions() {
  return { btree_gist };
}

/** An embedded PGlite in `dataDir` (or in memory when dataDir is null), or one built by the caller. */
export function openPglite(source: string | null | PGlite): Database {
  let client: PGlite;
  if (source instanceof PGlite) client = source;
  else if (source) {
    mkdirSync(source, { recursive: true });
    client = new PGlite(source, { extensions: pgliteExtensions() });
  } else client = new PGlite({ extensions: pgliteExtensions() });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: MIGRATIONS }),
    exclusive: oneAtATime(),
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
  };
}

/** Runs the functions it is given one after another (PGlite serves one process, so a queue is the lock). */
function oneAtATime() {
  let queue: Promise<unknown> = Promise.resolve();
  return <T>(fn: () => Promise<T>): Promise<T> => {
    const run = queue.then(fn);
    queue = run.catch(() => {});
    return run;
  };
}

export function openPostgres(url: string, poolSize = 10): Database {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle client that loses its server (restart, failover) emits 'error'; unhandled, it would end
  // the process. The pool replaces the client and the next query reconnects.
  pool.on('error', (error) => {
    console.warn(
      `PostgreSQL idle client error (${(error as { code?: string }).code ?? error.name}); reconnecting on next query`,
    );
  });
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
        await session.query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK]).catch(() => {});
        session.release();
      }
    },
    ping: async () => {
      await pool.query('select 1');
    },
    close: () => pool.end(),
  };
}

export function openDatabase(opts: { databaseUrl?: string | null; dataDir?: string | null }): Database {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl) : openPglite(opts.dataDir ?? null);
}
