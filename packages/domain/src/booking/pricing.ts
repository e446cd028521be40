import { BOOKING_AMOUNT_CAP } from '../format/constants';
import { priceRangeOf } from '../format/money';
import type { ServiceProduct } from '../vocabulary/catalog';
import type { DepositRule, DepositScope } from '../vocabulary/index';
import { defaultTerms, offersProduct, providerTerms } from './event-rules';
import type { AssignedEvent, CartEvent } from './types';

export interface Range {
  min: number;
  max: number;
}

/** Terms of the product for a provider or, with no provider, for every eligible provider. */
function termsList(
  product: ServiceProduct,
  userId: string | null,
  subItemId: string | null | undefined,
  providerIds?: readonly string[],
): { price: number; duration: number }[] {
  type Terms = { price: number; duration: number };
  const subItem = (subItemId ? product.subItems.find((s) => s.id === subItemId) : null) ?? null;
  if (userId !== null) return [providerTerms(product, userId, subItem)];
  const ids = providerIds
    ? providerIds.filter((id) => offersProduct(product, id))
    : product.providers.filter((p) => p.isProvided).map((p) => p.userId);
  const list: Terms[] = ids.map((id) => providerTerms(product, id, subItem));
  // Without a provider list, a product that is not isAssigned is also offered by unlisted providers at its own terms.
  if (!providerIds && !product.isAssigned) list.push(defaultTerms(product, subItem));
  return list.length > 0 ? list : [defaultTerms(product, subItem)];
}

/**
 * Price of one event: the provider's price, or with no preference (userId null) the range over
 * eligible providers (all active providers when `providerIds` is given). An unknown sub-item
 * counts as none.
 */
export function eventPrice(
  product: ServiceProduct,
  userId: string | null,
  subItemId?: string | null,
  providerIds?: readonly string[],
): Range {
  return priceRangeOf(termsList(product, userId, subItemId, providerIds).map((t) => t.price));
}

/** Duration range in minutes, like eventPrice. */
export function eventDuration(
  product: ServiceProduct,
  userId: string | null,
  subItemId?: string | null,
  providerIds?: readonly string[],
): Range {
  return priceRangeOf(termsList(product, userId, subItemId, providerIds).map((t) => t.duration));
}

/**
 * Price range of a cart for `customerCount` customers (each gets every event); unknown products are
 * skipped. The customers are served side by side, each by a designer of their own (the assignment
 * matches a group's members to distinct designers), so with no preference and the store's
 * designers known, two customers cost at least the two cheapest designers' prices together, not
 * twice the cheapest (and at most the two dearest).
 */
export function cartPriceRange(
  products: readonly ServiceProduct[],
  events: readonly CartEvent[],
  customerCount = 1,
  providerIds?: readonly string[],
): Range {
  let min = 0;
  let max = 0;
  for (const e of events) {
    const product = products.find((p) => p.id === e.productId);
    if (!product) continue;
    const prices = termsList(product, e.userId, e.subItemId, providerIds)
      .map((t) => t.price)
      .sort((a, b) => a - b);
    const distinct = e.userId === null && providerIds !== undefined && prices.length >= customerCount;
    if (distinct && customerCount > 1) {
      min += sum(prices.slice(0, customerCount));
      max += sum(prices.slice(-customerCount));
    } else {
      const r = priceRangeOf(prices);
      min += r.min * customerCount;
      max += r.max * customerCount;
    }
  }
  return { min, max };
}

const sum = (values: readonly number[]) => values.reduce((total, v) => total + v, 0);

/** Total of an assigned booking (all customers). */
export function cartTotal(assigned: readonly AssignedEvent[]): number {
  return assigned.reduce((sum, e) => sum + e.price, 0);
}

/** A booking total may not exceed BOOKING_AMOUNT_CAP (spec: 訂單不得超過一萬元). */
export function exceedsAmountCap(total: number): boolean {
  return total > BOOKING_AMOUNT_CAP;
}

export interface DepositInput {
  total: number;
  deposit: { required: boolean; depositValue: number };
  depositRule: DepositRule;
  depositScope: DepositScope;
}

export interface DepositDue {
  required: boolean;
  /** Dollars due before the visit (0 when not required). */
  amount: number;
  scope: DepositScope;
  /** What the prepaid money is called: 訂金 for a partial deposit, 全額 for paying it all up front. */
  label: '訂金' | '全額';
}

/**
 * The deposit for an order. depositRule Allowed: no deposit. Restricted: the deposit is required.
 * None: as the store's deposit.required says. Scope All prepays the whole total; Partial prepays
 * depositValue dollars, never more than the total.
 */
export function depositFor(input: DepositInput): DepositDue {
  const { total, deposit, depositRule, depositScope } = input;
  const label = depositScope === 'Partial' ? '訂金' : '全額';
  const required = depositRule === 'Restricted' || (depositRule === 'None' && deposit.required);
  if (!required || total <= 0) return { required: false, amount: 0, scope: depositScope, label };
  const amount = depositScope === 'All' ? total : Math.min(Math.max(0, deposit.depositValue), total);
  return { required: amount > 0, amount, scope: depositScope, label };
}
