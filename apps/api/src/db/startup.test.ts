import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { expect, inject, it } from 'vitest';
import { type DbKind, describeEachDatabase } from '#test/db';
import { withDatabase } from '#test/global-setup';
import { adminUrl, fileDbPrefix } from '#test/names';
import { prepareDatabase } from '../server';
import { type Database, openPostgres } from './client';
import { openPglite } from './pglite';
import { stores } from './schema/index';

/** Three handles on one empty database, as three API instances (PostgreSQL) or three startups in one process (PGlite). */
async function emptyDatabase(kind: DbKind): Promise<Database[]> {
  if (kind === 'pglite') {
    const one = openPglite(null);
    return [one, one, one];
  }
  const url = process.env.TEST_DATABASE_URL!;
  const name = `${fileDbPrefix(inject('postgresRunId')!)}${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl(url) });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  return [1, 2, 3].map(() => openPostgres(withDatabase(url, name), 3));
}

describeEachDatabase('starting several times at once on one empty database', (kind) => {
  it('migrates and loads the demo store exactly once, without failing', async () => {
    const handles = await emptyDatabase(kind);
    try {
      await Promise.all(handles.map((db) => prepareDatabase(db, true, { demoStaff: true })));
      const rows = await handles[0]!.db.select({ code: stores.code }).from(stores);
      expect(rows).toEqual([{ code: 'demo' }]);
    } finally {
      await Promise.all([...new Set(handles)].map((db) => db.close()));
    }
  }, 60_000);
});
