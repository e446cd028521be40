import type { CancelPolicySummary, StoreSetting } from '@salon/contract';
import { type CancelCondition, cancelPolicyTexts, markCurrent } from '@salon/domain';
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

/** What the API sends: the domain's texts and isCurrent for `now`. */
function summary(over: Partial<CancelPolicySummary>, now: number): CancelPolicySummary {
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
    texts: cancelPolicyTexts({ ...ctx, scope: base.depositScope }),
  };
}

describe('cancel policy lines', () => {
  // The rule itself (tones, order, the current condition) is tested with cancelPolicyLines in the domain.
  it('are the texts the API sent, each with its refund tone', () => {
    for (const over of [{}, { cancelPolicy: 'Single' as const }, { depositScope: 'Partial' as const }]) {
      const sent = summary(over, start - 2 * 86400);
      const lines = policyLines(sent, zone, start);
      expect(lines.map((l) => l.text)).toEqual(sent.texts);
    }
    expect(policyLines(summary({}, start - 2 * 86400), zone, start).map((l) => [l.tone, l.current])).toEqual([
      ['full', true],
      ['partial', false],
      ['none', false],
      ['none', false],
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
  const texts = (s: StoreSetting) => policyLines(storePolicySummary(s), zone).map((l) => [l.text, l.tone, l.current]);

  it('the same lines and colours as checkout, deadlines relative to the booking', () => {
    expect(texts(store())).toEqual([
      ['預約時間 1 天前可免費取消', 'full', false],
      ['預約時間 3 小時前取消，退還已付金額的 50%', 'partial', false],
      ['預約開始前取消，恕不退款', 'none', false],
      ['預約當日未到，恕不退款', 'none', false],
    ]);
  });

  it.each([
    ['deposit rule Allowed forces Single', { depositRule: 'Allowed' as const }],
    ['policy None', { cancelPolicy: 'None' as const }],
    ['policy Single', { cancelPolicy: 'Single' as const }],
    ['deposit rule Allowed over policy None', { cancelPolicy: 'None' as const, depositRule: 'Allowed' as const }],
    ['a partial deposit names 訂金', { depositScope: 'Partial' as const }],
  ])('%s: the texts of the checkout summary', (_rule, over) => {
    const s = store(over);
    const atCheckout = summary(
      { cancelPolicy: s.cancelPolicy, depositRule: s.depositRule, depositScope: s.depositScope },
      start - 2 * 86400,
    );
    // Checkout names dates; the terms page, for no booking in particular, names the same rules.
    expect(policyLines(storePolicySummary(s), zone).map((l) => l.tone)).toEqual(
      policyLines(atCheckout, zone, start).map((l) => l.tone),
    );
    expect(storePolicySummary(s).texts).toEqual(
      cancelPolicyTexts({
        policy: s.cancelPolicy,
        depositRule: s.depositRule,
        conditions: s.cancelCondition,
        scope: s.depositScope,
        timeZone: zone,
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
