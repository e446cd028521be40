import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import type { CancelCondition } from '../vocabulary/catalog';
import type { CancelPolicy, DepositScope } from '../vocabulary/index';
import { cancelNow } from './cancel-now-texts';
import { markCurrent } from './cancellation';
import { cancelPolicyLines, formatPolicyLine, type PolicyLine } from './cancellation-texts';
import { cancelNowTone } from './refund-tone';

const zone = 'Asia/Taipei';
const start = DateTime.fromISO('2026-11-26T14:00', { zone }).toSeconds();
// The demo store: free until a day before, half until 3 hours before, nothing after.
const conditions: CancelCondition[] = [
  { deadline: 'DAYS_1', refundType: 'Percent', refundPercent: 100, refundAmount: 0 },
  { deadline: 'HOURS_3', refundType: 'Percent', refundPercent: 50, refundAmount: 0 },
  { deadline: 'UNLIMITED', refundType: 'Percent', refundPercent: 0, refundAmount: 0 },
];

/** The policy of a booking at `start` as seen at `now` (isCurrent marked, as the API sends it). */
function policyAt(
  now: number,
  over: { policy?: CancelPolicy; scope?: DepositScope; conditions?: CancelCondition[] } = {},
) {
  const ctx = {
    policy: over.policy ?? ('Multiple' as const),
    depositRule: 'None' as const,
    conditions: over.conditions ?? conditions,
    bookingStart: start,
    now,
    timeZone: zone,
  };
  return { ...ctx, conditions: markCurrent(ctx), scope: over.scope ?? ('All' as const), prepaid: 1000 };
}

const text = (line: PolicyLine) => formatPolicyLine(line, 'zh-TW', zone);

describe('cancel policy lines', () => {
  const twoDaysBefore = start - 2 * 86400;

  it('full refund is green, partial a warning, the rest muted; the current one is marked', () => {
    const lines = cancelPolicyLines(policyAt(twoDaysBefore));
    expect(lines.map((l) => [text(l), l.tone, l.current])).toEqual([
      ['2026/11/25 14:00 前可免費取消', 'full', true],
      ['2026/11/25 14:00 至 2026/11/26 11:00 之間取消，退還已付金額的 50%', 'partial', false],
      ['2026/11/26 11:00 後取消，恕不退款', 'none', false],
      ['預約當日未到，恕不退款', 'none', false],
    ]);
  });

  it('a fixed amount is a partial refund; a deposit is named 訂金', () => {
    const amount: CancelCondition[] = [
      { deadline: 'HOURS_24', refundType: 'Amount', refundPercent: 0, refundAmount: 300 },
    ];
    const lines = cancelPolicyLines(policyAt(twoDaysBefore, { conditions: amount, scope: 'Partial' }));
    expect(text(lines[0]!)).toBe('2026/11/25 14:00 前取消，退還訂金 $300');
    expect(lines[0]?.tone).toBe('partial');
    expect(lines.slice(1).map((l) => l.tone)).toEqual(['none', 'none']);
  });

  it('policy None has only the no-cancellation line', () => {
    const lines = cancelPolicyLines(policyAt(twoDaysBefore, { policy: 'None' }));
    expect(lines.map((l) => [text(l), l.tone, l.current])).toEqual([['預約後不可取消，恕不退款', 'none', false]]);
  });

  it('Single uses the first condition only', () => {
    const lines = cancelPolicyLines(policyAt(twoDaysBefore, { policy: 'Single' }));
    expect(lines.map((l) => l.tone)).toEqual(['full', 'none', 'none']);
  });

  it('the refund if cancelled now takes the tone of the current condition (a deposit not yet paid)', () => {
    const toneAt = (now: number) =>
      cancelNowTone(cancelNow({ reason: null, refund: 0 }, { ...policyAt(now), paid: 0 }));
    expect(toneAt(twoDaysBefore)).toBe('full');
    expect(toneAt(start - 5 * 3600)).toBe('partial');
    expect(toneAt(start - 3600)).toBe('none');
    expect(cancelNowTone(cancelNow({ reason: 'STARTED', refund: 0 }, { ...policyAt(start), paid: 0 }))).toBe('none');
  });

  it('with nothing prepaid, cancelling is free (green) even in the half-refund tier', () => {
    const ctx = { ...policyAt(start - 5 * 3600), prepaid: 0, paid: 0 };
    expect(cancelNowTone(cancelNow({ reason: null, refund: 0 }, ctx))).toBe('full');
  });
});

describe('the colour of a cancellation that went through, from what was paid', () => {
  it.each([
    ['all of what was paid comes back: full', 1000, 1000, 'full'],
    ['some of it: partial', 500, 1000, 'partial'],
    ['nothing: muted', 0, 1000, 'none'],
  ] as const)('%s', (_rule, amount, paid, tone) => {
    expect(cancelNowTone({ kind: 'refund', amount, paid, prepaid: 'All' })).toBe(tone);
  });
});
