import { describe, expect, it } from 'vitest';
import type { CancelCondition } from '../vocabulary/catalog';
import { PAYMENT_METHODS } from '../vocabulary/index';
import { formatPolicyLine } from './cancellation-texts';
import { policyInForce, prepaymentFor } from './policy-in-force';
import { at, TAIPEI } from './test-support';

const tiers: CancelCondition[] = [
  { deadline: 'DAYS_1', refundType: 'Percent', refundPercent: 100, refundAmount: 0 },
  { deadline: 'HOURS_3', refundType: 'Percent', refundPercent: 50, refundAmount: 0 },
  { deadline: 'UNLIMITED', refundType: 'Percent', refundPercent: 0, refundAmount: 0 },
];
const noDeposit = { required: false, amount: 0, scope: 'All' as const };
const base = {
  policy: 'Multiple' as const,
  depositRule: 'None' as const,
  conditions: tiers,
  timeZone: TAIPEI,
  deposit: noDeposit,
  due: 3600,
};
const zh = (input: Parameters<typeof policyInForce>[0]) =>
  policyInForce(input).lines.map((l) => formatPolicyLine(l, 'zh-TW', TAIPEI));

describe('prepaymentFor', () => {
  it('paying at the salon with no deposit prepays nothing; online prepays the whole due', () => {
    expect(prepaymentFor({ method: 'Cash', deposit: noDeposit, due: 3600 })).toEqual({ scope: null, amount: 0 });
    expect(prepaymentFor({ method: 'LinePayOffline', deposit: noDeposit, due: 3600 }).scope).toBeNull();
    expect(prepaymentFor({ method: null, deposit: noDeposit, due: 3600 }).scope).toBeNull();
    for (const method of ['CreditCard', 'ATM', 'LinePayOnline'] as const) {
      expect(prepaymentFor({ method, deposit: noDeposit, due: 3600 })).toEqual({ scope: 'All', amount: 3600 });
    }
  });
  it('a required deposit is prepaid whatever the method, as a deposit', () => {
    const deposit = { required: true, amount: 500, scope: 'Partial' as const };
    expect(prepaymentFor({ method: 'Cash', deposit, due: 3600 })).toEqual({ scope: 'Partial', amount: 500 });
    expect(prepaymentFor({ method: 'CreditCard', deposit, due: 3600 })).toEqual({ scope: 'Partial', amount: 500 });
  });
  it('the value card and what was already paid count as prepaid', () => {
    expect(prepaymentFor({ method: 'ValueCard', deposit: noDeposit, due: 0, valueCard: 800 })).toEqual({
      scope: 'All',
      amount: 800,
    });
    expect(prepaymentFor({ method: 'Cash', deposit: noDeposit, due: 800, paid: 800 }).amount).toBe(800);
  });
  it('nothing left to pay online prepays nothing', () =>
    expect(prepaymentFor({ method: 'CreditCard', deposit: noDeposit, due: 0 }).scope).toBeNull());
});

describe('policyInForce', () => {
  it('at the salon: free cancellation until the start, no refund wording', () => {
    expect(zh({ ...base, method: 'Cash' })).toEqual(['預約開始前可免費取消']);
  });
  it('online: the refund tiers the booking will carry once paid', () => {
    const start = at('2026-06-10T14:00');
    const before = zh({ ...base, method: 'CreditCard', bookingStart: start });
    const after = zh({ ...base, method: 'CreditCard', bookingStart: start, paid: 3600 });
    expect(before).toEqual(after);
    expect(before).toEqual([
      '2026/06/09 14:00 前可免費取消',
      '2026/06/09 14:00 至 2026/06/10 11:00 之間取消，退還已付金額的 50%',
      '2026/06/10 11:00 後取消，恕不退款',
      '預約當日未到，恕不退款',
    ]);
  });
  it('every method of the store: the same lines before paying as after paying', () => {
    for (const method of PAYMENT_METHODS) {
      for (const policy of ['None', 'Single', 'Multiple'] as const) {
        const input = { ...base, policy, method, bookingStart: at('2026-06-10T14:00') };
        const { prepayment, lines } = policyInForce(input);
        expect(policyInForce({ ...input, paid: prepayment.amount }).lines).toEqual(lines);
      }
    }
  });
  it('deposit rule Allowed forces a single policy; None cannot be cancelled', () => {
    expect(zh({ ...base, policy: 'None', method: 'CreditCard' })).toEqual(['預約後不可取消，恕不退款']);
    expect(zh({ ...base, policy: 'None', method: 'Cash' })).toEqual(['預約後不可取消']);
  });
});
