/**
 * The `idempotency-key` of an order (POST /bookings, POST /bookings/pickupOrders): one per attempt.
 * Sending the same order again (a double tap, a retry after a lost answer) reuses the key, so the
 * API returns the first booking or pickup order instead of making a second; a changed order
 * (another time, items, method or note) is a new attempt with a new key.
 */
export function attemptKeys(generate: () => string = newKey) {
  let last: { body: string; key: string } | null = null;
  return (body: unknown): string => {
    const json = JSON.stringify(body);
    if (last?.body !== json) last = { body: json, key: generate() };
    return last.key;
  };
}

/** A random key; crypto.randomUUID is missing outside secure contexts (a phone on the shop's LAN over http). */
function newKey(): string {
  return globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}
