import { describe, expect, it } from 'vitest';
import { hours, periodTitle, periodWindow, shiftPeriod } from './figures';

const zone = 'Asia/Taipei';
const at = (iso: string) => Date.parse(iso) / 1000;

describe("the figures screen's windows in the store's zone", () => {
  it('a day, a Monday-first week and a month holding a date', () => {
    expect(periodWindow('2026-11-26', 'day', zone)).toEqual({
      from: at('2026-11-25T16:00:00Z'),
      to: at('2026-11-26T16:00:00Z'),
    });
    expect(periodWindow('2026-11-26', 'week', zone)).toEqual({
      from: at('2026-11-22T16:00:00Z'),
      to: at('2026-11-29T16:00:00Z'),
    });
    expect(periodWindow('2026-11-26', 'month', zone)).toEqual({
      from: at('2026-10-31T16:00:00Z'),
      to: at('2026-11-30T16:00:00Z'),
    });
  });

  it('steps by whole windows and titles them', () => {
    expect(shiftPeriod('2026-11-26', 'month', 1, zone)).toBe('2026-12-01');
    expect(shiftPeriod('2026-11-26', 'week', -1, zone)).toBe('2026-11-16');
    expect(shiftPeriod('2026-11-26', 'day', 1, zone)).toBe('2026-11-27');
    expect(periodTitle('2026-11-26', 'week', zone)).toBe('2026/11/23–11/29');
    expect(periodTitle('2026-11-26', 'month', zone)).toBe('2026/11');
    expect(hours(90)).toBe('1.5');
    expect(hours(0)).toBe('0');
  });
});
