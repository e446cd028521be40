import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { CONFIG_DEFAULTS, type Config } from '../config';
import { ApiError } from '../http/errors';
import { safeError } from '../http/log-safety';

const WINDOW_MS = 10 * 60 * 1000;

/** Per-IP limits of one route: `config: { rateLimit: limits.send }`. */
export interface AuthRateLimits {
  /** Sending codes (SMS/e-mail cost money and can be used to harass a phone). */
  send: { max: number; timeWindow: number };
  /** Checking codes, passwords and LINE tokens, and asking whether a customer exists. */
  check: { max: number; timeWindow: number };
}

/** Per-IP limit of the anonymous reads and changes of a booking by its id (the id is the capability). */
export interface BookingRateLimit {
  byId: { max: number; timeWindow: number };
}

/** The booking routes' limit: `config: { rateLimit: limits.byId }`. */
export function bookingRateLimits(config: Config): BookingRateLimit {
  return { byId: { max: config.bookingRateLimit ?? CONFIG_DEFAULTS.bookingRateLimit, timeWindow: WINDOW_MS } };
}

/** The limits the auth routes opt into. */
export function authRateLimits(config: Config): AuthRateLimits {
  const limits = config.authRateLimit ?? CONFIG_DEFAULTS.authRateLimit;
  return {
    send: { max: limits.send, timeWindow: WINDOW_MS },
    check: { max: limits.check, timeWindow: WINDOW_MS },
  };
}

/**
 * Registers @fastify/rate-limit once for the API (routes opt in through their config, each route
 * counting alone), keyed by client IP. The counters live in Redis when REDIS_URL is set, so every API instance shares
 * them; in memory otherwise. If Redis is down the per-IP limit is skipped: the per-phone limits
 * are in the database and still hold.
 */
export async function registerRateLimit(app: FastifyInstance, config: Config): Promise<void> {
  // ioredis is loaded only when Redis is configured.
  const redis = config.redisUrl
    ? new (await import('ioredis')).Redis(config.redisUrl, {
        connectTimeout: 500,
        maxRetriesPerRequest: 1,
        // While Redis is away, fail at once (the limiter then lets the request through) instead of queueing.
        enableOfflineQueue: false,
        lazyConnect: true,
      })
    : null;
  if (redis) {
    // Connection problems are not request errors; ioredis keeps reconnecting in the background.
    redis.on('error', () => undefined);
    await redis
      .connect()
      .catch((err: Error) => app.log.warn({ err: safeError(err) }, 'Redis for rate limits unavailable'));
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => redis.disconnect());
    });
  }
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'salon-rl:' } : {}),
    skipOnError: true,
    keyGenerator: (request) => request.ip,
    errorResponseBuilder: (_request, context) =>
      new ApiError('RATE_LIMITED', { data: { retryAfter: Math.max(1, Math.ceil(context.ttl / 1000)) } }),
  });
}
