import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { withDatabase } from '../../test/global-setup';
import { adminUrl, fileDbPrefix } from '../../test/names';
import { prepareDatabase } from '../server';
import { openPostgres } from './client';
import { stores } from './schema/index';

/** Only PostgreSQL has several instances sharing one database; PGlite is one process's own. */
if (inject('postgresTemplate')) {
  describe('several API instances starting together on one empty PostgreSQL', () => {
    it('migrate and load the demo store exactly once, without failing', async () => {
      const url = process.env.TEST_DATABASE_URL!;
      const name = `${fileDbPrefix(inject('postgresRunId')!)}${randomBytes(6).toString('hex')}`;
      const admin = new pg.Client({ connectionString: adminUrl(url) });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      await admin.end();
      const instances = [1, 2, 3].map(() => openPostgres(withDatabase(url, name), 3));
      try {
        await Promise.all(instances.map((db) => prepareDatabase(db, true)));
        const rows = await instances[0]!.db.select({ code: stores.code }).from(stores);
        expect(rows).toEqual([{ code: 'demo' }]);
      } finally {
        await Promise.all(instances.map((db) => db.close()));
      }
    }, 60_000);
  });
}
