/**
 * Every statement a database handle's driver (drizzle's `$client`: a pg Pool or PGlite) is sent
 * while `run` runs, as the driver receives it; the statements still run. For tests that prove how
 * many reads a batch of requests shares.
 */
export async function statementsSentDuring<T>(
  db: unknown,
  run: () => Promise<T>,
): Promise<{ result: T; sent: string[] }> {
  type Driver = { query: (...args: unknown[]) => unknown };
  const client = (db as { $client: Driver }).$client;
  const query = client.query;
  const sent: string[] = [];
  client.query = function recorded(this: unknown, ...args: unknown[]) {
    const text = args[0];
    sent.push(typeof text === 'string' ? text : String((text as { text?: string }).text));
    return query.apply(this, args);
  };
  try {
    return { result: await run(), sent };
  } finally {
    client.query = query;
  }
}
