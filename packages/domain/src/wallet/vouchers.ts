import type { DiscountType, OfferTarget, VoucherDiscountCondition } from '../vocabulary/index';

/** A customer's voucher as the rules read it. Times are unix seconds; null is open-ended. */
export interface VoucherRule {
  offerTarget: OfferTarget;
  /** Product ids (Product) or category ids (Category); ignored for All. */
  targetIds: readonly string[];
  discountType: DiscountType;
  /** Percent: the share paid, 0–100 (90 → 9折, 0 → 免費使用). Amount: whole dollars off. */
  discountValue: number;
  /** The targeted items must cost at least this much (0: no minimum). */
  minSpend: number;
  startTime: number | null;
  endTime: number | null;
  deactivated: boolean;
  /** Uses this customer has left of it. */
  usesLeft: number;
}

/** One priced line of an order: a service of one person in a booking, or a retail item × quantity. */
export interface OrderLine {
  /** The line's key in its order; a booking's is its `customerIndex-eventIndex`. */
  id: string;
  productId: string;
  categoryIds: readonly string[];
  /** What the line costs before this voucher, whole dollars. */
  amount: number;
}

export interface VoucherUse {
  condition: VoucherDiscountCondition;
  /** With OneEvent: the line the discount is for. */
  eventId?: string | null;
  now: number;
}

export type VoucherProblem =
  | 'VOUCHER_HAS_BEEN_DEACTIVATED'
  | 'VOUCHER_IS_EXPIRED'
  | 'VOUCHER_NOT_ENOUGH'
  | 'VOUCHER_OFFER_TARGETS_NOT_MATCH'
  | 'VOUCHER_DISCOUNT_CONDITION_NOT_MATCH';

/** Whether the voucher's offer covers the line. */
export function targetsLine(voucher: Pick<VoucherRule, 'offerTarget' | 'targetIds'>, line: OrderLine): boolean {
  switch (voucher.offerTarget) {
    case 'All':
      return true;
    case 'Product':
      return voucher.targetIds.includes(line.productId);
    case 'Category':
      return line.categoryIds.some((c) => voucher.targetIds.includes(c));
  }
}

/** The lines the discount is taken from: every targeted one, or the one OneEvent names if targeted. */
export function discountedLines(voucher: VoucherRule, lines: readonly OrderLine[], use: VoucherUse): OrderLine[] {
  const targeted = lines.filter((l) => targetsLine(voucher, l));
  if (use.condition === 'EveryOne') return targeted;
  return targeted.filter((l) => l.id === use.eventId);
}

/**
 * Why a voucher cannot apply, as a customer is told before choosing it (greyed with the reason) and
 * as the API refuses it (`problem`): one decision for both.
 */
export type VoucherUnfit =
  | { problem: 'VOUCHER_HAS_BEEN_DEACTIVATED' | 'VOUCHER_NOT_ENOUGH'; reason: 'unavailable' }
  | { problem: 'VOUCHER_IS_EXPIRED'; reason: 'notStarted' | 'expired' }
  | { problem: 'VOUCHER_OFFER_TARGETS_NOT_MATCH'; reason: 'targets' }
  /** `spend`: what the targeted lines cost, short of `minSpend`. */
  | { problem: 'VOUCHER_OFFER_TARGETS_NOT_MATCH'; reason: 'minSpend'; minSpend: number; spend: number }
  | { problem: 'VOUCHER_DISCOUNT_CONDITION_NOT_MATCH'; reason: 'targets' };

/**
 * Why the voucher cannot be used on these lines now, or null. Checked in this order: switched off,
 * outside its validity window (before it starts too), no uses left, nothing it targets (or less than
 * its minimum spend), and with OneEvent a named service it targets.
 */
export function voucherUnfit(voucher: VoucherRule, lines: readonly OrderLine[], use: VoucherUse): VoucherUnfit | null {
  if (voucher.deactivated) return { problem: 'VOUCHER_HAS_BEEN_DEACTIVATED', reason: 'unavailable' };
  if (voucher.startTime !== null && use.now < voucher.startTime)
    return { problem: 'VOUCHER_IS_EXPIRED', reason: 'notStarted' };
  if (voucher.endTime !== null && use.now >= voucher.endTime)
    return { problem: 'VOUCHER_IS_EXPIRED', reason: 'expired' };
  if (voucher.usesLeft <= 0) return { problem: 'VOUCHER_NOT_ENOUGH', reason: 'unavailable' };
  const targeted = lines.filter((l) => targetsLine(voucher, l));
  if (targeted.length === 0) return { problem: 'VOUCHER_OFFER_TARGETS_NOT_MATCH', reason: 'targets' };
  const spend = targeted.reduce((sum, l) => sum + l.amount, 0);
  if (spend < voucher.minSpend)
    return { problem: 'VOUCHER_OFFER_TARGETS_NOT_MATCH', reason: 'minSpend', minSpend: voucher.minSpend, spend };
  if (use.condition === 'OneEvent' && !targeted.some((l) => l.id === use.eventId))
    return { problem: 'VOUCHER_DISCOUNT_CONDITION_NOT_MATCH', reason: 'targets' };
  return null;
}

/** The API's refusal code of voucherUnfit, or null when the voucher applies. */
export function voucherProblem(
  voucher: VoucherRule,
  lines: readonly OrderLine[],
  use: VoucherUse,
): VoucherProblem | null {
  return voucherUnfit(voucher, lines, use)?.problem ?? null;
}

/** What a voucher does to an order, in the spec's words. */
export interface VoucherDiscount {
  /** The price of what it discounts, before the discount. */
  originValue: number;
  /** Dollars off; never more than originValue. */
  discountValue: number;
  /** The dollars off taken from each discounted line (they sum to discountValue). */
  byLine: Record<string, number>;
}

/**
 * The discount on the lines it applies to (call voucherProblem first). Percent pays that share of
 * the discounted price, rounded to the dollar in the customer's favour; Amount takes its value off,
 * at most the price. Split over the lines in proportion (shareOut).
 */
export function voucherDiscount(voucher: VoucherRule, lines: readonly OrderLine[], use: VoucherUse): VoucherDiscount {
  const discounted = discountedLines(voucher, lines, use).filter((l) => l.amount > 0);
  const originValue = discounted.reduce((sum, l) => sum + l.amount, 0);
  const off =
    voucher.discountType === 'Percent'
      ? originValue - Math.floor((originValue * clamp(voucher.discountValue, 0, 100)) / 100)
      : Math.min(Math.max(0, voucher.discountValue), originValue);
  return { originValue, discountValue: off, byLine: shareOut(off, discounted) };
}

/**
 * `total` (at most the lines' sum) over the lines in proportion to their amounts, in whole dollars:
 * each its floor, then one more to those with the largest remainders (never above a line's amount).
 */
export function shareOut(total: number, lines: readonly { id: string; amount: number }[]): Record<string, number> {
  const sum = lines.reduce((n, l) => n + l.amount, 0);
  const byLine: Record<string, number> = {};
  if (sum === 0) return byLine;
  const exact = lines.map((l) => ({ id: l.id, value: (total * l.amount) / sum }));
  for (const e of exact) byLine[e.id] = Math.floor(e.value);
  let left = total - exact.reduce((n, e) => n + Math.floor(e.value), 0);
  const byRemainder = [...exact].sort((a, b) => b.value - Math.floor(b.value) - (a.value - Math.floor(a.value)));
  for (const e of byRemainder) {
    if (left <= 0) break;
    byLine[e.id] = (byLine[e.id] ?? 0) + 1;
    left -= 1;
  }
  return byLine;
}

/**
 * Several vouchers on one order, one after another: each discounts what the ones before left of its
 * lines. Returns the lines as they stand after all of them, and each voucher's discount.
 */
export function applyVouchers(
  vouchers: readonly VoucherRule[],
  lines: readonly OrderLine[],
  use: VoucherUse,
): { lines: OrderLine[]; discounts: VoucherDiscount[] } {
  let current = lines.map((l) => ({ ...l }));
  const discounts: VoucherDiscount[] = [];
  for (const voucher of vouchers) {
    const discount = voucherDiscount(voucher, current, use);
    current = current.map((l) => ({ ...l, amount: l.amount - (discount.byLine[l.id] ?? 0) }));
    discounts.push(discount);
  }
  return { lines: current, discounts };
}

const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n));
