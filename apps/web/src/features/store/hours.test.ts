import { formatWeekday, type WeeklyHours, weekdayName } from '@salon/domain';
import { describe, expect, it } from 'vitest';
import { hoursRows, openStatus, weekdayIndexAt } from './hours';

const closed = { open: [], rest: [] };
const hours: WeeklyHours = {
  sunday: { open: [{ start: '10:00', end: '19:00' }], rest: [] },
  monday: closed,
  tuesday: { open: [{ start: '11:00', end: '20:00' }], rest: [{ start: '14:00', end: '14:30' }] },
  wednesday: {
    open: [
      { start: '09:00', end: '12:00' },
      { start: '13:00', end: '18:00' },
    ],
    rest: [],
  },
  thursday: closed,
  friday: closed,
  saturday: closed,
};

/** Unix seconds of a Taipei wall-clock time (UTC+8). 2026-11-22 is a Sunday. */
const taipei = (day: number, hh: number, mm = 0) => Date.UTC(2026, 10, day, hh - 8, mm) / 1000;

describe('opening hours', () => {
  it("the row of a date's weekday, labelled as that date, shows that date's hours; no open range is closed", () => {
    const rows = hoursRows(hours);
    expect(rows).toHaveLength(7);
    const rowOf = (day: number) => rows[weekdayIndexAt(taipei(day, 12), 'Asia/Taipei')];
    expect(rowOf(22)?.open).toEqual(['10:00 – 19:00']); // Sunday 2026-11-22
    expect(rowOf(23)?.open).toEqual([]); // Monday: closed
    expect(rowOf(24)).toMatchObject({ open: ['11:00 – 20:00'], rest: ['14:00 – 14:30'] });
    expect(rowOf(25)?.open).toEqual(['09:00 – 12:00', '13:00 – 18:00']);
    for (let day = 22; day < 29; day++) {
      const row = rowOf(day);
      expect(row && weekdayName(row.index, 'zh-TW')).toBe(formatWeekday(taipei(day, 12), 'Asia/Taipei', 'zh-TW'));
      // A row with open hours is a day the store opens at some time of (open or later today).
      expect(row?.open.length === 0).toBe(openStatus(hours, taipei(day, 0, 1), 'Asia/Taipei').state === 'dayOff');
    }
  });

  it("today is the store zone's weekday, not UTC's", () => {
    // 00:30 Monday in Taipei is still Sunday in UTC.
    expect(weekdayIndexAt(taipei(23, 0, 30), 'Asia/Taipei')).toBe(1);
    expect(weekdayIndexAt(taipei(23, 0, 30), 'UTC')).toBe(0);
  });

  it.each([
    ['open now, until closing', taipei(22, 12), { state: 'open', until: '19:00' }],
    ['before opening', taipei(22, 9), { state: 'later', from: '10:00' }],
    ['after closing', taipei(22, 19), { state: 'closed' }],
    ['a day the store does not open (公休), not "closed now"', taipei(23, 12), { state: 'dayOff' }],
    ['in a rest break: open again after it', taipei(24, 14, 10), { state: 'later', from: '14:30' }],
    ['between two open ranges', taipei(25, 12, 30), { state: 'later', from: '13:00' }],
  ] as const)('%s', (_rule, now, expected) => {
    expect(openStatus(hours, now, 'Asia/Taipei')).toEqual(expected);
  });
});
