import type { CancelCondition, CancelPolicySummary } from '@salon/contract';
import { cancelPolicyTexts, markCurrent } from '@salon/domain';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { policyLines, refundNowTone } from './policy';

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
