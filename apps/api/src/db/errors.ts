import { ApiError } from '../http/errors';

/** SQLSTATE and constraint of a database error, through drizzle's wrapping (pg and PGlite alike). */
export function databaseError(error: unknown): { code: string; constraint?: string } | null {
  if (error instanceof ApiError) return null;
  let e: unknown = error;
  for (let depth = 0; e && depth < 5; depth++) {
    const candidate = e as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) {
      return {
        code: candidate.code,
        constraint: typeof candidate.constraint === 'string' ? candidate.constraint : undefined,
      };
    }
    e = candidate.cause;
  }
  return null;
}

export const UNIQUE_VIOLATION = '23505';

/** Socket-level failures: the server went away, refused, or never answered. */
const CONNECTION_ERRNOS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);
/** SQLSTATEs of a server going down: admin_shutdown, crash_shutdown, cannot_connect_now. */
const SHUTDOWN_CODES = new Set(['57P01', '57P02', '57P03']);
/** node-postgres says these in words only (no code). */
const CONNECTION_MESSAGES = [
  'connection terminated',
  'not queryable',
  'timeout exceeded when trying to connect',
  'connection timeout',
  'server closed the connection unexpectedly',
];

/**
 * The database cannot be reached right now (refused, reset, terminated, shutting down, class 08):
 * a failure of the moment (503, try again), not a bug of the request. Reads through drizzle's
 * wrapping and AggregateErrors (a connect that tried several addresses).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (error instanceof ApiError) return false;
  const seen = new Set<unknown>();
  const pending: unknown[] = [error];
  while (pending.length > 0 && seen.size < 10) {
    const e = pending.shift();
    if (!e || typeof e !== 'object' || seen.has(e)) continue;
    seen.add(e);
    const { code, message, cause, errors } = e as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
      errors?: unknown;
    };
    if (
      typeof code === 'string' &&
      (CONNECTION_ERRNOS.has(code) || SHUTDOWN_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code))
    )
      return true;
    if (typeof message === 'string') {
      const lower = message.toLowerCase();
      if (CONNECTION_MESSAGES.some((m) => lower.includes(m))) return true;
    }
    pending.push(cause);
    if (Array.isArray(errors)) pending.push(...errors);
  }
  return false;
}
