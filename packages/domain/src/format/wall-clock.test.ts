import fc from 'fast-check';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { wallClock, weekdayName } from './wall-clock';

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
