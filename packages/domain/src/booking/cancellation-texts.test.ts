import { describe, expect, it } from 'vitest';
import type { CancelCondition } from '../vocabulary/catalog';
import {
  amountRefundText,
  cancelConditionText,
  cancellationQuoteText,
  cancelPolicyTexts,
  freeCancellationText,
  noCancellationText,
  noRefundText,
  noRefundWithinText,
  noShowText,
  percentRefundText,
  refundTone,
} from './cancellation-texts';
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

describe('refund texts', () => {
  it('free cancellation before a time', () =>
    expect(freeCancellationText('2025/03/07 14:00')).toBe('2025/03/07 14:00前可免費取消'));
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
  it('no refund within the last days or hours', () => {
    expect(noRefundWithinText(3, 'days', 'All')).toBe('預約前 3 天內取消，恕不退款');
    expect(noRefundWithinText(24, 'hours', 'Partial')).toBe('預約前 24 小時內取消，恕不退還訂金');
  });
  it('no refund for a no-show', () => expect(noShowText('All')).toBe('預約當日未到，恕不退款'));
  it('no cancellation after booking (policy None)', () =>
    expect(noCancellationText()).toBe('預約後不可取消，恕不退款'));
  it('no return of the deposit or refund by scope', () => {
    expect(noRefundText('Partial')).toBe('恕不退還訂金');
    expect(noRefundText('All')).toBe('恕不退款');
  });
});

describe('cancelConditionText', () => {
  it('says free cancellation for a full refund', () =>
    expect(cancelConditionText(cond('DAYS_3'), all)).toBe('預約時間 3 天前可免費取消'));
  it('shows the date when the booking start is known', () =>
    expect(cancelConditionText(cond('DAYS_3'), { ...all, bookingStart: at('2025-03-10T14:00') })).toBe(
      '2025/03/07 14:00前可免費取消',
    ));
  it('says the partial refund', () =>
    expect(cancelConditionText(cond('HOURS_24', { refundPercent: 50 }), partial)).toBe(
      '預約時間 24 小時前取消，退還已付訂金的 50%',
    ));
  it('says a fixed refund', () =>
    expect(cancelConditionText(cond('UNLIMITED', { refundType: 'Amount', refundAmount: 500 }), all)).toBe(
      '預約開始前取消，退款 $500',
    ));
  it('says no refund for 0%', () =>
    expect(cancelConditionText(cond('UNLIMITED', { refundPercent: 0 }), all)).toBe('預約開始前取消，恕不退款'));
  it('says the END_TIME date', () =>
    expect(cancelConditionText(cond('END_TIME', { endTime: at('2025-03-05T18:00') }), all)).toBe(
      '2025/03/05 18:00前可免費取消',
    ));
  it('rates full refunds green and partial ones as warnings', () => {
    expect(refundTone(cond('UNLIMITED'))).toBe('full');
    expect(refundTone(cond('UNLIMITED', { refundPercent: 30 }))).toBe('partial');
    expect(refundTone(cond('UNLIMITED', { refundPercent: 0 }))).toBe('none');
  });
});

describe('cancelPolicyTexts', () => {
  const conditions = [cond('HOURS_24', { refundPercent: 50 }), cond('DAYS_3')];

  it('under None is the single no-cancellation line', () =>
    expect(cancelPolicyTexts({ ...all, policy: 'None', conditions })).toEqual(['預約後不可取消，恕不退款']));

  it('under Multiple lists the tiers soonest first, then the no-refund and no-show lines', () =>
    expect(cancelPolicyTexts({ ...all, policy: 'Multiple', conditions })).toEqual([
      '預約時間 3 天前可免費取消',
      '預約時間 24 小時前取消，退還已付金額的 50%',
      '預約前 24 小時內取消，恕不退款',
      '預約當日未到，恕不退款',
    ]));

  it('under Single uses only the first condition', () =>
    expect(cancelPolicyTexts({ ...partial, policy: 'Single', conditions })).toEqual([
      '預約時間 24 小時前取消，退還已付訂金的 50%',
      '預約前 24 小時內取消，恕不退還訂金',
      '預約當日未到，恕不退還訂金',
    ]));

  it('with depositRule Allowed uses the Single policy even when the store says None', () =>
    expect(
      cancelPolicyTexts({ ...all, policy: 'None', depositRule: 'Allowed', conditions: [cond('UNLIMITED')] }),
    ).toEqual(['預約開始前可免費取消', '預約當日未到，恕不退款']));
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
