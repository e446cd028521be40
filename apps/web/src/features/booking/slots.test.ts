import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { groupSlots, periodOf, slotsOfDay, stripWindow } from './slots';

const zone = 'Asia/Taipei';
const at = (iso: string, z = zone) => DateTime.fromISO(iso, { zone: z }).toSeconds();

describe('slot grouping', () => {
  it('morning before 12:00, afternoon until 18:00, evening after, in the store zone', () => {
    expect(periodOf(at('2026-11-24T11:30'), zone)).toBe('morning');
    expect(periodOf(at('2026-11-24T12:00'), zone)).toBe('afternoon');
    expect(periodOf(at('2026-11-24T17:30'), zone)).toBe('afternoon');
    expect(periodOf(at('2026-11-24T18:00'), zone)).toBe('evening');
  });

  it('groups ascending slots and leaves empty periods out', () => {
    const slots = ['13:00', '10:00', '10:30', '18:30'].map((t) => at(`2026-11-24T${t}`));
    expect(groupSlots(slots, zone)).toEqual([
      { period: 'morning', slots: [at('2026-11-24T10:00'), at('2026-11-24T10:30')] },
      { period: 'afternoon', slots: [at('2026-11-24T13:00')] },
      { period: 'evening', slots: [at('2026-11-24T18:30')] },
    ]);
    expect(groupSlots([at('2026-11-24T14:00')], zone).map((g) => g.period)).toEqual(['afternoon']);
    expect(groupSlots([], zone)).toEqual([]);
  });

  it('the same instant falls in the period of the zone it is shown in', () => {
    const slot = at('2026-11-24T11:00'); // 11:00 in Taipei is 12:00 in Tokyo
    expect(periodOf(slot, 'Asia/Tokyo')).toBe('afternoon');
  });
});

describe('one availability answer for the whole date strip', () => {
  const day = (iso: string) => ({ start: at(`${iso}T00:00`), end: at(`${iso}T00:00`) + 86400 });

  it('asks for the strip from its first day to the end of its last', () => {
    expect(stripWindow([day('2026-11-24'), day('2026-11-25'), day('2026-11-26')])).toEqual({
      start: at('2026-11-24T00:00'),
      end: at('2026-11-27T00:00'),
    });
    expect(stripWindow([])).toBeNull();
  });

  it("shows the chosen day's starts out of the window's answer", () => {
    const slots = ['2026-11-24T19:30', '2026-11-25T11:00', '2026-11-25T19:30', '2026-11-26T11:00'].map((t) => at(t));
    expect(slotsOfDay(slots, day('2026-11-25'))).toEqual([at('2026-11-25T11:00'), at('2026-11-25T19:30')]);
  });
});
