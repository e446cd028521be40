import type { BookingDetail, CheckoutSummary, StoreSetting } from '@salon/contract';
import {
  type CancelCondition,
  depositFor,
  formatPolicyLine,
  markCurrent,
  PAYMENT_METHODS,
  type PaymentMethodName,
  type PolicyLine,
} from '@salon/domain';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { storeDeposit, storePolicies } from '#web/lib/store-policies';
import { bookingPolicy, checkoutPolicy } from './policy';

const zone = 'Asia/Taipei';
const start = DateTime.fromISO('2026-11-26T14:00', { zone }).toSeconds();
const now = start - 2 * 86400;
// The demo store: free until a day before, half until 3 hours before, nothing after.
const conditions: CancelCondition[] = [
  { deadline: 'DAYS_1', refundType: 'Percent', refundPercent: 100, refundAmount: 0 },
  { deadline: 'HOURS_3', refundType: 'Percent', refundPercent: 50, refundAmount: 0 },
  { deadline: 'UNLIMITED', refundType: 'Percent', refundPercent: 0, refundAmount: 0 },
];
const methods = PAYMENT_METHODS.map((method) => ({ method, isPrepaid: false, lastNum: null, name: method }));

const store = (over: Partial<StoreSetting> = {}) =>
  ({
    cancelPolicy: 'Multiple',
    depositRule: 'None',
    depositScope: 'All',
    cancelCondition: conditions,
    deposit: { required: false, depositValue: 0 },
    timeZone: zone,
    paymentMethods: methods,
    ...over,
  }) as StoreSetting;

/** What the API sends with a checkout of $3,600 at `start` (isCurrent for `now`). */
function checkout(s: StoreSetting): Pick<CheckoutSummary, 'policy' | 'deposit' | 'payment' | 'startTime'> {
  const deposit = depositFor({
    total: 3600,
    deposit: s.deposit,
    depositRule: s.depositRule,
    depositScope: s.depositScope,
  });
  const ctx = {
    policy: s.cancelPolicy,
    depositRule: s.depositRule,
    conditions: s.cancelCondition,
    bookingStart: start,
    now,
    timeZone: zone,
  };
  return {
    startTime: start,
    deposit: { ...deposit, label: deposit.label },
    payment: { total: 3600, uses: [], discount: 0, valueCard: 0, valueCardBalanceAfter: null, due: 3600 },
    policy: {
      cancelPolicy: s.cancelPolicy,
      depositRule: s.depositRule,
      depositScope: s.depositScope,
      cancelCondition: markCurrent(ctx),
      texts: [],
      asOf: now,
    },
  };
}

const paidByCard = (c: ReturnType<typeof checkout>) => ({
  ...c,
  payment: { ...c.payment, valueCard: 3600, valueCardBalanceAfter: 0, due: 0 },
});

/** The booking that checkout makes with `method`, once what it prepays was paid. */
function booked(c: ReturnType<typeof checkout>, method: PaymentMethodName, paid: number) {
  return {
    cancelPolicy: c.policy,
    startTime: start,
    paymentMethod: method,
    deposit: { amount: c.deposit.amount, paid, status: 'Paid' },
    payment: c.payment,
  } as Pick<BookingDetail, 'cancelPolicy' | 'deposit' | 'payment' | 'paymentMethod' | 'startTime'>;
}

const zh = (lines: PolicyLine[]) => lines.map((l) => formatPolicyLine(l, 'zh-TW', zone));
const shape = (lines: PolicyLine[]) => lines.map((l) => [l.kind, l.tone, l.prepaid]);

describe('the policy shown before paying is the one that applies', () => {
  const stores = {
    demo: store(),
    single: store({ cancelPolicy: 'Single' }),
    none: store({ cancelPolicy: 'None' }),
    deposit: store({ deposit: { required: true, depositValue: 500 }, depositScope: 'Partial' }),
    allowed: store({ depositRule: 'Allowed', cancelPolicy: 'None' }),
    restricted: store({ depositRule: 'Restricted' }),
  };
  for (const [name, s] of Object.entries(stores)) {
    it(`${name}: checkout, the booking page and the terms page agree for every method`, () => {
      for (const method of PAYMENT_METHODS) {
        // The value card pays it all at checkout (the method is sent only then).
        const c = method === 'ValueCard' ? paidByCard(checkout(s)) : checkout(s);
        const before = checkoutPolicy(c, method, zone);
        const after = bookingPolicy(booked(c, method, before.prepayment.amount), zone);
        expect(zh(after.lines), `${name} ${method}`).toEqual(zh(before.lines));
        const terms = storePolicies(s).find((g) => g.methods.some((m) => m.method === method));
        expect(shape(terms?.policy.lines ?? []), `${name} ${method} terms`).toEqual(shape(before.lines));
      }
    });
  }

  it('the demo: at the salon free until the start, online the refund tiers, as the method changes', () => {
    const c = checkout(stores.demo);
    expect(zh(checkoutPolicy(c, 'Cash', zone).lines)).toEqual(['預約開始前可免費取消']);
    expect(zh(checkoutPolicy(c, 'CreditCard', zone).lines)).toEqual([
      '2026/11/25 14:00 前可免費取消',
      '2026/11/25 14:00 至 2026/11/26 11:00 之間取消，退還已付金額的 50%',
      '2026/11/26 11:00 後取消，恕不退款',
      '預約當日未到，恕不退款',
    ]);
    expect(checkoutPolicy(c, 'CreditCard', zone).lines.map((l) => l.current)).toEqual([true, false, false, false]);
  });

  it('a same-day booking: checkout and the booking page show only the tiers still ahead (issue 43.1)', () => {
    const sameDay = DateTime.fromISO('2026-11-26T04:55', { zone }).toSeconds();
    const c = checkout(stores.demo);
    const today = { ...c, policy: { ...c.policy, asOf: sameDay } };
    const card = checkoutPolicy(today, 'CreditCard', zone);
    expect(zh(card.lines)).toEqual([
      '2026/11/26 11:00 前取消，退還已付金額的 50%',
      '2026/11/26 11:00 後取消，恕不退款',
      '預約當日未到，恕不退款',
    ]);
    expect(card.afterPaying).toEqual({ paid: 3600, refund: 1800, scope: 'All' });
    expect(zh(bookingPolicy(booked(today, 'CreditCard', 3600), zone).lines)).toEqual(zh(card.lines));
    expect(checkoutPolicy(today, 'Cash', zone).afterPaying).toBeNull();
  });

  it('the terms page groups the methods by what they prepay, in the store order', () => {
    const groups = storePolicies(stores.demo).map((g) => [g.methods.map((m) => m.method), g.policy.prepayment.scope]);
    expect(groups).toEqual([
      [['CreditCard', 'ATM', 'ValueCard', 'LinePayOnline'], 'All'],
      [['LinePayOffline', 'Custom', 'Cash'], null],
    ]);
    expect(storePolicies(stores.deposit).map((g) => g.policy.prepayment.scope)).toEqual(['Partial']);
    expect(zh(storePolicies(stores.deposit)[0]?.policy.lines ?? [])).toEqual([
      '預約時間 1 天前可免費取消',
      '預約前 1 天至預約前 3 小時之間取消，退還已付訂金的 50%',
      '預約前 3 小時內取消，恕不退還訂金',
      '預約當日未到，恕不退還訂金',
    ]);
  });

  it('a store with no methods takes cash at the counter', () =>
    expect(storePolicies(store({ paymentMethods: [] })).map((g) => g.methods.map((m) => m.method))).toEqual([
      ['Cash'],
    ]));
});

describe('storeDeposit', () => {
  it('the rule of checkout (Allowed never asks one, Restricted always does)', () => {
    const due = (over: Partial<StoreSetting>) => {
      const d = storeDeposit(store(over));
      return d.required ? (d.scope === 'All' ? 'all' : d.amount) : 'none';
    };
    expect(due({})).toBe('none');
    expect(due({ deposit: { required: true, depositValue: 500 }, depositScope: 'Partial' })).toBe(500);
    expect(due({ deposit: { required: true, depositValue: 500 }, depositRule: 'Allowed' })).toBe('none');
    expect(due({ depositRule: 'Restricted', depositScope: 'All' })).toBe('all');
    expect(
      due({ depositRule: 'Restricted', depositScope: 'Partial', deposit: { required: false, depositValue: 300 } }),
    ).toBe(300);
    expect(due({ depositRule: 'Restricted', depositScope: 'Partial' })).toBe('none');
  });
});
