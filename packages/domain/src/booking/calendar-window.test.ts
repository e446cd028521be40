import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import type { WeeklyHours } from '../vocabulary/catalog';
import { calendarDays, calendarWindow, pickCalendarDay } from './calendar-window';
import { weekly } from './test-support';

const zone = 'Asia/Taipei';
const at = (iso: string, z = zone) => DateTime.fromISO(iso, { zone: z }).toSeconds();
const open = { open: [{ start: '10:00', end: '19:00' }], rest: [] };
const closed = { open: [], rest: [] };
// Closed on Mondays, like the demo store.
const hours: WeeklyHours = {
  sunday: open,
  monday: closed,
  tuesday: open,
  wednesday: open,
  thursday: open,
  friday: open,
  saturday: open,
};

describe('calendar days', () => {
  const now = at('2026-11-22T21:30'); // a Sunday evening in Taipei
  const strip = calendarDays(now, zone, hours);

  it('runs from today through 30 days ahead, in the store zone', () => {
    expect(strip).toHaveLength(31);
    expect(strip[0]).toMatchObject({ iso: '2026-11-22', today: true, weekday: 0, month: 11, day: 22 });
    expect(strip[30]?.iso).toBe('2026-12-22');
    expect(strip[0]?.start).toBe(at('2026-11-22T00:00'));
    expect(strip[0]?.end).toBe(at('2026-11-23T00:00'));
  });

  it('today is the store zone today even when UTC is on another date', () => {
    const lateUtc = at('2026-11-22T01:00'); // 2026-11-21 17:00 UTC
    expect(calendarDays(lateUtc, zone, hours)[0]?.iso).toBe('2026-11-22');
  });

  it('weekdays without working hours are closed', () => {
    expect(strip.filter((d) => d.closed).map((d) => d.iso)).toEqual([
      '2026-11-23',
      '2026-11-30',
      '2026-12-07',
      '2026-12-14',
      '2026-12-21',
    ]);
  });

  it('days are whole local days under daylight saving too', () => {
    const ny = calendarDays(at('2026-03-07T12:00', 'America/New_York'), 'America/New_York', hours, 2);
    // 8 March 2026: clocks go forward, the day lasts 23 hours.
    expect(ny[1]?.iso).toBe('2026-03-08');
    expect((ny[1]?.end ?? 0) - (ny[1]?.start ?? 0)).toBe(23 * 3600);
  });

  it('keeps the chosen day when it is open, else picks the first open day', () => {
    expect(pickCalendarDay(strip, strip[2]!.start)?.iso).toBe('2026-11-24');
    expect(pickCalendarDay(strip, strip[1]!.start)?.iso).toBe('2026-11-22'); // Monday is closed
    expect(pickCalendarDay(strip, null)?.iso).toBe('2026-11-22');
    expect(pickCalendarDay(strip, 12345)?.iso).toBe('2026-11-22');
    const allClosed = calendarDays(now, zone, {
      ...hours,
      sunday: closed,
      tuesday: closed,
      wednesday: closed,
      thursday: closed,
      friday: closed,
      saturday: closed,
    });
    expect(pickCalendarDay(allClosed, null)).toBeNull();
  });
});

describe('calendar window', () => {
  const now = at('2026-11-22T21:30');

  it('loads the whole local day shown', () => {
    const w = calendarWindow({ now, timeZone: zone, workingHours: hours, selected: at('2026-11-24T00:00') });
    expect(w.days).toHaveLength(31);
    expect(w.day?.iso).toBe('2026-11-24');
    expect(w.load).toEqual({ start: at('2026-11-24T00:00'), end: at('2026-11-25T00:00') });
  });

  it('without a choice (or a closed or past one) the first open day', () => {
    expect(calendarWindow({ now, timeZone: zone, workingHours: hours }).day?.iso).toBe('2026-11-22');
    expect(
      calendarWindow({ now, timeZone: zone, workingHours: hours, selected: at('2026-11-23T00:00') }).day?.iso,
    ).toBe('2026-11-22');
    expect(
      calendarWindow({ now, timeZone: zone, workingHours: hours, selected: at('2026-11-01T00:00') }).day?.iso,
    ).toBe('2026-11-22');
  });

  it('nothing to load when no day is open', () => {
    const shut = weekly([], [], []);
    expect(calendarWindow({ now, timeZone: zone, workingHours: shut })).toMatchObject({ day: null, load: null });
  });
});
