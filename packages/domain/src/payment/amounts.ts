/** What an order paid online charges now: the deposit when the store asks for one, else the whole total. */
export function onlineCharge(total: number, deposit: { required: boolean; amount: number }): number {
  return deposit.required ? Math.min(deposit.amount, total) : total;
}

/**
 * Until when an order awaiting online payment holds its designers' time or its stock: `holdSeconds`
 * from now, but never past the booking's start (null: no start, a pickup order).
 */
export function holdUntil(now: number, holdSeconds: number, start: number | null): number {
  const end = now + Math.max(0, holdSeconds);
  return start === null ? end : Math.min(end, start);
}
