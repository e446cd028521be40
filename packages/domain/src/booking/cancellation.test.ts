import { describe, expect, it } from 'vitest';
import type { CancelCondition } from '../vocabulary/catalog';
import {
  applicableConditions,
  cancellationQuote,
  conditionDeadline,
  currentCancelCondition,
  effectiveCancelPolicy,
  markCurrent,
  parseDeadline,
  refundAmount,
} from './cancellation';
import { at, TAIPEI } from './test-support';

const cond = (deadline: string, refund: Partial<CancelCondition> = {}): CancelCondition => ({
  deadline,
  refundType: 'Percent',
  refundPercent: 100,
  refundAmount: 0,
  ...refund,
});

const START = at('2025-03-10T14:00');
const tiers = [
  cond('DAYS_3'),
  cond('HOURS_24', { refundPercent: 50 }),
  cond('HOURS_2', { refundType: 'Amount', refundAmount: 200 }),
];
const ctx = (now: number, policy: 'None' | 'Single' | 'Multiple' = 'Multiple') => ({
  policy,
  conditions: tiers,
  bookingStart: START,
  now,
  timeZone: TAIPEI,
});

describe('deadlines', () => {
  it('parses UNLIMITED, END_TIME, DAYS_n and HOURS_n, and rejects others', () => {
    expect(parseDeadline('UNLIMITED')).toEqual({ kind: 'UNLIMITED' });
    expect(parseDeadline('END_TIME')).toEqual({ kind: 'END_TIME' });
    expect(parseDeadline('DAYS_3')).toEqual({ kind: 'DAYS', n: 3 });
    expect(parseDeadline('HOURS_12')).toEqual({ kind: 'HOURS', n: 12 });
    expect(parseDeadline('WEEKS_1')).toBeNull();
  });

  it('puts DAYS_n n calendar days before the start in the store zone, also across DST', () => {
    expect(conditionDeadline(cond('DAYS_3'), START, TAIPEI)).toBe(at('2025-03-07T14:00'));
    const ny = 'America/New_York';
    expect(conditionDeadline(cond('DAYS_1'), at('2024-03-10T14:00', ny), ny)).toBe(at('2024-03-09T14:00', ny));
  });

  it('puts HOURS_n n hours before the start, END_TIME at endTime and UNLIMITED never', () => {
    expect(conditionDeadline(cond('HOURS_2'), START, TAIPEI)).toBe(START - 7200);
    expect(conditionDeadline(cond('END_TIME', { endTime: 123 }), START, TAIPEI)).toBe(123);
    expect(conditionDeadline(cond('UNLIMITED'), START, TAIPEI)).toBe(Number.POSITIVE_INFINITY);
    expect(conditionDeadline(cond('END_TIME'), START, TAIPEI)).toBeNull();
  });
});

describe('currentCancelCondition', () => {
  it('is the tier with the soonest deadline still ahead', () => {
    expect(currentCancelCondition(ctx(at('2025-03-01T00:00')))?.index).toBe(0);
    expect(currentCancelCondition(ctx(at('2025-03-08T00:00')))?.index).toBe(1);
    expect(currentCancelCondition(ctx(at('2025-03-10T10:00')))?.index).toBe(2);
  });

  it('is none once every deadline has passed', () =>
    expect(currentCancelCondition(ctx(at('2025-03-10T12:30')))).toBeNull());

  it('stops at the deadline itself', () => expect(currentCancelCondition(ctx(at('2025-03-07T14:00')))?.index).toBe(1));

  it('uses only the first condition under Single', () => {
    expect(applicableConditions('Single', tiers)).toEqual([tiers[0]]);
    expect(currentCancelCondition(ctx(at('2025-03-08T00:00'), 'Single'))).toBeNull();
  });

  it('uses none under None', () => expect(currentCancelCondition(ctx(at('2025-03-01T00:00'), 'None'))).toBeNull());

  it('marks isCurrent on exactly the current one', () =>
    expect(markCurrent(ctx(at('2025-03-08T00:00'))).map((c) => c.isCurrent)).toEqual([false, true, false]));

  it('applies an END_TIME condition until its endTime', () => {
    const conditions = [cond('END_TIME', { endTime: at('2025-03-05T00:00') })];
    expect(currentCancelCondition({ ...ctx(at('2025-03-04T00:00')), conditions })?.index).toBe(0);
    expect(currentCancelCondition({ ...ctx(at('2025-03-06T00:00')), conditions })).toBeNull();
  });
});

describe('refunds', () => {
  it('gives a percent of the amount paid, rounded down', () =>
    expect(refundAmount(cond('UNLIMITED', { refundPercent: 33 }), 1000)).toBe(330));
  it('gives a fixed amount, never more than paid', () => {
    expect(refundAmount(cond('UNLIMITED', { refundType: 'Amount', refundAmount: 200 }), 1000)).toBe(200);
    expect(refundAmount(cond('UNLIMITED', { refundType: 'Amount', refundAmount: 2000 }), 1000)).toBe(1000);
  });
  it('gives nothing without a condition or without a payment', () => {
    expect(refundAmount(null, 1000)).toBe(0);
    expect(refundAmount(cond('UNLIMITED'), 0)).toBe(0);
  });
});

describe('cancellationQuote', () => {
  it('refuses cancellation under policy None, with no refund', () =>
    expect(cancellationQuote({ ...ctx(at('2025-03-01T00:00'), 'None'), paid: 1000 })).toMatchObject({
      allowed: false,
      reason: 'POLICY_NONE',
      refund: 0,
    }));

  it('refuses cancellation once the booking has started', () =>
    expect(cancellationQuote({ ...ctx(START), paid: 1000 })).toMatchObject({ allowed: false, reason: 'STARTED' }));

  it('allows cancellation with the current tier’s refund', () => {
    expect(cancellationQuote({ ...ctx(at('2025-03-08T00:00')), paid: 1000 })).toMatchObject({
      allowed: true,
      refund: 500,
    });
    expect(cancellationQuote({ ...ctx(at('2025-03-10T13:00')), paid: 1000 })).toMatchObject({
      allowed: true,
      refund: 0,
    });
  });

  it('treats depositRule Allowed as the Single policy', () => {
    expect(effectiveCancelPolicy('None', 'Allowed')).toBe('Single');
    expect(effectiveCancelPolicy('Multiple', 'Restricted')).toBe('Multiple');
    expect(cancellationQuote({ ...ctx(at('2025-03-01T00:00'), 'None'), depositRule: 'Allowed', paid: 0 }).allowed).toBe(
      true,
    );
  });
});
