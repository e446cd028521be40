/**
 * The floor of an endpoint that reads the database once (issue 26): a bare Fastify route that
 * takes two numbers from a JSON body and makes one prepared PostgreSQL round trip with them
 * (`SELECT $1::bigint, $2::bigint` through node-postgres, a pool of 10 like the API's), answering
 * what came back. Nothing of ours runs in it: no hooks, no validation, no envelope.
 * The write floor is the same route writing instead: each request inserts one row (a table of its
 * own with a primary key) and commits, so a booking's rate can be set beside the cost of a
 * durable write alone on the same host.
 */
import Fastify from 'fastify';
import pg from 'pg';
import { type CpuPerRequest, cpuMeter } from './cpu';
import { figuresOf, type LoadFigures, load } from './load';

export const FLOOR_BODY = JSON.stringify({ a: 20261126, b: 42 });

const READ = 'SELECT $1::bigint AS a, $2::bigint AS b';
const WRITE = 'INSERT INTO bench_write_floor (a, b) VALUES ($1, $2) RETURNING a, b';

/** The bare route on its own pool, its round trip `text` (the floor's read unless given); `url` is where to POST FLOOR_BODY. */
export async function startFloor(databaseUrl: string, text = READ) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  // An idle client still closing when the bench stops its cluster hears "terminating connection"
  // (57P01): with no listener that crashed the bench after its figures were printed (once in three runs).
  pool.on('error', () => {});
  const app = Fastify({ logger: false });
  app.post('/floor', async (request) => {
    const { a, b } = request.body as { a: number; b: number };
    const result = await pool.query({ name: 'floor', text, values: [a, b] });
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
  text = READ,
): Promise<LoadFigures & { cpu: CpuPerRequest }> {
  const floor = await startFloor(databaseUrl, text);
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

/** The write floor (one row inserted and committed per request), measured as the floor is. */
export async function measureWriteFloor(databaseUrl: string, seconds: number, connections: number) {
  const ddl = async (statement: string) => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query(statement).finally(() => client.end());
  };
  await ddl('CREATE TABLE bench_write_floor (id bigserial PRIMARY KEY, a bigint NOT NULL, b bigint NOT NULL)');
  try {
    return await measureFloor(databaseUrl, seconds, connections, WRITE);
  } finally {
    await ddl('DROP TABLE bench_write_floor');
  }
}
