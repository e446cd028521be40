/**
 * The `idempotency-key` of POST /bookings/pickupOrders: one per attempt (as booking's attempt.ts).
 * The same order sent again (a double tap, a retry after a lost answer) reuses the key, so the API
 * returns the first order; a changed order (items, time, method, note) is a new attempt.
 */
export function orderKeys(generate: () => string = () => crypto.randomUUID()) {
  let last: { body: string; key: string } | null = null;
  return (body: unknown): string => {
    const json = JSON.stringify(body);
    if (last?.body !== json) last = { body: json, key: generate() };
    return last.key;
  };
}
