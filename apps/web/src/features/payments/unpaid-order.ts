import { isApiError } from '#web/lib/api';

/**
 * The order a creation answered PAY_FAILED with: it was made, but the provider would not start its
 * payment, so it waits for payment and its page offers another try (another method). null for
 * any other failure, or a PAY_FAILED that carries no order.
 */
export function unpaidOrder<R extends object>(error: unknown, idField: keyof R & string): R | null {
  if (!isApiError(error, 'PAY_FAILED')) return null;
  const data = error.data as Record<string, unknown> | undefined;
  return data && typeof data[idField] === 'string' ? (data as R) : null;
}
