import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { ApiError } from './errors';

/**
 * `GET /metrics` in the Prometheus text format (prom-client), on the API's port. Labels are the
 * endpoint table's operation id and the status class — never a URL, an id, a phone or a store
 * code — so every series is bounded and holds no personal data. Who may read it: with
 * METRICS_TOKEN, a request bearing it (else 401); without one, nobody in production (404) and,
 * in development, a client on this machine (loopback socket) only.
 */
export function registerMetrics(app: FastifyInstance, config: Config, database: Database): void {
  const register = new Registry();
  collectDefaultMetrics({ register });
  const labelNames = ['operation', 'status_class'] as const;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by operation of the endpoint table and status class',
    labelNames,
    registers: [register],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from a request to its answer, by operation of the endpoint table and status class',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [register],
  });
  // Counted here, by operation and a 2xx answer, so the order services stay free of it. An
  // idempotent replay (the same key again) answers 2xx with the first order and counts again.
  const created: Record<string, Counter> = {
    createBooking: new Counter({
      name: 'bookings_created_total',
      help: 'Bookings created (createBooking answered 2xx)',
      registers: [register],
    }),
    createPickupOrder: new Counter({
      name: 'pickup_orders_created_total',
      help: 'Pickup orders created (createPickupOrder answered 2xx)',
      registers: [register],
    }),
  };
  new Gauge({
    name: 'db_pool_connections_in_use',
    help: 'Database connections running a query (PGlite: its one connection)',
    registers: [register],
    collect() {
      this.set(database.poolUse().inUse);
    },
  });
  new Gauge({
    name: 'db_pool_waiting',
    help: 'Queries waiting for a database connection',
    registers: [register],
    collect() {
      this.set(database.poolUse().waiting);
    },
  });

  app.addHook('onResponse', async (request, reply) => {
    const operation = operationOf(request);
    if (operation === 'metrics') return;
    const labels = { operation, status_class: `${Math.floor(reply.statusCode / 100)}xx` };
    requests.inc(labels);
    duration.observe(labels, reply.elapsedTime / 1000);
    if (labels.status_class === '2xx') created[operation]?.inc();
  });

  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    const access = metricsAccess(config, request);
    if (access === 'unauthorized') {
      reply.header('www-authenticate', 'Bearer');
      throw new ApiError('UNAUTHORIZED');
    }
    if (access === 'hidden') throw new ApiError('NOT_FOUND');
    reply.header('cache-control', 'no-store').type(register.contentType);
    return register.metrics();
  });
}

/** The table's operation id; `metrics`; `unmatched` for unknown routes; `other` for files and pages. */
function operationOf(request: FastifyRequest): string {
  const id = request.routeOptions.schema?.operationId;
  if (typeof id === 'string') return id;
  if (request.routeOptions.url === '/metrics') return 'metrics';
  return request.routeOptions.url === undefined ? 'unmatched' : 'other';
}

function metricsAccess(config: Config, request: FastifyRequest): 'serve' | 'unauthorized' | 'hidden' {
  if (config.metricsToken) {
    const header = request.headers.authorization ?? '';
    return header.startsWith('Bearer ') && sameSecret(header.slice(7), config.metricsToken) ? 'serve' : 'unauthorized';
  }
  if (config.mode === 'production') return 'hidden';
  const address = request.socket.remoteAddress ?? '';
  return address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.') ? 'serve' : 'hidden';
}

/** Compares digests in constant time (the lengths differ freely). */
function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}
