import type { CancelPolicySummary, StoreSetting } from '@salon/contract';
import { type CancelCondition, cancelPolicyTexts, formatPolicyLine, markCurrent, type PolicyLine } from '@salon/domain';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { policyLines, storeDeposit, storePolicySummary } from './policy';

const zone = 'Asia/Taipei';
const start = DateTime.fromISO('2026-11-26T14:00', { zone }).toSeconds();
// The demo store: free until a day before, half until 3 hours before, nothing after.
const conditions: CancelCondition[] = [
  { deadline: 'DAYS_1', refundType: 'Percent', refundPercent: 100, refundAmount: 0 },
  { deadline: 'HOURS_3', refundType: 'Percent', refundPercent: 50, refundAmount: 0 },
  { deadline: 'UNLIMITED', refundType: 'Percent', refundPercent: 0, refundAmount: 0 },
];

/** What the API sends for a booking prepaying `prepaid`: the domain's texts and isCurrent for `now`. */
function summary(over: Partial<CancelPolicySummary>, now: number, prepaid: number): CancelPolicySummary {
  const base = {
    cancelPolicy: 'Multiple' as const,
    depositRule: 'None' as const,
    depositScope: 'All' as const,
    cancelCondition: conditions,
    ...over,
  };
  const ctx = {
    policy: base.cancelPolicy,
    depositRule: base.depositRule,
    conditions: base.cancelCondition,
    bookingStart: start,
    now,
    timeZone: zone,
  };
  return {
    ...base,
    cancelCondition: markCurrent(ctx),
    texts: cancelPolicyTexts({ ...ctx, scope: base.depositScope, prepaid }),
  };
}

const zh = (lines: PolicyLine[]) => lines.map((l) => formatPolicyLine(l, 'zh-TW', zone));

describe('cancel policy lines', () => {
  // The rule itself (tones, order, the current condition) is tested with cancelPolicyLines in the domain.
  it('are the texts the API sent, each with its refund tone', () => {
    for (const prepaid of [0, 1000]) {
      for (const over of [{}, { cancelPolicy: 'Single' as const }, { depositScope: 'Partial' as const }]) {
        const sent = summary(over, start - 2 * 86400, prepaid);
        expect(zh(policyLines(sent, zone, prepaid, start))).toEqual(sent.texts);
      }
    }
    const lines = policyLines(summary({}, start - 2 * 86400, 1000), zone, 1000, start);
    expect(lines.map((l) => [l.tone, l.current])).toEqual([
      ['full', true],
      ['partial', false],
      ['none', false],
      ['none', false],
    ]);
  });

  it('a booking that prepays nothing has one line: free until the start', () => {
    const lines = policyLines(summary({}, start - 2 * 86400, 0), zone, 0, start);
    expect(lines.map((l) => [formatPolicyLine(l, 'en', zone), l.tone])).toEqual([
      ['Free cancellation before the start', 'full'],
    ]);
  });
});

describe('the terms page shows the policy checkout shows', () => {
  const store = (over: Partial<StoreSetting> = {}) =>
    ({
      cancelPolicy: 'Multiple',
      depositRule: 'None',
      depositScope: 'All',
      cancelCondition: conditions,
      deposit: { required: false, depositValue: 0 },
      timeZone: zone,
      ...over,
    }) as StoreSetting;
  const withDeposit = { deposit: { required: true, depositValue: 500 } };
  const texts = (s: StoreSetting) =>
    policyLines(storePolicySummary(s), zone, storeDeposit(s).amount).map((l) => [
      formatPolicyLine(l, 'zh-TW', zone),
      l.tone,
      l.current,
    ]);

  it('with a deposit: the same lines and colours as checkout, deadlines relative to the booking', () => {
    expect(texts(store(withDeposit))).toEqual([
      ['預約時間 1 天前可免費取消', 'full', false],
      ['預約前 1 天至預約前 3 小時之間取消，退還已付金額的 50%', 'partial', false],
      ['預約前 3 小時內取消，恕不退款', 'none', false],
      ['預約當日未到，恕不退款', 'none', false],
    ]);
  });

  it('without a deposit: no refund wording', () =>
    expect(texts(store())).toEqual([['預約開始前可免費取消', 'full', false]]));

  it.each([
    ['deposit rule Allowed forces Single', { depositRule: 'Allowed' as const }],
    ['policy None', { cancelPolicy: 'None' as const }],
    ['policy Single', { cancelPolicy: 'Single' as const }],
    ['deposit rule Allowed over policy None', { cancelPolicy: 'None' as const, depositRule: 'Allowed' as const }],
    ['a partial deposit names 訂金', { depositScope: 'Partial' as const }],
  ])('%s: the texts of the checkout summary', (_rule, over) => {
    const s = store({ ...withDeposit, ...over });
    const prepaid = storeDeposit(s).amount;
    const atCheckout = summary(
      { cancelPolicy: s.cancelPolicy, depositRule: s.depositRule, depositScope: s.depositScope },
      start - 2 * 86400,
      prepaid,
    );
    // Checkout names dates; the terms page, for no booking in particular, names the same rules.
    expect(policyLines(storePolicySummary(s), zone, prepaid).map((l) => l.tone)).toEqual(
      policyLines(atCheckout, zone, prepaid, start).map((l) => l.tone),
    );
    expect(storePolicySummary(s).texts).toEqual(
      cancelPolicyTexts({
        policy: s.cancelPolicy,
        depositRule: s.depositRule,
        conditions: s.cancelCondition,
        scope: s.depositScope,
        timeZone: zone,
        prepaid,
      }),
    );
  });

  it('deposit: the rule of checkout (Allowed never asks one, Restricted always does)', () => {
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
