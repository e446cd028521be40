import { describe, expect, it } from 'vitest';
import { at, weekly } from '../booking/test-support';
import { type PickupStore, pickupTimeIssue, pickupTimes } from './pickup-times';

const store = (overrides: Partial<PickupStore> = {}): PickupStore => ({
  timeZone: 'Asia/Taipei',
  openingHours: weekly([['11:00', '13:00']], [['12:00', '12:30']], ['tuesday', 'wednesday']),
  slotInterval: 30,
  bookingTimeOffset: 60,
  ...overrides,
});

// Tuesday 2026-11-24 10:00 in Taipei.
const NOW = at('2026-11-24T10:00');

describe('pickup times', () => {
  it('steps the opening periods (open minus rest) by the slot interval in the store zone', () =>
    expect(pickupTimes(store(), NOW, at('2026-11-24T00:00'), at('2026-11-24T23:59'))).toEqual([
      at('2026-11-24T11:00'),
      at('2026-11-24T11:30'),
      at('2026-11-24T12:30'),
    ]));

  it('starts after the lead time, on the grid of the period', () =>
    expect(pickupTimes(store({ bookingTimeOffset: 75 }), NOW, NOW, at('2026-11-24T23:59'))).toEqual([
      at('2026-11-24T11:30'),
      at('2026-11-24T12:30'),
    ]));

  it('skips closed days and spans several days', () => {
    const times = pickupTimes(store({ slotInterval: 60 }), NOW, at('2026-11-24T00:00'), at('2026-11-27T00:00'));
    expect(times).toEqual([
      at('2026-11-24T11:00'),
      at('2026-11-24T12:30'),
      at('2026-11-25T11:00'),
      at('2026-11-25T12:30'),
    ]);
  });

  it('reads opening hours in the store zone, not UTC', () => {
    const tokyo = store({ timeZone: 'Asia/Tokyo' });
    expect(pickupTimes(tokyo, NOW, at('2026-11-25T00:00', 'Asia/Tokyo'), at('2026-11-25T11:59', 'Asia/Tokyo'))).toEqual(
      [at('2026-11-25T11:00', 'Asia/Tokyo'), at('2026-11-25T11:30', 'Asia/Tokyo')],
    );
  });

  it('offers nothing beyond 30 days or for an empty window', () => {
    expect(pickupTimes(store(), NOW, at('2027-01-05T00:00'), at('2027-01-06T23:59'))).toEqual([]);
    expect(pickupTimes(store(), NOW, at('2026-11-25T00:00'), at('2026-11-24T00:00'))).toEqual([]);
  });
});

describe('pickup time issues', () => {
  it('accepts a slot of the grid', () => expect(pickupTimeIssue(store(), NOW, at('2026-11-25T12:30'))).toBeNull());
  it('refuses a time before the lead time', () =>
    expect(pickupTimeIssue(store(), NOW, at('2026-11-24T10:30'))).toBe('LEAD_TIME'));
  it('refuses a time more than 30 days ahead', () =>
    expect(pickupTimeIssue(store(), NOW, at('2026-12-29T11:00'))).toBe('BEYOND_30_DAYS'));
  it('refuses a time off the grid, in a rest or on a closed day', () => {
    expect(pickupTimeIssue(store(), NOW, at('2026-11-25T11:10'))).toBe('NOT_A_SLOT');
    expect(pickupTimeIssue(store(), NOW, at('2026-11-25T12:00'))).toBe('NOT_A_SLOT');
    expect(pickupTimeIssue(store(), NOW, at('2026-11-26T11:00'))).toBe('NOT_A_SLOT');
  });
});
