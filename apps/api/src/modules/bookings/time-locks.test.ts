import { describe, expect, it } from 'vitest';
import { hourKeys } from './time-locks';

const at = (iso: string) => new Date(iso);
const event = (providerId: string, start: string, end: string) => ({
  providerId,
  startTime: at(start),
  endTime: at(end),
});

describe('the (designer, hour) keys a write of booking events locks', () => {
  it('gives every hour an event touches, its end excluded, each key once and in order', () => {
    const keys = hourKeys('store-a', [
      event('amber', '2026-11-27T02:30:00Z', '2026-11-27T04:00:00Z'),
      event('amber', '2026-11-27T03:00:00Z', '2026-11-27T03:30:00Z'),
    ]);
    const hour = (iso: string) => Math.floor(at(iso).getTime() / 3_600_000);
    expect(keys.map((k) => k[1])).toEqual([hour('2026-11-27T02:00:00Z'), hour('2026-11-27T03:00:00Z')]);
    expect(new Set(keys.map((k) => k[0])).size).toBe(1);
    const sorted = [...keys].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
    expect(keys).toEqual(sorted);
  });

  it('shares a key between any two overlapping events of one designer, and none across designers or stores', () => {
    const a = hourKeys('store-a', [event('amber', '2026-11-27T02:50:00Z', '2026-11-27T03:10:00Z')]);
    const b = hourKeys('store-a', [event('amber', '2026-11-27T03:05:00Z', '2026-11-27T03:35:00Z')]);
    const shared = (x: [number, number][], y: [number, number][]) =>
      x.some(([d, h]) => y.some(([e, g]) => d === e && h === g));
    expect(shared(a, b)).toBe(true);
    expect(shared(a, hourKeys('store-a', [event('kevin', '2026-11-27T02:50:00Z', '2026-11-27T03:10:00Z')]))).toBe(
      false,
    );
    expect(shared(a, hourKeys('store-b', [event('amber', '2026-11-27T02:50:00Z', '2026-11-27T03:10:00Z')]))).toBe(
      false,
    );
    for (const [designer, hour] of a) {
      expect(Number.isInteger(designer) && designer >= -(2 ** 31) && designer < 2 ** 31).toBe(true);
      expect(Number.isInteger(hour) && hour < 2 ** 31).toBe(true);
    }
  });
});
