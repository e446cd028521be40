import { describe, expect, it } from 'vitest';
import { smsSendAt } from './quiet-hours';

/** Unix seconds of a Taipei wall-clock time (UTC+8). */
const taipei = (day: number, hour: number, minute = 0) => Date.UTC(2026, 10, day, hour - 8, minute) / 1000;

describe('SMS quiet hours (21:00–09:00 Taipei)', () => {
  it('sends at once during the day', () => {
    expect(smsSendAt(taipei(24, 9), null)).toBe(taipei(24, 9));
    expect(smsSendAt(taipei(24, 20, 59), taipei(26, 10))).toBe(taipei(24, 20, 59));
  });
  it('waits until 09:00 at night, the same or the next day', () => {
    expect(smsSendAt(taipei(24, 21), taipei(26, 10))).toBe(taipei(25, 9));
    expect(smsSendAt(taipei(25, 3), null)).toBe(taipei(25, 9));
  });
  it('sends at night when the visit is sooner than 09:00', () => {
    expect(smsSendAt(taipei(24, 22), taipei(25, 8, 30))).toBe(taipei(24, 22));
  });
});
