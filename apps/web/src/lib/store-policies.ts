import type { StoreSetting } from '@salon/contract';
import {
  type DepositDue,
  depositFor,
  offeredPaymentMethods,
  type PaymentMethod,
  type PolicyInForce,
  policyInForce,
} from '@salon/domain';

type StoreTerms = Pick<
  StoreSetting,
  'cancelPolicy' | 'depositRule' | 'depositScope' | 'cancelCondition' | 'timeZone' | 'deposit' | 'paymentMethods'
>;

/**
 * The store's policy for each way of paying it offers (the terms page), by the same rule as
 * checkout for an order of any size: methods whose bookings prepay alike share one entry, in the
 * store's order. Relative deadlines stay relative ("預約時間 1 天前").
 */
export function storePolicies(store: StoreTerms): { methods: PaymentMethod[]; policy: PolicyInForce }[] {
  const conditions = store.cancelCondition.map((c) => ({ ...c, isCurrent: false }));
  const groups: { methods: PaymentMethod[]; policy: PolicyInForce }[] = [];
  for (const m of offeredPaymentMethods(store.paymentMethods)) {
    const policy = policyInForce({
      policy: store.cancelPolicy,
      depositRule: store.depositRule,
      conditions,
      timeZone: store.timeZone,
      method: m.method,
      deposit: storeDeposit(store),
      due: Number.POSITIVE_INFINITY,
      valueCard: m.method === 'ValueCard' ? Number.POSITIVE_INFINITY : 0,
    });
    const same = groups.find((g) => g.policy.prepayment.scope === policy.prepayment.scope);
    if (same) same.methods.push(m);
    else groups.push({ methods: [m], policy });
  }
  return groups;
}

/**
 * The deposit a booking of the store asks for, by the rule checkout applies (the domain's
 * depositFor) to an order of any size: not required, the whole total (scope All) or a fixed
 * deposit (scope Partial, `amount` dollars).
 */
export function storeDeposit(store: Pick<StoreSetting, 'deposit' | 'depositRule' | 'depositScope'>): DepositDue {
  return depositFor({
    total: Number.POSITIVE_INFINITY,
    deposit: store.deposit,
    depositRule: store.depositRule,
    depositScope: store.depositScope,
  });
}
