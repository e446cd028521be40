import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { type Database, type Db, MIGRATIONS } from './client';
import * as schema from './schema/index';

/** The embedded database (development, tests, small single-machine installs); client.ts loads it only when asked. */

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
    poolUse: () => ({ inUse: 1, waiting: 0 }),
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
