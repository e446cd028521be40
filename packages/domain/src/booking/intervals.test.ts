import { describe, expect, it } from 'vitest';
import { FreeTime, intersect, normalize, subtract } from './intervals';
import { at } from './test-support';
import { clockToSeconds, localDayOf, localDaysCovering } from './zoned-time';

const i = (start: number, end: number) => ({ start, end });

describe('interval sweeps', () => {
  it('normalizes: sorts, merges overlapping and touching, drops empty', () =>
    expect(normalize([i(5, 7), i(0, 2), i(2, 3), i(6, 9), i(4, 4)])).toEqual([i(0, 3), i(5, 9)]));
  it('subtracts', () =>
    expect(subtract([i(0, 10), i(20, 30)], [i(2, 4), i(8, 22), i(29, 40)])).toEqual([i(0, 2), i(4, 8), i(22, 29)]));
  it('intersects', () => expect(intersect([i(0, 10), i(20, 30)], [i(5, 25)])).toEqual([i(5, 10), i(20, 25)]));
  it('answers covers with binary search and with a cursor, also going back', () => {
    const free = new FreeTime([i(0, 10), i(20, 30)]);
    const cursor = free.cursor();
    const queries: [number, number, boolean][] = [
      [0, 10, true],
      [5, 11, false],
      [20, 25, true],
      [25, 25, true],
      [30, 30, false],
      [2, 8, true],
    ];
    for (const [s, e, ok] of queries) {
      expect(free.covers(s, e)).toBe(ok);
      expect(cursor.covers(s, e)).toBe(ok);
    }
  });
});

describe('local days', () => {
  it('has 23 hours on a spring-forward day and converts clock times exactly', () => {
    const zone = 'America/New_York';
    const day = localDayOf(at('2024-03-10T12:00', zone), zone);
    expect(day.end - day.start).toBe(23 * 3600);
    expect(day.uniformOffset).toBe(false);
    expect(clockToSeconds(day, '09:00')).toBe(at('2024-03-10T09:00', zone));
    expect(clockToSeconds(day, '24:00')).toBe(at('2024-03-11T00:00', zone));
  });
  it('lists every day overlapping a span', () => {
    const days = localDaysCovering(at('2025-03-03T23:00'), at('2025-03-05T00:00'), 'Asia/Taipei');
    expect(days.map((d) => [d.date, d.weekday])).toEqual([
      ['2025-03-03', 'monday'],
      ['2025-03-04', 'tuesday'],
      ['2025-03-05', 'wednesday'],
    ]);
  });
});
