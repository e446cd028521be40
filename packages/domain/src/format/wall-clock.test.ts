import fc from 'fast-check';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { zoneOffsetHint } from '../booking/zoned-time';
import { HINT_SECONDS, rememberZoneOffset, wallClock, weekdayName } from './wall-clock';

const ZONES = ['Asia/Taipei', 'Asia/Tokyo', 'America/New_York', 'Asia/Kolkata', 'Australia/Lord_Howe', 'UTC'];

describe('wall clock (Intl, no Luxon)', () => {
  it('reads the weekday and HH:mm Luxon reads, in zones with DST and half-hour offsets', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2020, 0, 1) / 1000, max: Date.UTC(2035, 0, 1) / 1000 }),
        fc.constantFrom(...ZONES),
        (ts, zone) => {
          const seen = DateTime.fromSeconds(ts, { zone });
          expect(wallClock(ts, zone)).toEqual({ weekday: seen.weekday % 7, time: seen.toFormat('HH:mm') });
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('midnight is 00:00, not 24:00; Sunday 00:30 in Taipei is still Saturday in UTC', () => {
    const sundayHalfPastMidnight = Date.UTC(2026, 10, 21, 16, 30) / 1000;
    expect(wallClock(sundayHalfPastMidnight, 'Asia/Taipei')).toEqual({ weekday: 0, time: '00:30' });
    expect(wallClock(sundayHalfPastMidnight, 'UTC')).toEqual({ weekday: 6, time: '16:30' });
  });

  it('an unknown zone is a programming error', () => {
    expect(() => wallClock(0, 'Mars/Olympus')).toThrow(RangeError);
  });

  it('names weekdays Sunday first in both languages', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map((i) => weekdayName(i))).toEqual([
      '週日',
      '週一',
      '週二',
      '週三',
      '週四',
      '週五',
      '週六',
    ]);
    expect(weekdayName(6, 'en')).toBe('Sat');
    expect(() => weekdayName(7)).toThrow(RangeError);
  });
});

describe("wall clock by a rendered page's offset hint", () => {
  it("within the hint's window reads what Intl reads, in zones with DST and half-hour offsets", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2020, 0, 1) / 1000, max: Date.UTC(2035, 0, 1) / 1000 }),
        fc.integer({ min: -HINT_SECONDS, max: HINT_SECONDS }),
        fc.constantFrom(...ZONES),
        (at, later, zone) => {
          const hint = zoneOffsetHint(zone, at);
          if (!hint) return;
          const byIntl = wallClock(at + later, zone);
          rememberZoneOffset(hint);
          try {
            expect(wallClock(at + later, zone)).toEqual(byIntl);
          } finally {
            rememberZoneOffset({ zone, at: Number.NaN, offset: 0 });
          }
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('gives no hint across a DST change, and a hint is not used outside its window', () => {
    const springForward = Date.UTC(2026, 2, 8, 7, 0) / 1000; // 02:00 → 03:00 in New York
    expect(zoneOffsetHint('America/New_York', springForward - 60)).toBeNull();
    expect(zoneOffsetHint('Asia/Taipei', springForward)).toEqual({
      zone: 'Asia/Taipei',
      at: springForward,
      offset: 8 * 3600,
    });
    // A wrong offset, to see which way the clock was read.
    rememberZoneOffset({ zone: 'Asia/Tokyo', at: springForward, offset: 0 });
    try {
      expect(wallClock(springForward, 'Asia/Tokyo').time).toBe('07:00');
      expect(wallClock(springForward + HINT_SECONDS + 1, 'Asia/Tokyo').time).toBe('16:10');
    } finally {
      rememberZoneOffset({ zone: 'Asia/Tokyo', at: Number.NaN, offset: 0 });
    }
  });
});
