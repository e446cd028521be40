/**
 * What PostgreSQL spent per statement during a load run, from pg_stat_statements (the bench's own
 * cluster preloads it, database.ts; another server may not, and then the summary says so): calls
 * per request, and execution and planning time per call, the costliest first.
 */
import pg from 'pg';

async function withClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** Starts counting (creates the extension and resets it); `summary(requests)` prints what the run cost. */
export async function statementMeter(url: string) {
  const ready = await withClient(url, async (c) => {
    try {
      await c.query('CREATE EXTENSION IF NOT EXISTS pg_stat_statements');
      await c.query('SELECT pg_stat_statements_reset()');
      return null;
    } catch (error) {
      return (error as Error).message;
    }
  });
  return async (requests: number): Promise<string> => {
    if (ready !== null) return `pg_stat_statements: n/a (${ready})`;
    const { rows } = await withClient(url, (c) =>
      c.query<{ calls: string; exec: number; plan: number; query: string }>(
        `SELECT calls, total_exec_time AS exec, total_plan_time AS plan, query
         FROM pg_stat_statements WHERE dbid = (SELECT oid FROM pg_database WHERE datname = current_database())
         ORDER BY total_exec_time + total_plan_time DESC LIMIT 12`,
      ),
    );
    const per = Math.max(1, requests);
    const lines = rows.map((r) => {
      const calls = Number(r.calls);
      const text = r.query.replace(/\s+/g, ' ').slice(0, 110);
      const us = (ms: number) => `${Math.round((ms * 1000) / Math.max(1, calls))} µs`.padStart(8);
      return `${(calls / per).toFixed(2).padStart(6)}/req  exec ${us(r.exec)}  plan ${us(r.plan)}  ${text}`;
    });
    return ['-- PostgreSQL statements (pg_stat_statements), costliest first', ...lines].join('\n');
  };
}
