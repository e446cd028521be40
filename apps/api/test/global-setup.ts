import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPostgres } from '../src/db/client';
import { openPglite, pgliteExtensions } from '../src/db/pglite';
import { adminUrl, TEST_DB_PREFIX, templateDbName } from './names';

/**
 * Once per run: a migrated PGlite dumped to a file, and (with TEST_DATABASE_URL) a migrated
 * PostgreSQL template database. Each test file then starts from a clone in well under a second.
 */
export default async function setup(project: TestProject) {
  const dir = join(process.cwd(), '.test-tmp');
  mkdirSync(dir, { recursive: true });
  const client = new PGlite({ extensions: pgliteExtensions() });
  const lite = openPglite(client);
  await lite.migrate();
  const dump = await client.dumpDataDir('none');
  const path = join(dir, `pglite-template-${process.pid}.tar`);
  writeFileSync(path, Buffer.from(await dump.arrayBuffer()));
  await lite.close();
  project.provide('pgliteTemplate', path);

  const url = process.env.TEST_DATABASE_URL;
  if (!url) return;
  const runId = `${process.pid}_${Date.now().toString(36)}`;
  const template = templateDbName(runId);
  const admin = new pg.Client({ connectionString: adminUrl(url) });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${template}`);
  await admin.end();
  const tpl = openPostgres(withDatabase(url, template), 1);
  await tpl.migrate();
  await tpl.close();
  project.provide('postgresRunId', runId);
  project.provide('postgresTemplate', template);

  return async () => {
    const cleanup = new pg.Client({ connectionString: adminUrl(url) });
    await cleanup.connect();
    const { rows } = await cleanup.query<{ datname: string }>('SELECT datname FROM pg_database WHERE datname LIKE $1', [
      `${TEST_DB_PREFIX}${runId}_%`,
    ]);
    for (const { datname } of rows) await cleanup.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
    await cleanup.end();
  };
}

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresTemplate?: string;
    postgresRunId?: string;
  }
}
