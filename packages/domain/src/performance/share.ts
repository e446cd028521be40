/**
 * Shares whole dollars across lines in proportion to their weights (a bill's discount across its
 * lines, a payment across the lines it paid): each line gets the floor of its exact share, and the
 * dollars left by rounding go one each to the largest remainders, the earlier line first on a tie.
 * The shares always sum to `amount` exactly; a negative amount is shared as its opposite (so a
 * refund of a whole payment takes back exactly what each line got). Lines of weight 0 get nothing
 * unless every line weighs 0, when they are shared alike.
 *
 * @example shareInProportion(100, [1, 1, 1]) // [34, 33, 33]
 */
export function shareInProportion(amount: number, weights: readonly number[]): number[] {
  if (weights.length === 0) return [];
  if (amount < 0) return shareInProportion(-amount, weights).map((s) => (s === 0 ? 0 : -s));
  const clean = weights.map((w) => Math.max(0, w));
  const total = clean.reduce((sum, w) => sum + w, 0);
  const parts = total === 0 ? clean.map(() => 1) : clean;
  const whole = total === 0 ? parts.length : total;
  const exact = parts.map((w) => (amount * w) / whole);
  const shares = exact.map(Math.floor);
  let left = amount - shares.reduce((sum, s) => sum + s, 0);
  const byRemainder = exact
    .map((x, i) => ({ i, rest: x - Math.floor(x) }))
    .sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (const { i } of byRemainder) {
    if (left <= 0) break;
    shares[i] = (shares[i] ?? 0) + 1;
    left -= 1;
  }
  return shares;
}

/** A bill's discount shared across its lines by their prices: what each line was sold for after it. */
export function afterDiscount<L extends { amount: number }>(
  lines: readonly L[],
  discount: number,
): (L & { discount: number; paid: number })[] {
  const off = Math.min(
    Math.max(0, discount),
    lines.reduce((sum, l) => sum + l.amount, 0),
  );
  const shares = shareInProportion(
    off,
    lines.map((l) => l.amount),
  );
  return lines.map((l, i) => ({ ...l, discount: shares[i] ?? 0, paid: l.amount - (shares[i] ?? 0) }));
}
