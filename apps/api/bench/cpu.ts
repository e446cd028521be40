/**
 * CPU time spent serving a load run, per request: the bench process's main thread (where the app
 * and the floor route run; autocannon has its own worker thread) and the PostgreSQL backends
 * connected to the bench database. CPU per request hardly moves when other work shares the cores,
 * where requests per second do; it is also what the capacity model of performance.md divides by.
 * Read from /proc (Linux, PostgreSQL on this machine); elsewhere the figures are null.
 */
import { existsSync, readFileSync } from 'node:fs';
import pg from 'pg';

/** Clock ticks per second of /proc's utime and stime (CLK_TCK; 100 on Linux). */
const TICKS = 100;

function ticksOf(path: string): number | null {
  try {
    // Fields after the command name (which may hold spaces): state is field 3, utime 14, stime 15.
    const fields = readFileSync(path, 'utf8').split(') ')[1]!.split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return null;
  }
}

const mainThread = () => ticksOf(`/proc/self/task/${process.pid}/stat`);

async function backendPids(databaseUrl: string): Promise<number[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>(
      'SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
    );
    return rows.map((r) => r.pid).filter((pid) => existsSync(`/proc/${pid}/stat`));
  } catch {
    return [];
  } finally {
    await client.end();
  }
}

async function backendTicks(databaseUrl: string): Promise<Map<number, number>> {
  const ticks = new Map<number, number>();
  for (const pid of await backendPids(databaseUrl)) {
    const t = ticksOf(`/proc/${pid}/stat`);
    if (t !== null) ticks.set(pid, t);
  }
  return ticks;
}

/** Microseconds of CPU per request: the app's thread and PostgreSQL's backends (null when unreadable). */
export interface CpuPerRequest {
  appUs: number | null;
  postgresUs: number | null;
}

/** Starts counting; `stop(requests)` gives the CPU per request since. */
export async function cpuMeter(databaseUrl: string) {
  const app = mainThread();
  const backends = await backendTicks(databaseUrl);
  return async (requests: number): Promise<CpuPerRequest> => {
    const appNow = mainThread();
    const after = await backendTicks(databaseUrl);
    let pgTicks = 0;
    // A backend that started during the run counts from zero; one that ended is lost (rare: pools keep theirs).
    for (const [pid, t] of after) pgTicks += t - (backends.get(pid) ?? 0);
    const us = (ticks: number) => Math.round((ticks / TICKS / Math.max(1, requests)) * 1e6);
    return {
      appUs: app === null || appNow === null ? null : us(appNow - app),
      postgresUs: after.size === 0 ? null : us(pgTicks),
    };
  };
}
