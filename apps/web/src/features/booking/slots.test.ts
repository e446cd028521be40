import type { WeeklyHours } from '@salon/contract';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { dateStrip, groupSlots, periodOf, pickDay } from './slots';

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

describe('date strip', () => {
  const now = at('2026-11-22T21:30'); // a Sunday evening in Taipei
  const strip = dateStrip(now, zone, hours);

  it('runs from today through 30 days ahead, in the store zone', () => {
    expect(strip).toHaveLength(31);
    expect(strip[0]).toMatchObject({ iso: '2026-11-22', today: true, weekday: 0, month: 11, day: 22 });
    expect(strip[30]?.iso).toBe('2026-12-22');
    expect(strip[0]?.start).toBe(at('2026-11-22T00:00'));
    expect(strip[0]?.end).toBe(at('2026-11-23T00:00'));
  });

  it('today is the store zone today even when UTC is on another date', () => {
    const lateUtc = at('2026-11-22T01:00'); // 2026-11-21 17:00 UTC
    expect(dateStrip(lateUtc, zone, hours)[0]?.iso).toBe('2026-11-22');
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
    const ny = dateStrip(at('2026-03-07T12:00', 'America/New_York'), 'America/New_York', hours, 2);
    // 8 March 2026: clocks go forward, the day lasts 23 hours.
    expect(ny[1]?.iso).toBe('2026-03-08');
    expect((ny[1]?.end ?? 0) - (ny[1]?.start ?? 0)).toBe(23 * 3600);
  });

  it('keeps the chosen day when it is open, else picks the first open day', () => {
    expect(pickDay(strip, strip[2]!.start)?.iso).toBe('2026-11-24');
    expect(pickDay(strip, strip[1]!.start)?.iso).toBe('2026-11-22'); // Monday is closed
    expect(pickDay(strip, null)?.iso).toBe('2026-11-22');
    expect(pickDay(strip, 12345)?.iso).toBe('2026-11-22');
    const allClosed = dateStrip(now, zone, {
      ...hours,
      sunday: closed,
      tuesday: closed,
      wednesday: closed,
      thursday: closed,
      friday: closed,
      saturday: closed,
    });
    expect(pickDay(allClosed, null)).toBeNull();
  });
});

describe('slot grouping', () => {
  it('morning before 12:00, afternoon until 18:00, evening after, in the store zone', () => {
    expect(periodOf(at('2026-11-24T11:30'), zone)).toBe('morning');
    expect(periodOf(at('2026-11-24T12:00'), zone)).toBe('afternoon');
    expect(periodOf(at('2026-11-24T17:30'), zone)).toBe('afternoon');
    expect(periodOf(at('2026-11-24T18:00'), zone)).toBe('evening');
  });

  it('groups ascending slots and leaves empty periods out', () => {
    const slots = ['13:00', '10:00', '10:30', '18:30'].map((t) => at(`2026-11-24T${t}`));
    expect(groupSlots(slots, zone)).toEqual([
      { period: 'morning', slots: [at('2026-11-24T10:00'), at('2026-11-24T10:30')] },
      { period: 'afternoon', slots: [at('2026-11-24T13:00')] },
      { period: 'evening', slots: [at('2026-11-24T18:30')] },
    ]);
    expect(groupSlots([at('2026-11-24T14:00')], zone).map((g) => g.period)).toEqual(['afternoon']);
    expect(groupSlots([], zone)).toEqual([]);
  });

  it('the same instant falls in the period of the zone it is shown in', () => {
    const slot = at('2026-11-24T11:00'); // 11:00 in Taipei is 12:00 in Tokyo
    expect(periodOf(slot, 'Asia/Tokyo')).toBe('afternoon');
  });
});
