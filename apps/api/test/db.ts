import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { describe, inject } from 'vitest';
import { type Database, openPostgres } from '../src/db/client';
import { openPglite, pgliteExtensions } from '../src/db/pglite';
import { withDatabase } from './global-setup';
import { adminUrl, fileDbPrefix } from './names';

export type DbKind = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set. */
export function databaseKinds(): DbKind[] {
  return inject('postgresTemplate') ? ['pglite', 'postgres'] : ['pglite'];
}

/** A fresh, migrated database of its own for one test file (a clone of the run's template). */
export async function openTestDatabase(kind: DbKind): Promise<Database> {
  if (kind === 'pglite') {
    const blob = new Blob([readFileSync(inject('pgliteTemplate'))]);
    const client = new PGlite({ loadDataDir: blob, extensions: pgliteExtensions() });
    await client.waitReady;
    return openPglite(client);
  }
  return openPostgres(await newPostgresTestDatabase(), 20);
}

/** A fresh, migrated PostgreSQL database (a clone of the run's template): its connection URL. */
export async function newPostgresTestDatabase(): Promise<string> {
  const url = process.env.TEST_DATABASE_URL!;
  const name = `${fileDbPrefix(inject('postgresRunId')!)}${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl(url) });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('postgresTemplate')}`);
  await admin.end();
  return withDatabase(url, name);
}

/** Runs the same suite on every database kind: `describeEachDatabase('bookings', (kind) => { ... })`. */
export function describeEachDatabase(name: string, suite: (kind: DbKind) => void) {
  for (const kind of databaseKinds()) describe(`${name} [${kind}]`, () => suite(kind));
}
