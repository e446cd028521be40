import type { CancelCondition, CancelPolicySummary, StoreSetting } from '@salon/contract';
import { cancelPolicyTexts, markCurrent } from '@salon/domain';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { cancelledTone, policyLines, refundNowTone, storeDeposit, storePolicySummary } from './policy';

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
  const twoDaysBefore = start - 2 * 86400;

  it('full refund is green, partial a warning, the rest muted; the current one is marked', () => {
    const lines = policyLines(summary({}, twoDaysBefore), zone, start);
    expect(lines.map((l) => [l.text, l.tone, l.current])).toEqual([
      ['2026/11/25 14:00前可免費取消', 'full', true],
      ['2026/11/26 11:00前取消，退還已付金額的 50%', 'partial', false],
      ['預約開始前取消，恕不退款', 'none', false],
      ['預約當日未到，恕不退款', 'none', false],
    ]);
  });

  it('a fixed amount is a partial refund; a deposit is named 訂金', () => {
    const amount: CancelCondition[] = [
      { deadline: 'HOURS_24', refundType: 'Amount', refundPercent: 0, refundAmount: 300 },
    ];
    const lines = policyLines(
      summary({ cancelCondition: amount, depositScope: 'Partial' }, twoDaysBefore),
      zone,
      start,
    );
    expect(lines[0]).toMatchObject({ text: '2026/11/25 14:00前取消，退還訂金 $300', tone: 'partial' });
    expect(lines.slice(1).map((l) => l.tone)).toEqual(['none', 'none']);
  });

  it('policy None has only the no-cancellation line', () => {
    const lines = policyLines(summary({ cancelPolicy: 'None' }, twoDaysBefore), zone, start);
    expect(lines).toEqual([{ text: '預約後不可取消，恕不退款', tone: 'none', current: false }]);
  });

  it('Single uses the first condition only', () => {
    const lines = policyLines(summary({ cancelPolicy: 'Single' }, twoDaysBefore), zone, start);
    expect(lines.map((l) => l.tone)).toEqual(['full', 'none', 'none']);
  });

  it('the refund if cancelled now takes the tone of the current condition', () => {
    expect(refundNowTone(true, summary({}, twoDaysBefore).cancelCondition)).toBe('full');
    expect(refundNowTone(true, summary({}, start - 5 * 3600).cancelCondition)).toBe('partial');
    expect(refundNowTone(true, summary({}, start - 3600).cancelCondition)).toBe('none');
    expect(refundNowTone(false, summary({}, twoDaysBefore).cancelCondition)).toBe('none');
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

describe('the colour of a cancellation that went through', () => {
  it.each([
    ['all of what was paid comes back: full', 1000, 1000, 'none', 'full'],
    ['some of it: partial', 500, 1000, 'none', 'partial'],
    ['nothing: muted', 0, 1000, 'full', 'none'],
    ['nothing paid (pay at the store): the tone shown before cancelling', 0, 0, 'full', 'full'],
    ['nothing paid, a partial condition', 0, 0, 'partial', 'partial'],
  ] as const)('%s', (_rule, refund, paid, before, tone) => {
    expect(cancelledTone({ refund }, paid, before)).toBe(tone);
  });
});
