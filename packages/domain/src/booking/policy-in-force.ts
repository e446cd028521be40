import { onlineCharge } from '../payment/amounts';
import { type DepositScope, isOneOf, ONLINE_PAYMENT_METHODS, type PaymentMethodName } from '../vocabulary/index';
import { cancelPolicyLines, type PolicyContext, type PolicyLine } from './cancellation-texts';

/**
 * What a booking pays before the visit, by the method it is paid with: `scope` All (the whole of
 * what is due), Partial (a deposit) or null (nothing: paid at the salon); `amount` in dollars
 * (Infinity for an order of any size, as on the terms page).
 */
export interface Prepayment {
  scope: DepositScope | null;
  amount: number;
}

export interface PrepaymentInput {
  /** The method chosen (null: none chosen yet, counted as paying at the salon). */
  method: PaymentMethodName | null;
  /** The deposit the store asks of this order (depositFor). */
  deposit: { required: boolean; amount: number; scope: DepositScope };
  /** What the method pays after the wallet (Infinity: an order of any size). */
  due: number;
  /** Dollars the value card pays of it. */
  valueCard?: number;
  /** Dollars already paid (a booking made). */
  paid?: number;
}

/**
 * An online method (card, ATM, LINE Pay) charges the deposit when the store asks for one, else the
 * whole due; a method at the salon prepays only a deposit the store requires. What the value card
 * pays and what was already paid count as prepaid too.
 */
export function prepaymentFor(input: PrepaymentInput): Prepayment {
  const { method, deposit, due } = input;
  const online = method !== null && isOneOf(ONLINE_PAYMENT_METHODS, method);
  const upfront = online ? onlineCharge(due, deposit) : deposit.required ? deposit.amount : 0;
  const amount = Math.max(input.paid ?? 0, (input.valueCard ?? 0) + upfront);
  if (amount <= 0) return { scope: null, amount: 0 };
  return { scope: deposit.required ? deposit.scope : 'All', amount };
}

export type PolicyInForceInput = Omit<PolicyContext, 'scope' | 'prepaid'> & PrepaymentInput;

/** The policy that applies to a booking paid this way: what it prepays, and the policy's lines for it. */
export interface PolicyInForce {
  prepayment: Prepayment;
  lines: PolicyLine[];
}

/**
 * The ONE rule for the policy shown before paying (checkout, the terms page) and after (the
 * booking page, the API's texts): from the store's policy, its deposit rule and the chosen method.
 * Paying at the salon with no deposit prepays nothing, so cancelling is free until the start;
 * paying online prepays, so the store's refund tiers apply.
 */
export function policyInForce(input: PolicyInForceInput): PolicyInForce {
  const prepayment = prepaymentFor(input);
  const lines = cancelPolicyLines({
    ...input,
    scope: prepayment.scope ?? input.deposit.scope,
    prepaid: prepayment.amount,
  });
  return { prepayment, lines };
}
