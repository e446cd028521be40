import type { SQL } from 'drizzle-orm';
import type { PgDialect, PgSession } from 'drizzle-orm/pg-core';
import type { Tx } from './client';

const names = new Map<string, string>();

/** A statement's name from its text: node-postgres refuses one name for two texts on a connection. */
function nameOf(prefix: string, text: string): string {
  let name = names.get(text);
  if (!name) {
    name = `${prefix}_${names.size}`;
    names.set(text, name);
  }
  return name;
}

/**
 * Runs a statement built with drizzle's `sql` as a named (server-side prepared) statement, like a
 * query builder's `.prepare(name)`, which raw SQL lacks: PostgreSQL parses and plans it once per
 * connection (the pool asks for generic plans, db/client.ts). For a hot statement whose text takes
 * a few shapes (the columns given, how many designers); each shape gets its own name. PGlite
 * ignores the name.
 */
export function executeNamed(db: Tx, prefix: string, query: SQL): Promise<unknown> {
  // drizzle's own execute() does the same without a name (pg-core/db.js); session and dialect are its internals.
  const { session, dialect } = db as unknown as { session: PgSession; dialect: PgDialect };
  const built = dialect.sqlToQuery(query);
  return session.prepareQuery(built, undefined, nameOf(prefix, built.sql), false).execute();
}

/**
 * The rows of a named statement as node-postgres gives them, keyed by the statement's column names
 * or aliases: no mapping by drizzle of each column of each row (a tenth of a staff calendar's build
 * when it was a query builder's). For reads of hundreds of rows whose aliases already say the shape.
 */
export async function namedRows<T>(db: Tx, prefix: string, query: SQL): Promise<T[]> {
  return ((await executeNamed(db, prefix, query)) as { rows: T[] }).rows;
}
