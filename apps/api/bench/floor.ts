/**
 * The floor of an endpoint that reads the database once (issue 26): a bare Fastify route that
 * takes two numbers from a JSON body and makes one prepared PostgreSQL round trip with them
 * (`SELECT $1::bigint, $2::bigint` through node-postgres, a pool of 10 like the API's), answering
 * what came back. Nothing of ours runs in it: no hooks, no validation, no envelope.
 */
import Fastify from 'fastify';
import pg from 'pg';
import { type CpuPerRequest, cpuMeter } from './cpu';
import { figuresOf, type LoadFigures, load } from './load';

export const FLOOR_BODY = JSON.stringify({ a: 20261126, b: 42 });

/** The bare route on its own pool; `url` is where to POST FLOOR_BODY. */
export async function startFloor(databaseUrl: string) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  const app = Fastify({ logger: false });
  app.post('/floor', async (request) => {
    const { a, b } = request.body as { a: number; b: number };
    const result = await pool.query({ name: 'floor', text: 'SELECT $1::bigint AS a, $2::bigint AS b', values: [a, b] });
    return result.rows[0];
  });
  const base = await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    url: `${base}/floor`,
    close: async () => {
      await app.close();
      await pool.end();
    },
  };
}

/**
 * The floor on its own, `seconds` at `connections`, with its CPU per request: what a figure measured
 * right after it (calendar-poll.ts, the booking-only run) is divided by.
 */
export async function measureFloor(
  databaseUrl: string,
  seconds: number,
  connections: number,
): Promise<LoadFigures & { cpu: CpuPerRequest }> {
  const floor = await startFloor(databaseUrl);
  try {
    const post = (duration: number) =>
      load({
        url: floor.url,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: FLOOR_BODY,
        connections,
        duration,
        workers: 1,
      });
    await post(1); // warm-up: JIT, pool
    const cpu = await cpuMeter(databaseUrl);
    const run = await post(seconds);
    return { ...figuresOf(run), cpu: await cpu(run.requests.total) };
  } finally {
    await floor.close();
  }
}
