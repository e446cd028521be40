import { describe, expect, it } from 'vitest';
import { dayOptions, daysInMonth } from './calendar';

describe('days a birthday picker offers', () => {
  it.each([
    ['February of a leap year has 29', 2024, 2, 29],
    ['February of 2025 has 28', 2025, 2, 28],
    ['February of 2000 (divisible by 400) is a leap February', 2000, 2, 29],
    ['February of 1900 (a century, not by 400) has 28', 1900, 2, 28],
    ['January has 31', 2025, 1, 31],
    ['April has 30', 2025, 4, 30],
    ['June has 30', 1992, 6, 30],
    ['December has 31', 1992, 12, 31],
  ])('%s', (_rule, year, month, days) => {
    expect(daysInMonth(year, month)).toBe(days);
    expect(dayOptions(year, month)).toEqual(Array.from({ length: days }, (_, i) => i + 1));
  });

  it('a month without a year offers its longest length: 29 for February, 30 for April', () => {
    expect(daysInMonth(null, 2)).toBe(29);
    expect(daysInMonth(null, 4)).toBe(30);
    expect(daysInMonth(null, 7)).toBe(31);
  });

  it('no month chosen yet offers 31 days, whatever the year', () => {
    expect(daysInMonth(null, null)).toBe(31);
    expect(daysInMonth(2025, null)).toBe(31);
  });

  it('a month outside 1–12 is a programming error', () => {
    expect(() => daysInMonth(2025, 0)).toThrow(RangeError);
    expect(() => daysInMonth(2025, 13)).toThrow(RangeError);
    expect(() => daysInMonth(2025.5, 2)).toThrow(RangeError);
  });
});
