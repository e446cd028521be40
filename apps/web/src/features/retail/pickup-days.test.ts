import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { pickupDays } from './pickup-days';

const zone = 'Asia/Taipei';
const at = (iso: string) => DateTime.fromISO(iso, { zone }).toSeconds();

describe('pickup times by day', () => {
  it('groups slots by the store-local day (Asia/Taipei, not UTC), in order', () => {
    // 07:30 in Taipei is still the previous day in UTC: it must count as the 24th.
    const slots = [at('2026-11-25T10:00'), at('2026-11-24T18:00'), at('2026-11-24T07:30')];
    expect(pickupDays(slots, zone)).toEqual([
      { day: at('2026-11-24T00:00'), slots: [at('2026-11-24T07:30'), at('2026-11-24T18:00')] },
      { day: at('2026-11-25T00:00'), slots: [at('2026-11-25T10:00')] },
    ]);
  });

  it('no slots, no days', () => {
    expect(pickupDays([], zone)).toEqual([]);
  });
});
