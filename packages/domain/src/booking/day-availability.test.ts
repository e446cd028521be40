import { describe, expect, it } from 'vitest';
import { availabilityByDay } from './day-availability';
import { at, makeProduct, makeProvider, makeRequest, makeStore, weekly } from './test-support';

// Monday 2025-03-03 08:00 Taipei is "now"; the window is Mon 3 – Sun 9 March.
const WEEK = { start: at('2025-03-03T00:00'), end: at('2025-03-10T00:00') };
const closedOnSunday = weekly(
  [['10:00', '20:00']],
  [],
  ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'],
);
const request = (overrides: Parameters<typeof makeRequest>[0] = {}) =>
  makeRequest({ store: makeStore({ workingHours: closedOnSunday }), window: WEEK, ...overrides });
const dayOf = (result: ReturnType<typeof availabilityByDay>, date: string) => result.days.find((d) => d.date === date);

describe('availabilityByDay', () => {
  it('lists every store-local day of the window with its number of starts, and keeps the slots as they are', () => {
    const result = availabilityByDay(request());
    expect(result.days.map((d) => d.date)).toEqual([
      '2025-03-03',
      '2025-03-04',
      '2025-03-05',
      '2025-03-06',
      '2025-03-07',
      '2025-03-08',
      '2025-03-09',
    ]);
    expect(result.days.reduce((sum, d) => sum + d.slots, 0)).toBe(result.slots.length);
    expect(dayOf(result, '2025-03-04')).toEqual({ date: '2025-03-04', slots: 19, reason: null });
  });

  it('says closed on a day the store does not open', () => {
    expect(dayOf(availabilityByDay(request()), '2025-03-09')).toMatchObject({ slots: 0, reason: 'closed' });
  });

  it('says leadTime for a day whose last start is before now + lead time', () => {
    const now = at('2025-03-03T19:00'); // 60 minutes of lead time: the 19:30 start is too soon
    expect(dayOf(availabilityByDay(request({ now })), '2025-03-03')).toMatchObject({ slots: 0, reason: 'leadTime' });
  });

  it('says leadTime for a past day of the window', () => {
    const now = at('2025-03-05T08:00');
    expect(dayOf(availabilityByDay(request({ now })), '2025-03-04')).toMatchObject({ slots: 0, reason: 'leadTime' });
  });

  it('says beyondWindow, not leadTime, for a day whose starts all lie past the 30-day window (issue 28.6)', () => {
    // 30 days from 15:00 on 4 February: 6 March has its starts until 15:00, 7 March none yet.
    const result = availabilityByDay(request({ now: at('2025-02-04T15:00') }));
    expect(dayOf(result, '2025-03-06')?.slots).toBeGreaterThan(0);
    expect(dayOf(result, '2025-03-07')).toMatchObject({ slots: 0, reason: 'beyondWindow' });
    expect(dayOf(result, '2025-03-09')).toMatchObject({ slots: 0, reason: 'closed' });
  });

  it('says designerOff when the chosen designer has a day off, or their own hours skip the day', () => {
    const providers = [
      makeProvider('a', { daysOff: ['2025-03-05'] }),
      makeProvider('b', { schedule: weekly([['10:00', '20:00']], [], ['monday']) }),
    ];
    const forA = availabilityByDay(request({ providers, events: [{ productId: 'cut', userId: 'a' }] }));
    expect(dayOf(forA, '2025-03-05')).toMatchObject({ slots: 0, reason: 'designerOff' });
    expect(dayOf(forA, '2025-03-06')?.reason).toBeNull();
    const forB = availabilityByDay(request({ providers, events: [{ productId: 'cut', userId: 'b' }] }));
    expect(dayOf(forB, '2025-03-04')).toMatchObject({ slots: 0, reason: 'designerOff' });
  });

  it('says designerOff with no preference when every designer who offers the service is off', () => {
    const providers = [makeProvider('a', { daysOff: ['2025-03-05'] }), makeProvider('b', { daysOff: ['2025-03-05'] })];
    expect(dayOf(availabilityByDay(request({ providers })), '2025-03-05')?.reason).toBe('designerOff');
  });

  it('says fullyBooked when the designers work but their bookings leave no room', () => {
    const busy = [{ start: at('2025-03-06T10:00'), end: at('2025-03-06T20:00') }];
    const result = availabilityByDay(request({ providers: [makeProvider('a', { busy })] }));
    expect(dayOf(result, '2025-03-06')).toMatchObject({ slots: 0, reason: 'fullyBooked' });
  });

  it('says notEnoughDesigners when fewer designers work that day than people come at once', () => {
    const providers = [makeProvider('a'), makeProvider('b', { daysOff: ['2025-03-07'] })];
    const result = availabilityByDay(request({ providers, customerCount: 2 }));
    expect(dayOf(result, '2025-03-07')).toMatchObject({ slots: 0, reason: 'notEnoughDesigners' });
    expect(dayOf(result, '2025-03-06')?.slots).toBeGreaterThan(0);
  });

  it('counts a day as fully booked, not short of designers, when only bookings stand in the way of two people', () => {
    const busy = [{ start: at('2025-03-07T10:00'), end: at('2025-03-07T20:00') }];
    const providers = [makeProvider('a'), makeProvider('b', { busy })];
    const result = availabilityByDay(request({ providers, customerCount: 2, products: [makeProduct('cut')] }));
    expect(dayOf(result, '2025-03-07')?.reason).toBe('fullyBooked');
  });

  it('says closed, not fullyBooked, when the store blocked the day; a chosen designer blocked is off (issue 43.13)', () => {
    const day = [{ start: at('2025-03-06T10:00'), end: at('2025-03-06T20:00') }];
    const blockedAll = [makeProvider('a', { busy: day, blocked: day }), makeProvider('b', { busy: day, blocked: day })];
    expect(dayOf(availabilityByDay(request({ providers: blockedAll })), '2025-03-06')).toMatchObject({
      slots: 0,
      reason: 'closed',
    });
    const blockedA = [makeProvider('a', { busy: day, blocked: day }), makeProvider('b')];
    const forA = availabilityByDay(request({ providers: blockedA, events: [{ productId: 'cut', userId: 'a' }] }));
    expect(dayOf(forA, '2025-03-06')).toMatchObject({ slots: 0, reason: 'designerOff' });
    // Part blocked, the rest booked: a booking may still be cancelled, so the day is fully booked.
    const half = [{ start: at('2025-03-06T10:00'), end: at('2025-03-06T15:00') }];
    const mixed = [makeProvider('a', { busy: day, blocked: half })];
    expect(dayOf(availabilityByDay(request({ providers: mixed })), '2025-03-06')?.reason).toBe('fullyBooked');
  });
});
