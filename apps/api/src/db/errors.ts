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
