import { describe, expect, it } from 'vitest';
import type { CancelCondition } from '../vocabulary/catalog';
import { cancelNow, formatCancelNow } from './cancel-now-texts';
import { markCurrent } from './cancellation';
import { formatPolicyLine } from './cancellation-texts';
import { linesAhead } from './lines-ahead';
import { formatAfterPaying, policyAt } from './policy-ahead';
import { policyInForce } from './policy-in-force';
import { at, TAIPEI } from './test-support';

// The demo store's tiers: free until a day before, half until 3 hours before, then nothing.
const tiers: CancelCondition[] = [
  { deadline: 'DAYS_1', refundType: 'Percent', refundPercent: 100, refundAmount: 0 },
  { deadline: 'HOURS_3', refundType: 'Percent', refundPercent: 50, refundAmount: 0 },
  { deadline: 'UNLIMITED', refundType: 'Percent', refundPercent: 0, refundAmount: 0 },
];
const start = at('2026-11-28T12:00');
const base = {
  policy: 'Multiple' as const,
  depositRule: 'None' as const,
  conditions: tiers,
  timeZone: TAIPEI,
  deposit: { required: false, amount: 0, scope: 'All' as const },
  due: 1500,
  bookingStart: start,
};
const zh = (lines: Parameters<typeof linesAhead>[0]) => lines.map((l) => formatPolicyLine(l, 'zh-TW', TAIPEI));
const en = (lines: Parameters<typeof linesAhead>[0]) => lines.map((l) => formatPolicyLine(l, 'en', TAIPEI));

describe('policyAt: the policy at checkout, as it stands now', () => {
  it('a same-day card booking at 04:55 shows no passed tier, and says half comes back right after paying', () => {
    const now = at('2026-11-28T04:55');
    const policy = policyAt({ ...base, method: 'CreditCard', now });
    expect(zh(policy.lines)).toEqual([
      '2026/11/28 09:00 前取消，退還已付金額的 50%',
      '2026/11/28 09:00 後取消，恕不退款',
      '預約當日未到，恕不退款',
    ]);
    expect(en(policy.lines)[0]).toBe('Cancelling before 2026/11/28 09:00: 50% of the amount paid back');
    expect(policy.lines.some((l) => l.kind === 'free')).toBe(false);
    expect(policy.afterPaying).toEqual({ paid: 1500, refund: 750, scope: 'All' });
    expect(formatAfterPaying(policy.afterPaying!, 'zh-TW')).toBe('現在付款後立即取消，將退款 $750');
    expect(formatAfterPaying(policy.afterPaying!, 'en')).toBe('Cancelling right after paying now refunds $750');
  });

  it('booked days ahead every tier is still ahead: the full policy, and all comes back right after paying', () => {
    const now = at('2026-11-25T10:00');
    const policy = policyAt({ ...base, method: 'CreditCard', now });
    const full = policyInForce({ ...base, method: 'CreditCard' }).lines;
    expect(policy.lines).toEqual(full);
    expect(policy.afterPaying).toEqual({ paid: 1500, refund: 1500, scope: 'All' });
  });

  it('past every refund tier: cancelling before the start refunds nothing, said before paying', () => {
    const now = at('2026-11-28T10:30');
    const policy = policyAt({ ...base, method: 'ATM', now });
    expect(zh(policy.lines)).toEqual(['預約開始前取消，恕不退款', '預約當日未到，恕不退款']);
    expect(formatAfterPaying(policy.afterPaying!, 'zh-TW')).toBe('現在付款後立即取消，恕不退款');
    expect(formatAfterPaying(policy.afterPaying!, 'en')).toBe('Cancelling right after paying now: no refund');
  });

  it('a deposit is refunded as a deposit', () => {
    const now = at('2026-11-28T04:55');
    const deposit = { required: true, amount: 500, scope: 'Partial' as const };
    const policy = policyAt({ ...base, deposit, method: 'CreditCard', now });
    expect(policy.afterPaying).toEqual({ paid: 500, refund: 250, scope: 'Partial' });
    expect(formatAfterPaying(policy.afterPaying!, 'zh-TW')).toBe('現在付款後立即取消，將退還訂金 $250');
    expect(formatAfterPaying(policy.afterPaying!, 'en')).toBe(
      'Cancelling right after paying now refunds $250 of the deposit',
    );
  });

  it('nothing prepaid (paid at the salon): free until the start, nothing to refund', () => {
    const policy = policyAt({ ...base, method: 'Cash', now: at('2026-11-28T04:55') });
    expect(zh(policy.lines)).toEqual(['預約開始前可免費取消']);
    expect(policy.afterPaying).toBeNull();
  });

  it('policy None: its one line, no refund line after paying', () => {
    const policy = policyAt({ ...base, policy: 'None', method: 'CreditCard', now: at('2026-11-28T04:55') });
    expect(zh(policy.lines)).toEqual(['預約後不可取消，恕不退款']);
    expect(policy.afterPaying).toBeNull();
  });
});

describe('cancelNow as of now', () => {
  it('a booking awaiting payment: what cancelling now gives is the first line still ahead, worded as the list words it', () => {
    const now = at('2026-11-28T04:55');
    const ctx = { ...base, conditions: markCurrent({ ...base, now }), scope: 'All' as const, prepaid: 1500, paid: 0 };
    const said = cancelNow({ reason: null, refund: 0 }, { ...ctx, now });
    const ahead = policyAt({ ...base, conditions: ctx.conditions, method: 'ATM', now }).lines;
    expect(said).toEqual({ kind: 'policy', line: ahead[0] });
    expect(formatCancelNow(said, 'zh-TW', TAIPEI)).toBe('2026/11/28 09:00 前取消，退還已付金額的 50%');
  });
});

describe('linesAhead', () => {
  it('keeps relative lines (no booking start known) and the lines ending at the start', () => {
    const lines = policyInForce({ ...base, bookingStart: undefined, method: 'CreditCard' }).lines;
    expect(linesAhead(lines, at('2030-01-01T00:00'))).toEqual(lines);
  });
  it('a deadline exactly now has passed', () => {
    const lines = policyInForce({ ...base, method: 'CreditCard' }).lines;
    expect(linesAhead(lines, at('2026-11-27T12:00'))[0]?.kind).toBe('refund');
    expect(linesAhead(lines, at('2026-11-27T11:59'))[0]?.kind).toBe('free');
  });
});
