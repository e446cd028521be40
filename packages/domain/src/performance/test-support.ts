import type { PerformanceLine } from './commission';
import { type CommissionRules, NO_COMMISSION } from './rules';

/** A service line of Amber's, paid at `at` (defaults: $1,000, 不指定, a cut). */
export function serviceLine(id: string, over: Partial<PerformanceLine> = {}): PerformanceLine {
  return {
    id,
    staffId: 'amber',
    kind: 'service',
    amount: 1000,
    at: 100,
    requested: false,
    categoryId: 'cut',
    productId: 'cut-wash',
    lineValue: over.amount && over.amount > 0 ? over.amount : 1000,
    assistantId: null,
    ...over,
  };
}

export function rules(over: Partial<CommissionRules> = {}): CommissionRules {
  return { ...NO_COMMISSION, service: { requested: 40, assigned: 30 }, retail: 10, wallet: 5, ...over };
}
