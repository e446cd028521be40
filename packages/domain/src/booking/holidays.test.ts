import { describe, expect, it } from 'vitest';
import { pickupTimeIssue, pickupTimes } from '../retail/pickup-times';
import { calendarDays } from './calendar-window';
import { availabilityByDay } from './day-availability';
import { providerShifts, withoutHours } from './schedule';
import { startTimeIssue } from './start-times';
import { at, makeProvider, makeRequest, makeStore, weekly } from './test-support';

// Monday 2025-03-03 08:00 Taipei is "now"; the window is Mon 3 – Sun 9 March.
const WEEK = { start: at('2025-03-03T00:00'), end: at('2025-03-10T00:00') };
const weekdays = weekly([['10:00', '20:00']], [], ['monday', 'tuesday', 'wednesday', 'thursday', 'friday']);
const dayOf = (result: ReturnType<typeof availabilityByDay>, date: string) => result.days.find((d) => d.date === date);

describe("the store's holidays", () => {
  const store = makeStore({ workingHours: weekdays, holidays: ['2025-03-05'] });

  it('close the day: no starts, reason closed, the days around it untouched', () => {
    const result = availabilityByDay(makeRequest({ store, window: WEEK }));
    expect(dayOf(result, '2025-03-05')).toEqual({ date: '2025-03-05', slots: 0, reason: 'closed' });
    expect(dayOf(result, '2025-03-04')?.slots).toBe(19);
    expect(dayOf(result, '2025-03-06')?.slots).toBe(19);
    expect(result.slots.some((s) => s >= at('2025-03-05T00:00') && s < at('2025-03-06T00:00'))).toBe(false);
  });

  it('win over a designer extra day and leave the staff calendar blank', () => {
    const nina = makeProvider('nina', { extraDays: ['2025-03-05'] });
    const result = availabilityByDay(makeRequest({ store, providers: [nina], window: WEEK }));
    expect(dayOf(result, '2025-03-05')?.reason).toBe('closed');
    expect(providerShifts(nina, store, at('2025-03-05T00:00'), at('2025-03-06T00:00'))).toEqual([]);
  });

  it('refuse a start on the day as off the grid, and the customer date strip marks it closed', () => {
    const now = at('2025-03-03T08:00');
    expect(startTimeIssue(store, now, at('2025-03-05T12:00'))).toBe('NOT_A_SLOT');
    expect(startTimeIssue(store, now, at('2025-03-04T12:00'))).toBeNull();
    const strip = calendarDays(now, 'Asia/Taipei', weekdays, 7, ['2025-03-05']);
    expect(strip.filter((d) => d.closed).map((d) => d.iso)).toEqual(['2025-03-05', '2025-03-08', '2025-03-09']);
  });

  it('have no pickup times either', () => {
    const pickup = { timeZone: 'Asia/Taipei', openingHours: weekdays, slotInterval: 60, bookingTimeOffset: 0 };
    const now = at('2025-03-03T08:00');
    const times = (s: typeof pickup & { holidays?: string[] }) =>
      pickupTimes(s, now, at('2025-03-04T00:00'), at('2025-03-06T23:59')).map((t) => new Date(t * 1000).toISOString());
    const withHoliday = times({ ...pickup, holidays: ['2025-03-05'] });
    expect(withHoliday).toHaveLength(20); // 10 on Tuesday, 10 on Thursday
    expect(times(pickup)).toHaveLength(30);
    expect(pickupTimeIssue({ ...pickup, holidays: ['2025-03-05'] }, now, at('2025-03-05T12:00'))).toBe('NOT_A_SLOT');
    expect(pickupTimeIssue(pickup, now, at('2025-03-05T12:00'))).toBeNull();
  });

  it('do not hold back a manager booking outside hours', () => {
    const open = withoutHours(store, [makeProvider('a')]);
    expect(open.store.holidays).toEqual([]);
    const result = availabilityByDay(makeRequest({ ...open, window: WEEK, now: at('2025-03-03T00:00') }));
    expect(dayOf(result, '2025-03-05')?.slots).toBeGreaterThan(0);
  });
});

describe("a designer's extra working days", () => {
  // Kai works Mondays and Tuesdays 12:00–16:00 only.
  const own = weekly([['12:00', '16:00']], [], ['monday', 'tuesday']);
  const store = makeStore({ workingHours: weekdays });

  it("work the store's hours that day, whatever their own hours say", () => {
    const kai = makeProvider('kai', { schedule: own, extraDays: ['2025-03-06'] });
    const result = availabilityByDay(makeRequest({ store, providers: [kai], window: WEEK }));
    expect(dayOf(result, '2025-03-05')).toMatchObject({ slots: 0, reason: 'designerOff' });
    expect(dayOf(result, '2025-03-06')?.slots).toBe(19);
    expect(providerShifts(kai, store, at('2025-03-06T00:00'), at('2025-03-07T00:00'))).toEqual([
      { start: at('2025-03-06T10:00'), end: at('2025-03-06T20:00') },
    ]);
    // On the days of their own hours nothing changes.
    expect(dayOf(result, '2025-03-04')?.slots).toBe(7);
  });

  it('give way to a day off on the same date and do not open a day the store is closed', () => {
    const both = makeProvider('kai', {
      schedule: own,
      extraDays: ['2025-03-06', '2025-03-08'],
      daysOff: ['2025-03-06'],
    });
    const result = availabilityByDay(makeRequest({ store, providers: [both], window: WEEK }));
    expect(dayOf(result, '2025-03-06')).toMatchObject({ slots: 0, reason: 'designerOff' });
    expect(dayOf(result, '2025-03-08')).toMatchObject({ slots: 0, reason: 'closed' });
  });

  it('with a requested designer, the extra day is the only day beside their own that has starts', () => {
    const kai = makeProvider('kai', { schedule: own, extraDays: ['2025-03-07'] });
    const result = availabilityByDay(
      makeRequest({ store, providers: [kai], events: [{ productId: 'cut', userId: 'kai' }], window: WEEK }),
    );
    expect(result.days.filter((d) => d.slots > 0).map((d) => d.date)).toEqual([
      '2025-03-03',
      '2025-03-04',
      '2025-03-07',
    ]);
  });
});
