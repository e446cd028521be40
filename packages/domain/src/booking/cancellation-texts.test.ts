import { describe, expect, it } from 'vitest';
import type { CancelCondition } from '../vocabulary/catalog';
import { cancellationQuoteText, cancelNow, formatCancelled, formatCancelNow } from './cancel-now-texts';
import { markCurrent } from './cancellation';
import {
  amountRefundText,
  cancelPolicyLines,
  cancelPolicyTexts,
  formatPolicyLine,
  noCancellationText,
  noRefundText,
  noShowText,
  type PolicyContext,
  percentRefundText,
  refundTone,
} from './cancellation-texts';
import { cancelNowTone } from './refund-tone';
import { at, TAIPEI } from './test-support';

const cond = (deadline: string, refund: Partial<CancelCondition> = {}): CancelCondition => ({
  deadline,
  refundType: 'Percent',
  refundPercent: 100,
  refundAmount: 0,
  ...refund,
});
const all = { scope: 'All' as const, timeZone: TAIPEI };
const partial = { scope: 'Partial' as const, timeZone: TAIPEI };

describe('refundTone', () => {
  it('rates full refunds green and partial ones as warnings', () => {
    expect(refundTone(cond('UNLIMITED'))).toBe('full');
    expect(refundTone(cond('UNLIMITED', { refundPercent: 30 }))).toBe('partial');
    expect(refundTone(cond('UNLIMITED', { refundPercent: 0 }))).toBe('none');
  });
});

describe('refund texts', () => {
  it('a percentage of the amount paid', () => {
    expect(percentRefundText(50, 'All')).toBe('退還已付金額的 50%');
    expect(percentRefundText(50, 'Partial')).toBe('退還已付訂金的 50%');
    expect(percentRefundText(100, 'All')).toBe('全額退款');
  });
  it('a fixed dollar amount', () => {
    expect(amountRefundText(1200, 'All')).toBe('退款 $1,200');
    expect(amountRefundText(300, 'Partial')).toBe('退還訂金 $300');
  });
  it('money as formatMoney prints it: rounded, and a sign before the dollar', () => {
    expect(amountRefundText(1199.6, 'All')).toBe('退款 $1,200');
    expect(amountRefundText(-1200, 'All')).toBe('退款 -$1,200');
  });
  it('no refund for a no-show', () => expect(noShowText('All')).toBe('預約當日未到，恕不退款'));
  it('no cancellation after booking (policy None)', () =>
    expect(noCancellationText()).toBe('預約後不可取消，恕不退款'));
  it('no return of the deposit or refund by scope', () => {
    expect(noRefundText('Partial')).toBe('恕不退還訂金');
    expect(noRefundText('All')).toBe('恕不退款');
  });
});

describe('cancelPolicyTexts (zh-TW, as the API sends them)', () => {
  const conditions = [cond('HOURS_24', { refundPercent: 50 }), cond('DAYS_3')];
  const prepaid = { prepaid: 1000 };

  it('under None is the single no-cancellation line, with no refund wording when nothing is prepaid', () => {
    expect(cancelPolicyTexts({ ...all, ...prepaid, policy: 'None', conditions })).toEqual(['預約後不可取消，恕不退款']);
    expect(cancelPolicyTexts({ ...all, policy: 'None', conditions })).toEqual(['預約後不可取消']);
  });

  it('under Multiple with a prepayment: windows in order of time before the start, no refund, no-show', () =>
    expect(cancelPolicyTexts({ ...all, ...prepaid, policy: 'Multiple', conditions })).toEqual([
      '預約時間 3 天前可免費取消',
      '預約前 3 天至預約前 24 小時之間取消，退還已付金額的 50%',
      '預約前 24 小時內取消，恕不退款',
      '預約當日未到，恕不退款',
    ]));

  it('under Single uses only the first condition', () =>
    expect(cancelPolicyTexts({ ...partial, ...prepaid, policy: 'Single', conditions })).toEqual([
      '預約時間 24 小時前取消，退還已付訂金的 50%',
      '預約前 24 小時內取消，恕不退還訂金',
      '預約當日未到，恕不退還訂金',
    ]));

  it('with depositRule Allowed uses the Single policy even when the store says None', () =>
    expect(
      cancelPolicyTexts({ ...all, policy: 'None', depositRule: 'Allowed', conditions: [cond('UNLIMITED')] }),
    ).toEqual(['預約開始前可免費取消']));
});

describe('cancelPolicyLines: only what applies to what the booking prepaid', () => {
  // The demo store: free until a day before, half until 3 hours before, nothing after.
  const demo = [cond('DAYS_1'), cond('HOURS_3', { refundPercent: 50 }), cond('UNLIMITED', { refundPercent: 0 })];
  const start = at('2026-11-26T14:00');
  const booking = { ...all, policy: 'Multiple' as const, conditions: demo, bookingStart: start };
  const zh = (ctx: PolicyContext) => cancelPolicyLines(ctx).map((l) => formatPolicyLine(l, 'zh-TW', TAIPEI));
  const en = (ctx: PolicyContext) => cancelPolicyLines(ctx).map((l) => formatPolicyLine(l, 'en', TAIPEI));

  it('nothing prepaid: free cancellation until the start, no refund or no-show wording, in both languages', () => {
    for (const ctx of [booking, { ...booking, prepaid: 0 }, { ...booking, scope: 'Partial' as const }]) {
      expect(cancelPolicyLines(ctx)).toEqual([
        {
          kind: 'free',
          from: null,
          until: { kind: 'start' },
          hoursBefore: 0,
          refund: null,
          prepaid: null,
          tone: 'full',
          current: false,
        },
      ]);
      expect(zh(ctx)).toEqual(['預約開始前可免費取消']);
      expect(en(ctx)).toEqual(['Free cancellation before the start']);
    }
    const words = [...zh(booking), ...en(booking), ...zh({ ...booking, policy: 'None' })].join(' ');
    expect(words).not.toMatch(/退|refund|%|未到|No-show/i);
    expect(en({ ...booking, policy: 'None' })).toEqual(['Cannot be cancelled once booked']);
  });

  it('prepaid: ordered by hours before the start, whatever order the store listed them in', () => {
    const shuffled = { ...booking, prepaid: 1600, conditions: [demo[2]!, demo[0]!, demo[1]!] };
    const lines = cancelPolicyLines(shuffled);
    expect(lines.map((l) => [l.kind, l.hoursBefore, l.refund])).toEqual([
      ['free', 24, null],
      ['refund', 3, { percent: 50 }],
      ['noRefund', 0, null],
      ['noShow', 0, null],
    ]);
  });

  it('prepaid, zh-TW: each line a window from the previous deadline, so no line contradicts another', () =>
    expect(zh({ ...booking, prepaid: 1600 })).toEqual([
      '2026/11/25 14:00 前可免費取消',
      '2026/11/25 14:00 至 2026/11/26 11:00 之間取消，退還已付金額的 50%',
      '2026/11/26 11:00 後取消，恕不退款',
      '預約當日未到，恕不退款',
    ]));

  it('prepaid, English: the same lines from the same rule', () => {
    expect(en({ ...booking, prepaid: 1600 })).toEqual([
      'Free cancellation before 2026/11/25 14:00',
      'Cancelling between 2026/11/25 14:00 and 2026/11/26 11:00: 50% of the amount paid back',
      'Cancelling after 2026/11/26 11:00: no refund',
      'No-show on the day: no refund',
    ]);
    expect(en({ ...booking, prepaid: 500, scope: 'Partial', policy: 'None' })).toEqual([
      'Cannot be cancelled once booked; the deposit is not refunded',
    ]);
  });

  it('without a booking start (the terms page) the deadlines stay relative, in both languages', () => {
    const terms = { ...all, policy: 'Multiple' as const, conditions: demo, prepaid: 500, scope: 'Partial' as const };
    expect(zh(terms)).toEqual([
      '預約時間 1 天前可免費取消',
      '預約前 1 天至預約前 3 小時之間取消，退還已付訂金的 50%',
      '預約前 3 小時內取消，恕不退還訂金',
      '預約當日未到，恕不退還訂金',
    ]);
    expect(en(terms)).toEqual([
      'Free cancellation up to 1 day before the start',
      'Cancelling between 1 day and 3 hours before the start: 50% of the deposit back',
      'Cancelling within 3 hours of the start: the deposit is not refunded',
      'No-show on the day: the deposit is not refunded',
    ]);
  });

  it('a fixed amount is a partial refund in dollars', () => {
    const amount = {
      ...booking,
      prepaid: 500,
      conditions: [cond('HOURS_24', { refundType: 'Amount', refundAmount: 300 })],
    };
    expect(zh(amount)[0]).toBe('2026/11/25 14:00 前取消，退款 $300');
    expect(en(amount)[0]).toBe('Cancelling before 2026/11/25 14:00: $300 of the amount paid back');
  });
});

describe('cancelNow: what cancelling now gives', () => {
  const demo = [cond('DAYS_1'), cond('HOURS_3', { refundPercent: 50 })];
  const start = at('2026-11-26T14:00');
  const ctx = (now: number, over: Partial<PolicyContext> & { paid?: number } = {}) => ({
    ...all,
    policy: 'Multiple' as const,
    bookingStart: start,
    paid: 0,
    ...over,
    conditions: markCurrent({ policy: 'Multiple', conditions: demo, bookingStart: start, now, timeZone: TAIPEI }),
  });
  const open = { reason: null, refund: 0 };
  const say = (now: ReturnType<typeof cancelNow>) => [
    formatCancelNow(now, 'zh-TW', TAIPEI),
    formatCancelNow(now, 'en', TAIPEI),
    cancelNowTone(now),
  ];

  it('nothing prepaid: free until the start, even inside the half-refund tier', () =>
    expect(say(cancelNow(open, ctx(start - 12 * 3600)))).toEqual([
      '預約開始前可免費取消',
      'Free cancellation before the start',
      'full',
    ]));

  it('a deposit not yet paid: the tier in force now', () =>
    expect(say(cancelNow(open, ctx(start - 12 * 3600, { prepaid: 500 })))).toEqual([
      '2026/11/25 14:00 至 2026/11/26 11:00 之間取消，退還已付金額的 50%',
      'Cancelling between 2026/11/25 14:00 and 2026/11/26 11:00: 50% of the amount paid back',
      'partial',
    ]));

  it('money paid: the refund it gives', () => {
    const paid = ctx(start - 12 * 3600, { prepaid: 1000, paid: 1000, scope: 'Partial' });
    expect(say(cancelNow({ reason: null, refund: 500 }, paid))).toEqual([
      '現在取消，將退還訂金 $500',
      'Cancelling now refunds $500 of the deposit',
      'partial',
    ]);
    expect(say(cancelNow({ reason: null, refund: 0 }, paid))[2]).toBe('none');
  });

  it('why not: policy None (no refund wording when nothing is prepaid) or started', () => {
    expect(say(cancelNow({ reason: 'POLICY_NONE', refund: 0 }, ctx(start - 3600)))).toEqual([
      '預約後不可取消',
      'Cannot be cancelled once booked',
      'none',
    ]);
    expect(say(cancelNow({ reason: 'STARTED', refund: 0 }, ctx(start)))).toEqual([
      '預約已開始，無法取消',
      'The booking has started and can no longer be cancelled',
      'none',
    ]);
  });
});

describe('cancellationQuoteText', () => {
  const base = { current: null };
  it('says what cancelling now refunds', () => {
    expect(cancellationQuoteText({ ...base, allowed: true, reason: null, refund: 1500 }, 'All')).toBe(
      '現在取消，將退款 $1,500',
    );
    expect(cancellationQuoteText({ ...base, allowed: true, reason: null, refund: 300 }, 'Partial')).toBe(
      '現在取消，將退還訂金 $300',
    );
    expect(cancellationQuoteText({ ...base, allowed: true, reason: null, refund: 0 }, 'Partial')).toBe(
      '現在取消，恕不退還訂金',
    );
  });
  it('says why cancelling is not possible', () => {
    expect(cancellationQuoteText({ ...base, allowed: false, reason: 'POLICY_NONE', refund: 0 }, 'All')).toBe(
      '預約後不可取消，恕不退款',
    );
    expect(cancellationQuoteText({ ...base, allowed: false, reason: 'STARTED', refund: 0 }, 'All')).toBe(
      '預約已開始，無法取消',
    );
  });
});

describe('formatCancelled: what a cancellation gave, in the past tense (issue 28.6)', () => {
  it('a refund of what was paid, or no cost at all, in either language', () => {
    const refund = { kind: 'refund' as const, amount: 1800, paid: 3600, prepaid: 'All' as const };
    expect(formatCancelled(refund, 'zh-TW')).toBe('已取消，將退款 $1,800');
    expect(formatCancelled(refund, 'en')).toBe('Cancelled; $1,800 will be refunded');
    expect(formatCancelled({ ...refund, prepaid: 'Partial', amount: 500 }, 'zh-TW')).toBe('已取消，將退還訂金 $500');
    expect(formatCancelled({ ...refund, amount: 0 }, 'zh-TW')).toBe('已取消，恕不退款');
    const free = cancelNow({ reason: null, refund: 0 }, { policy: 'Multiple', conditions: [], ...all, paid: 0 });
    expect(formatCancelled(free, 'zh-TW')).toBe('已取消，不收取任何費用');
    expect(formatCancelled(free, 'en')).toBe('Cancelled at no cost');
    expect(formatCancelled(refund, 'zh-TW')).not.toContain('現在取消');
  });
});
