import { describe, expect, it } from 'vitest';
import { BOOKING_STATUSES } from '../vocabulary/index';
import {
  ACTIVE_BOOKING_STATUSES,
  BOOKING_STATUS_LABELS,
  type BookingAction,
  canCheckOut,
  expireIfDue,
  isActiveStatus,
  transition,
} from './status';

const START = 10_000;

describe('transition', () => {
  it('New goes to Pending when the store confirms manually', () => expect(transition('New', 'submit')).toBe('Pending'));
  it('New goes to Confirmed on auto-confirm', () => expect(transition('New', 'autoConfirm')).toBe('Confirmed'));
  it('Pending goes to Confirmed when the store confirms before the start', () => {
    expect(transition('Pending', 'confirm', { now: START - 1, start: START })).toBe('Confirmed');
    expect(transition('Pending', 'confirm', { now: START, start: START })).toBeNull();
  });
  it('Confirmed goes to Arrived, then Completed or Paid', () => {
    expect(transition('Confirmed', 'arrive')).toBe('Arrived');
    expect(transition('Arrived', 'complete')).toBe('Completed');
    expect(transition('Arrived', 'pay')).toBe('Paid');
    expect(transition('Completed', 'pay')).toBe('Paid');
  });
  it('a check-in made by mistake is taken back to Confirmed; nothing later is', () => {
    expect(transition('Arrived', 'undoArrive')).toBe('Confirmed');
    for (const from of ['Confirmed', 'Completed', 'Paid'] as const) expect(transition(from, 'undoArrive')).toBeNull();
  });
  it('the customer cancels an open booking before the start while the policy allows', () => {
    for (const from of ['New', 'Pending', 'Confirmed'] as const) expect(transition(from, 'cancel')).toBe('Cancelled');
    expect(transition('Confirmed', 'cancel', { cancelAllowed: false })).toBeNull();
    expect(transition('Confirmed', 'cancel', { now: START, start: START })).toBeNull();
    expect(transition('Arrived', 'cancel')).toBeNull();
  });
  it('the store closes an open booking', () => {
    expect(transition('Confirmed', 'close')).toBe('Closed');
    expect(transition('New', 'lapse')).toBe('Expired');
    expect(transition('Confirmed', 'lapse')).toBeNull();
    expect(transition('Paid', 'close')).toBeNull();
  });
  it('a confirmed booking becomes NoShow only from its start on', () => {
    expect(transition('Confirmed', 'noShow', { now: START, start: START })).toBe('NoShow');
    expect(transition('Confirmed', 'noShow', { now: START - 1, start: START })).toBeNull();
  });
  it('a Pending booking not confirmed before its start expires', () => {
    expect(expireIfDue('Pending', START, START)).toBe('Expired');
    expect(expireIfDue('Pending', START, START - 1)).toBe('Pending');
    expect(expireIfDue('Confirmed', START, START + 1)).toBe('Confirmed');
  });
  it('final statuses allow nothing', () => {
    const actions: BookingAction[] = [
      'submit',
      'autoConfirm',
      'confirm',
      'arrive',
      'undoArrive',
      'complete',
      'pay',
      'cancel',
      'close',
      'noShow',
      'expire',
    ];
    for (const s of ['Paid', 'Cancelled', 'Closed', 'NoShow', 'Expired'] as const)
      for (const a of actions) expect(transition(s, a)).toBeNull();
  });
  it('rejects skipping steps', () => {
    expect(transition('New', 'arrive')).toBeNull();
    expect(transition('Pending', 'arrive')).toBeNull();
    expect(transition('Confirmed', 'complete')).toBeNull();
  });
});

describe('statuses', () => {
  it('active statuses hold provider time; cancelled, closed, no-show and expired do not', () => {
    expect([...ACTIVE_BOOKING_STATUSES]).toEqual(['New', 'Pending', 'Confirmed', 'Arrived', 'Completed', 'Paid']);
    expect(isActiveStatus('Cancelled')).toBe(false);
    expect(isActiveStatus('Expired')).toBe(false);
  });
  it('has the zh-TW label of every status', () => {
    expect(BOOKING_STATUSES.map((s) => BOOKING_STATUS_LABELS[s])).toEqual([
      '新預約',
      '待店家確認',
      '已確認',
      '已報到',
      '已完成',
      '已結帳',
      '已取消',
      '店家已取消',
      '未到',
      '已逾期',
    ]);
  });
});

describe('canCheckOut', () => {
  it('an arrived or completed booking is checked out (→ Paid); any other, or a paid one, is not', () => {
    expect(BOOKING_STATUSES.filter(canCheckOut)).toEqual(['Arrived', 'Completed']);
  });
});
