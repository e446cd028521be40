/**
 * How the rest of a bill is taken at the counter: cash, LINE Pay at the shop's own terminal, the
 * store's own way (a transfer, a gift) or a card terminal. Online methods never reach the counter.
 */
export const COUNTER_METHODS = ['Cash', 'LinePayOffline', 'Custom', 'CardTerminal'] as const;
export type CounterMethod = (typeof COUNTER_METHODS)[number];

/** At most this many counter methods on one bill (say cash and the card terminal). */
export const MAX_COUNTER_SPLITS = 3;

/** One part of a bill taken by a counter method. */
export interface CounterSplit {
  method: CounterMethod;
  amount: number;
}

/**
 * The change due for cash handed over: what is tendered less what cash pays; null while the
 * tendered amount does not cover it (nothing to give back yet, the desk asks for more).
 *
 * @example changeDue(1000, 880) // 120; changeDue(500, 880) // null
 */
export function changeDue(tendered: number, cash: number): number | null {
  if (!Number.isInteger(tendered) || tendered < 0 || tendered < cash) return null;
  return tendered - cash;
}

/**
 * Whether the counter methods' parts pay exactly what is due: 'short' when they cover less,
 * 'over' when more (change is given from cash tendered, never recorded as money taken), 'ok'
 * when their sum is the due. Every part is a whole positive dollar amount; a method appears once.
 *
 * @example splitCoverage([{ method: 'Cash', amount: 500 }, { method: 'CardTerminal', amount: 380 }], 880) // 'ok'
 */
export function splitCoverage(splits: readonly CounterSplit[], due: number): 'ok' | 'short' | 'over' | 'invalid' {
  if (splits.length === 0 || splits.length > MAX_COUNTER_SPLITS) return 'invalid';
  if (splits.some((s) => !Number.isInteger(s.amount) || s.amount <= 0)) return 'invalid';
  if (new Set(splits.map((s) => s.method)).size !== splits.length) return 'invalid';
  const sum = splits.reduce((n, s) => n + s.amount, 0);
  return sum === due ? 'ok' : sum < due ? 'short' : 'over';
}

/** A manual discount's reason: at least this many characters after trimming, at most the max. */
export const DISCOUNT_REASON_MIN = 2;
export const DISCOUNT_REASON_MAX = 200;

/**
 * Whether a manual discount fits the bill: a whole number of dollars, more than zero, no more than
 * what is left to pay (`left`: the bill after the wallet's part and what was paid before), with a
 * reason. Answers the field at fault, or null when it fits.
 *
 * @example discountProblem({ amount: 100, reason: '生日優惠' }, 880) // null
 * @example discountProblem({ amount: 1000, reason: '生日優惠' }, 880) // 'amount'
 */
export function discountProblem(
  discount: { amount: number; reason: string },
  left: number,
): 'amount' | 'reason' | null {
  const { amount } = discount;
  if (!Number.isInteger(amount) || amount <= 0 || amount > Math.max(0, left)) return 'amount';
  const reason = discount.reason.trim();
  if (reason.length < DISCOUNT_REASON_MIN || reason.length > DISCOUNT_REASON_MAX) return 'reason';
  return null;
}
