import { newEventId } from './cart';

/**
 * The `idempotency-key` of POST /bookings: one per checkout attempt. Sending the same booking
 * again (a double tap, a retry after a lost answer) reuses the key, so the API returns the first
 * booking instead of making a second; a changed booking (another time, method or note) is a new
 * attempt with a new key.
 */
export function attemptKeys(generate: () => string = newEventId) {
  let last: { body: string; key: string } | null = null;
  return (body: unknown): string => {
    const json = JSON.stringify(body);
    if (last?.body !== json) last = { body: json, key: generate() };
    return last.key;
  };
}
