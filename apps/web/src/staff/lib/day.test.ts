import { describe, expect, it } from 'vitest';
import { dayBounds, dayOf, dayTitle, isIsoDate, shiftDay, timeOn, weekdayIndex, weekOf } from './day';

const TAIPEI = 'Asia/Taipei';

describe('staff calendar days in the store zone', () => {
  it('reads the day of a time in Taipei, not in UTC', () => {
    // 2026-11-25 17:00 UTC is already the 26th in Taipei.
    expect(dayOf(Date.UTC(2026, 10, 25, 17) / 1000, TAIPEI)).toBe('2026-11-26');
  });

  it('bounds a day from Taipei midnight to the next', () => {
    const { from, to } = dayBounds('2026-11-26', TAIPEI);
    expect(from).toBe(Date.UTC(2026, 10, 25, 16) / 1000);
    expect(to - from).toBe(86400);
  });

  it('moves by days across a month end and finds the Monday-first week', () => {
    expect(shiftDay('2026-11-30', 1, TAIPEI)).toBe('2026-12-01');
    expect(shiftDay('2026-12-01', -7, TAIPEI)).toBe('2026-11-24');
    const week = weekOf('2026-11-26', TAIPEI);
    expect(week[0]).toBe('2026-11-23');
    expect(week).toHaveLength(7);
    expect(week[6]).toBe('2026-11-29');
    expect(weekdayIndex('2026-11-29', TAIPEI)).toBe(0);
  });

  it('turns a clock time of a day into unix seconds', () => {
    expect(timeOn('2026-11-26', '10:30', TAIPEI)).toBe(Date.UTC(2026, 10, 26, 2, 30) / 1000);
  });

  it('accepts only real yyyy-mm-dd days', () => {
    expect(isIsoDate('2026-11-26')).toBe(true);
    expect(isIsoDate('2026-02-30')).toBe(false);
    expect(isIsoDate('26/11/2026')).toBe(false);
    expect(isIsoDate(null)).toBe(false);
  });

  it('titles a day in either language', () => {
    expect(dayTitle('2026-11-26', TAIPEI, 'zh-TW')).toBe('2026/11/26（週四）');
    expect(dayTitle('2026-11-26', TAIPEI, 'en')).toBe('Thu, Nov 26, 2026');
  });
});
