/**
 * The bench's PostgreSQL: the server of DATABASE_URL when set, else a throwaway cluster of its own
 * (initdb + pg_ctl in a temp folder, on a free port; as root it runs as the `postgres` user, since
 * PostgreSQL refuses root). Either way the figures go to a fresh database `salon_bench`, dropped after.
 */
import { execFileSync } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

export const BENCH_DB = 'salon_bench';

export interface BenchServer {
  /** URL of the bench database. */
  url: string;
  /** What was used, for the report. */
  label: string;
  stop(): Promise<void>;
}

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function admin<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: withDatabase(url, 'postgres') });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

async function freshDatabase(serverUrl: string): Promise<string> {
  await admin(serverUrl, async (c) => {
    await c.query(`DROP DATABASE IF EXISTS ${BENCH_DB} WITH (FORCE)`);
    await c.query(`CREATE DATABASE ${BENCH_DB}`);
  });
  return withDatabase(serverUrl, BENCH_DB);
}

async function serverVersion(url: string): Promise<string> {
  return admin(url, async (c) => (await c.query('SHOW server_version')).rows[0].server_version as string);
}

/** Runs a PostgreSQL tool as a user PostgreSQL accepts. */
function pgTool(tool: string, args: string[]) {
  const asRoot = process.getuid?.() === 0;
  const [cmd, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', tool, ...args]] : [tool, args];
  execFileSync(cmd, argv, { stdio: 'pipe' });
}

async function ownCluster(): Promise<BenchServer> {
  const dir = mkdtempSync(join(tmpdir(), 'salon-bench-pg-'));
  const data = join(dir, 'data');
  if (process.getuid?.() === 0) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(dir, uid, gid);
  }
  const port = await freePort();
  pgTool('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8']);
  // pg_stat_statements loaded (not created): `npm run bench:profile` reads what each statement cost.
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=200 -c shared_preload_libraries=pg_stat_statements -c pg_stat_statements.track_planning=on`;
  pgTool('pg_ctl', ['-D', data, '-o', options, '-l', join(dir, 'log'), '-w', 'start']);
  const serverUrl = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const url = await freshDatabase(serverUrl);
  return {
    url,
    label: `own cluster (initdb, PostgreSQL ${await serverVersion(serverUrl)}, port ${port}, default settings)`,
    stop: async () => {
      pgTool('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** DATABASE_URL's server when set; else a cluster of our own (or, if initdb is missing, the local default server). */
export async function benchServer(log: (line: string) => void): Promise<BenchServer> {
  const given = process.env.DATABASE_URL;
  if (!given) {
    try {
      return await ownCluster();
    } catch (error) {
      log(
        `could not start an own PostgreSQL cluster (${(error as Error).message.split('\n')[0]}); using 127.0.0.1:5432`,
      );
    }
  }
  const serverUrl = given ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const url = await freshDatabase(serverUrl);
  const where = new URL(serverUrl);
  return {
    url,
    label: `${given ? 'DATABASE_URL' : 'local server'} ${where.host} (PostgreSQL ${await serverVersion(serverUrl)}), database ${BENCH_DB}`,
    stop: async () => {
      if (!process.env.BENCH_KEEP)
        await admin(serverUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${BENCH_DB} WITH (FORCE)`));
    },
  };
}
