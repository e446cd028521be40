import { describe, expect, it } from 'vitest';
import { DEFAULT_TIME_ZONE, TOKYO_TIME_ZONE } from './constants';
import { dayStart, formatDay, formatFull, formatIsoDay, formatShort, formatTime, formatWeekday, isoDay } from './date';

const utc = (y: number, mo: number, d: number, h = 0, mi = 0) => Date.UTC(y, mo - 1, d, h, mi) / 1000;

/** Sunday 2026-11-22 14:30 in Taipei (UTC+8). */
const SUNDAY_AFTERNOON = utc(2026, 11, 22, 6, 30);
/** 00:30 on 2026-11-22 in Taipei, still 2026-11-21 in UTC. */
const JUST_AFTER_TAIPEI_MIDNIGHT = utc(2026, 11, 21, 16, 30);

describe('date formats (time zone fixed to Taipei by default)', () => {
  it.each([
    ['short format is month/day hour:minute', formatShort, '11/22 14:30'],
    ['full format is yyyy/LL/dd HH:mm', formatFull, '2026/11/22 14:30'],
    ['time is hour:minute, 24-hour clock', formatTime, '14:30'],
  ])('%s', (_rule, format, expected) => {
    expect(format(SUNDAY_AFTERNOON)).toBe(expected);
    expect(format(SUNDAY_AFTERNOON, DEFAULT_TIME_ZONE)).toBe(expected);
  });

  it.each([
    ['Taipei is UTC+8', DEFAULT_TIME_ZONE, '2026/11/22 14:30'],
    ['Tokyo is UTC+9', TOKYO_TIME_ZONE, '2026/11/22 15:30'],
    ['UTC', 'UTC', '2026/11/22 06:30'],
  ])('formats in the given zone: %s', (_rule, zone, expected) => {
    expect(formatFull(SUNDAY_AFTERNOON, zone)).toBe(expected);
  });

  it('the local date in Taipei can differ from the UTC date', () => {
    expect(formatFull(JUST_AFTER_TAIPEI_MIDNIGHT)).toBe('2026/11/22 00:30');
    expect(formatFull(JUST_AFTER_TAIPEI_MIDNIGHT, 'UTC')).toBe('2026/11/21 16:30');
  });

  it('pads single-digit months, days, hours and minutes', () => {
    expect(formatFull(utc(2026, 1, 4, 23, 5), 'UTC')).toBe('2026/01/04 23:05');
    expect(formatShort(utc(2026, 1, 4, 23, 5), 'UTC')).toBe('01/04 23:05');
  });

  it('an unknown zone throws', () => {
    expect(() => formatFull(SUNDAY_AFTERNOON, 'Not/AZone')).toThrow(RangeError);
  });
});

describe('formatWeekday', () => {
  it.each([
    ['Sunday in zh-TW', SUNDAY_AFTERNOON, 'zh-TW', '週日'],
    ['Monday in zh-TW', SUNDAY_AFTERNOON + 86400, 'zh-TW', '週一'],
    ['Saturday in zh-TW', SUNDAY_AFTERNOON - 86400, 'zh-TW', '週六'],
    ['Sunday in English', SUNDAY_AFTERNOON, 'en', 'Sun'],
    ['Saturday in English', SUNDAY_AFTERNOON - 86400, 'en', 'Sat'],
  ] as const)('%s', (_rule, ts, locale, expected) => {
    expect(formatWeekday(ts, DEFAULT_TIME_ZONE, locale)).toBe(expected);
  });

  it('uses the local day in the zone, not the UTC day', () => {
    expect(formatWeekday(JUST_AFTER_TAIPEI_MIDNIGHT)).toBe('週日');
    expect(formatWeekday(JUST_AFTER_TAIPEI_MIDNIGHT, 'UTC')).toBe('週六');
  });
});

describe('dayStart', () => {
  it('dayStart is local midnight in Taipei', () => {
    expect(dayStart(SUNDAY_AFTERNOON, DEFAULT_TIME_ZONE)).toBe(utc(2026, 11, 21, 16));
    expect(dayStart(JUST_AFTER_TAIPEI_MIDNIGHT, DEFAULT_TIME_ZONE)).toBe(utc(2026, 11, 21, 16));
  });

  // New York springs forward on 2026-03-08 (a 23-hour day) and falls back on 2026-11-01 (25 hours).
  // Midnight must come from the zone's rules; subtracting multiples of 86400 would be an hour off.
  it.each([
    ['spring forward: midnight is still EST (UTC-5)', utc(2026, 3, 8, 16), utc(2026, 3, 8, 5)],
    ['day after spring forward: midnight is EDT (UTC-4)', utc(2026, 3, 9, 16), utc(2026, 3, 9, 4)],
    ['fall back: midnight is still EDT (UTC-4)', utc(2026, 11, 1, 17), utc(2026, 11, 1, 4)],
    ['day after fall back: midnight is EST (UTC-5)', utc(2026, 11, 2, 17), utc(2026, 11, 2, 5)],
  ])('DST-safe in America/New_York, %s', (_rule, ts, midnight) => {
    expect(dayStart(ts, 'America/New_York')).toBe(midnight);
  });

  it.each([
    ['spring-forward day is 23 hours', utc(2026, 3, 8, 16), utc(2026, 3, 9, 16), 23 * 3600],
    ['fall-back day is 25 hours', utc(2026, 11, 1, 17), utc(2026, 11, 2, 17), 25 * 3600],
    ['an ordinary day is 24 hours', utc(2026, 6, 1, 16), utc(2026, 6, 2, 16), 24 * 3600],
  ])('DST-safe in America/New_York, %s', (_rule, day, nextDay, length) => {
    expect(dayStart(nextDay, 'America/New_York') - dayStart(day, 'America/New_York')).toBe(length);
  });
});

describe('isoDay', () => {
  it('is the calendar day where the store is, not in UTC', () => {
    // 2026-11-21 16:00 UTC is already the 22nd in Taipei.
    expect(isoDay(utc(2026, 11, 21, 16), DEFAULT_TIME_ZONE)).toBe('2026-11-22');
    expect(isoDay(utc(2026, 11, 21, 15, 59), DEFAULT_TIME_ZONE)).toBe('2026-11-21');
  });
});

describe('formatDay', () => {
  it('is the day in the store zone, as formatFull writes it', () => {
    expect(formatDay(JUST_AFTER_TAIPEI_MIDNIGHT, DEFAULT_TIME_ZONE)).toBe('2026/11/22');
    expect(formatDay(SUNDAY_AFTERNOON, DEFAULT_TIME_ZONE)).toBe(formatFull(SUNDAY_AFTERNOON).slice(0, 10));
  });
});

describe('formatIsoDay', () => {
  it('writes a calendar day as formatDay writes days', () => {
    expect(formatIsoDay('2025-06-01')).toBe('2025/06/01');
    expect(formatIsoDay('2025-06-01')).toBe(formatDay(utc(2025, 6, 1, 1), DEFAULT_TIME_ZONE));
  });
  it('leaves any other text as it is', () => {
    expect(formatIsoDay('today')).toBe('today');
    expect(formatIsoDay('2025-6-1')).toBe('2025-6-1');
  });
});
