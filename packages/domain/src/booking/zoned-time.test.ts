import fc from 'fast-check';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { addLocalDays, clearLocalDayCache, localDayOf } from './zoned-time';

const ZONES = ['Asia/Taipei', 'America/New_York', 'Europe/London', 'Australia/Lord_Howe', 'America/Santiago'];
const luxonAddDays = (seconds: number, days: number, zone: string) =>
  DateTime.fromSeconds(seconds, { zone }).plus({ days }).toSeconds();

describe('addLocalDays (memoized local days, Luxon across offset changes)', () => {
  it('is Luxon calendar arithmetic for any instant, day count and zone, DST days included', () => {
    clearLocalDayCache();
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2020, 0, 1) / 1000, max: Date.UTC(2030, 0, 1) / 1000 }),
        fc.integer({ min: -40, max: 40 }),
        fc.constantFrom(...ZONES),
        (seconds, days, zone) => {
          expect(addLocalDays(seconds, days, zone)).toBe(luxonAddDays(seconds, days, zone));
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('keeps the wall-clock time across a DST change: 30 days from 10:00 before New York springs forward', () => {
    const before = DateTime.fromISO('2026-02-20T10:00', { zone: 'America/New_York' }).toSeconds();
    const after = addLocalDays(before, 30, 'America/New_York');
    expect(DateTime.fromSeconds(after, { zone: 'America/New_York' }).toFormat('yyyy-MM-dd HH:mm')).toBe(
      '2026-03-22 10:00',
    );
    expect(after - before).toBe(30 * 86400 - 3600);
  });

  it('in Taipei (no DST) is exactly n × 24 h', () => {
    expect(addLocalDays(1_795_500_000, 30, 'Asia/Taipei')).toBe(1_795_500_000 + 30 * 86400);
  });
});

describe('localDayOf (memoized days found with the last offset)', () => {
  it('is the Luxon local date of any instant, in any order of lookups across zones and DST', () => {
    clearLocalDayCache();
    fc.assert(
      fc.property(
        fc.oneof(
          fc.integer({ min: Date.UTC(2020, 0, 1) / 1000, max: Date.UTC(2030, 0, 1) / 1000 }),
          // The day before a DST change in New York, London or Lord Howe.
          fc
            .constantFrom(Date.UTC(2026, 2, 7, 12), Date.UTC(2026, 2, 28, 12), Date.UTC(2026, 3, 4, 12))
            .map((ms) => ms / 1000),
        ),
        fc.constantFrom(...ZONES),
        (seconds, zone) => {
          // Neighbouring instants (every 47 minutes over two days) hit the memoized days.
          for (let at = seconds; at < seconds + 2 * 86400; at += 47 * 60) {
            const day = localDayOf(at, zone);
            const luxon = DateTime.fromSeconds(at, { zone });
            expect(day.date).toBe(luxon.toISODate());
            expect(day.start).toBe(luxon.startOf('day').toSeconds());
          }
        },
      ),
      { numRuns: 100 },
    );
  }, 30_000);
});
