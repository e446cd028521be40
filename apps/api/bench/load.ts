import autocannon from 'autocannon';
import pg from 'pg';

/** What one load run gives. */
export interface LoadFigures {
  reqPerSec: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  errors: number;
}

export function load(opts: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon(opts, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

export function figuresOf(r: autocannon.Result): LoadFigures {
  return {
    reqPerSec: Math.round(r.requests.average),
    p50Ms: r.latency.p50,
    p99Ms: r.latency.p99,
    requests: r.requests.total,
    errors: r.errors + r.timeouts + r.non2xx,
  };
}

let statements = 0;

/**
 * Counts every statement this process sends to PostgreSQL (each node-postgres Client.query: pool
 * queries, transaction statements, prepared executions), so the bench can divide by requests.
 */
export function countStatements(): () => number {
  const proto = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown; counted?: boolean };
  if (!proto.counted) {
    const query = proto.query;
    proto.query = function counted(this: unknown, ...args: unknown[]) {
      statements++;
      return query.apply(this, args);
    };
    proto.counted = true;
  }
  return () => statements;
}
