import type { CancelCondition } from '@salon/contract';
import { describe, expect, it } from 'vitest';
import { cancelPolicyLines } from './cancel-policy';

const cond = (over: Partial<CancelCondition>): CancelCondition => ({
  deadline: 'UNLIMITED',
  refundType: 'Percent',
  refundPercent: 0,
  refundAmount: 0,
  ...over,
});
const store = (cancelPolicy: 'None' | 'Single' | 'Multiple', cancelCondition: CancelCondition[]) => ({
  cancelPolicy,
  cancelCondition,
  timeZone: 'Asia/Taipei',
});

describe('cancellation policy lines', () => {
  it('policy None: no cancellation after booking and no refund', () => {
    expect(cancelPolicyLines(store('None', [cond({ refundPercent: 100 })]))).toBe('noCancel');
  });

  it.each([
    [
      'days before, full refund (green)',
      cond({ deadline: 'DAYS_1', refundPercent: 100 }),
      { key: 'terms.beforeDays', values: { count: 1 } },
      { key: 'terms.fullRefund' },
      'full',
    ],
    [
      'hours before, a percentage (warning)',
      cond({ deadline: 'HOURS_3', refundPercent: 50 }),
      { key: 'terms.beforeHours', values: { count: 3 } },
      { key: 'terms.percentRefund', values: { percent: 50 } },
      'partial',
    ],
    ['otherwise, no refund', cond({}), { key: 'terms.otherwise' }, { key: 'terms.noRefund' }, 'none'],
    [
      'a fixed amount in dollars',
      cond({ deadline: 'DAYS_2', refundType: 'Amount', refundAmount: 1500 }),
      { key: 'terms.beforeDays', values: { count: 2 } },
      { key: 'terms.amountRefund', values: { amount: '$1,500' } },
      'partial',
    ],
    [
      'before a set time, in the store zone',
      cond({ deadline: 'END_TIME', endTime: Date.UTC(2026, 10, 22, 6, 30) / 1000, refundPercent: 100 }),
      { key: 'terms.beforeTime', values: { time: '2026/11/22 14:30' } },
      { key: 'terms.fullRefund' },
      'full',
    ],
  ] as const)('%s', (_rule, c, when, refund, tone) => {
    expect(cancelPolicyLines(store('Multiple', [c]))).toEqual([{ when, refund, tone }]);
  });

  it('Single shows the first condition only; Multiple shows all in order', () => {
    const list = [cond({ deadline: 'DAYS_1', refundPercent: 100 }), cond({})];
    expect(cancelPolicyLines(store('Single', list))).toHaveLength(1);
    expect(cancelPolicyLines(store('Multiple', list))).toHaveLength(2);
  });
});
