import { describe, expect, it } from 'vitest';
import type { WeeklyHours } from '../vocabulary/catalog';
import { bookingsOutsideShifts, providerFreeTime, providerShifts, storeCalendar, withoutHours } from './schedule';
import type { EngineProvider, EngineStore } from './types';

const open = (start: string, end: string, rest: { start: string; end: string }[] = []) => ({
  open: [{ start, end }],
  rest,
});
const hours: WeeklyHours = {
  sunday: { open: [], rest: [] },
  monday: open('10:00', '20:00', [{ start: '13:00', end: '14:00' }]),
  tuesday: open('10:00', '20:00'),
  wednesday: open('10:00', '20:00'),
  thursday: open('10:00', '20:00'),
  friday: open('10:00', '20:00'),
  saturday: open('10:00', '18:00'),
};
const store = {
  timeZone: 'Asia/Taipei',
  workingHours: hours,
  slotInterval: 30,
  bookingTimeOffset: 0,
  enableConcurrentServices: false,
  minConcurrentServiceUsers: 2,
  unassignedMode: 'Normal',
  maxCustomerCount: 4,
} satisfies EngineStore;
const amber: EngineProvider = { id: 'amber', name: 'Amber', schedule: null, daysOff: [], busy: [] };
// Monday 2026-11-30 00:00 in Taipei (UTC+8).
const monday = Date.UTC(2026, 10, 29, 16) / 1000;
const at = (h: number, m = 0) => monday + h * 3600 + m * 60;

describe('providerShifts', () => {
  it("shades the store's hours minus the rest when the designer has no schedule of her own", () => {
    expect(providerShifts(amber, store, monday, monday + 86400)).toEqual([
      { start: at(10), end: at(13) },
      { start: at(14), end: at(20) },
    ]);
  });

  it('leaves a day off empty and keeps the next day', () => {
    const off = { ...amber, daysOff: ['2026-11-30'] };
    expect(providerShifts(off, store, monday, monday + 2 * 86400)).toEqual([{ start: at(34), end: at(44) }]);
  });

  it("keeps a designer's own schedule within the store's hours", () => {
    const late = { ...amber, schedule: { ...hours, monday: open('12:00', '22:00') } };
    expect(providerShifts(late, store, monday, monday + 86400)).toEqual([
      { start: at(12), end: at(13) },
      { start: at(14), end: at(20) },
    ]);
  });

  it('is cut to the asked window', () => {
    expect(providerShifts(amber, store, at(15), at(16))).toEqual([{ start: at(15), end: at(16) }]);
  });
});

describe('withoutHours', () => {
  it('opens every day around the clock and drops schedules and days off, keeping busy time', () => {
    const busy = [{ start: at(21), end: at(22) }];
    const off = { ...amber, daysOff: ['2026-11-30'], schedule: hours, busy };
    const open = withoutHours(store, [off]);
    expect(providerShifts(open.providers[0]!, open.store, monday, monday + 86400)).toEqual([
      { start: monday, end: monday + 86400 },
    ]);
    expect(open.providers[0]!.busy).toEqual(busy);
  });
});

describe('bookingsOutsideShifts', () => {
  const shifts = new Map([
    [
      'amber',
      [
        { start: at(10), end: at(13) },
        { start: at(14), end: at(20) },
      ],
    ],
  ]);
  it('names the bookings with a service outside its designer’s working time, once each', () => {
    const events = [
      { bookingId: 'inside', providerId: 'amber', start: at(10), end: at(11) },
      { bookingId: 'over-rest', providerId: 'amber', start: at(12, 30), end: at(13, 30) },
      { bookingId: 'late', providerId: 'amber', start: at(19, 30), end: at(20, 30) },
      { bookingId: 'late', providerId: 'amber', start: at(20, 30), end: at(21) },
      { bookingId: 'nobody-works', providerId: 'kevin', start: at(11), end: at(12) },
    ];
    expect(bookingsOutsideShifts(events, shifts)).toEqual(['over-rest', 'late', 'nobody-works']);
  });
});

describe("a provider's free time, remembered per provider value and calendar", () => {
  const busyAmber: EngineProvider = { ...amber, busy: [{ start: at(12), end: at(13) }] };
  const day = (s: EngineStore, offset = 0) =>
    storeCalendar(s, monday + offset * 86400, monday + (offset + 1) * 86400 - 1);

  it('gives the same free time to another request with the same provider and an equal calendar', () => {
    const first = providerFreeTime(busyAmber, day(store));
    expect(providerFreeTime(busyAmber, day({ ...store }))).toBe(first);
    expect(first.free).toEqual([
      { start: at(10), end: at(12) },
      { start: at(14), end: at(20) },
    ]);
  });

  it('works out another day, or other store hours, anew', () => {
    const shorter = { ...store, workingHours: { ...hours, monday: open('11:00', '19:00') } };
    expect(providerFreeTime(busyAmber, day(shorter)).free).toEqual([
      { start: at(11), end: at(12) },
      { start: at(13), end: at(19) },
    ]);
    expect(providerFreeTime(busyAmber, day(store, 1)).free).toEqual([{ start: at(34), end: at(44) }]);
  });

  it('sees new busy time, which comes as a new provider value', () => {
    const booked = { ...busyAmber, busy: [...busyAmber.busy, { start: at(15), end: at(16) }] };
    expect(providerFreeTime(booked, day(store)).free).toEqual([
      { start: at(10), end: at(12) },
      { start: at(14), end: at(15) },
      { start: at(16), end: at(20) },
    ]);
    expect(providerFreeTime(busyAmber, day(store)).free).toHaveLength(2);
  });
});
