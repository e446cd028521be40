import { describe, expect, it } from 'vitest';
import { BOOKING_WINDOW_DAYS, DEFAULT_BOOKING_TIME_OFFSET } from '../format/constants';
import { bookingHorizon } from './start-times';
import { at, makeStore } from './test-support';
import type { EngineStore } from './types';

const NOW = at('2025-03-03T09:12');

describe('bookingHorizon', () => {
  it('starts bookingTimeOffset minutes from now', () =>
    expect(bookingHorizon(makeStore({ bookingTimeOffset: 90 }), NOW).earliest).toBe(NOW + 90 * 60));

  it('keeps an offset of 0: the store allows immediate bookings', () =>
    expect(bookingHorizon(makeStore({ bookingTimeOffset: 0 }), NOW).earliest).toBe(NOW));

  it('uses the default offset when the store has none', () => {
    const store = { ...makeStore(), bookingTimeOffset: undefined } as unknown as EngineStore;
    expect(bookingHorizon(store, NOW).earliest).toBe(NOW + DEFAULT_BOOKING_TIME_OFFSET * 60);
  });

  it('counts a negative offset as 0', () =>
    expect(bookingHorizon(makeStore({ bookingTimeOffset: -30 }), NOW).earliest).toBe(NOW));

  it('ends BOOKING_WINDOW_DAYS (30) calendar days ahead in the store zone', () => {
    expect(BOOKING_WINDOW_DAYS).toBe(30);
    expect(bookingHorizon(makeStore(), NOW).latest).toBe(at('2025-04-02T09:12'));
  });
});
