import { describe, expect, it } from 'vitest';
import type { WeeklyHours } from '../vocabulary/catalog';
import { providerFreeTime, storeCalendar } from './schedule';
import type { EngineProvider, EngineStore } from './types';

const open = (start: string, end: string) => ({ open: [{ start, end }], rest: [] });
const week = (start: string, end: string): WeeklyHours => ({
  sunday: open(start, end),
  monday: open(start, end),
  tuesday: open(start, end),
  wednesday: open(start, end),
  thursday: open(start, end),
  friday: open(start, end),
  saturday: open(start, end),
});
const store = (workingHours: WeeklyHours): EngineStore => ({
  timeZone: 'Asia/Taipei',
  workingHours,
  slotInterval: 30,
  bookingTimeOffset: 0,
  enableConcurrentServices: false,
  minConcurrentServiceUsers: 2,
  unassignedMode: 'Normal',
  maxCustomerCount: 4,
});
// Monday 2026-11-30 00:00 in Taipei (UTC+8).
const monday = Date.UTC(2026, 10, 29, 16) / 1000;
const at = (h: number) => monday + h * 3600;
const day = (s: EngineStore, offset = 0) =>
  storeCalendar(s, monday + offset * 86400, monday + (offset + 1) * 86400 - 1);

describe("a provider's free time, remembered per provider value and calendar", () => {
  const amber: EngineProvider = {
    id: 'amber',
    name: 'Amber',
    schedule: null,
    daysOff: [],
    busy: [{ start: at(12), end: at(13) }],
  };

  it('gives the same free time to another request with the same provider and an equal calendar', () => {
    const first = providerFreeTime(amber, day(store(week('10:00', '20:00'))));
    const again = providerFreeTime(amber, day(store(week('10:00', '20:00'))));
    expect(again).toBe(first);
    expect(first.free).toEqual([
      { start: at(10), end: at(12) },
      { start: at(13), end: at(20) },
    ]);
  });

  it('works out another day, or other store hours, anew', () => {
    expect(providerFreeTime(amber, day(store(week('11:00', '19:00')))).free).toEqual([
      { start: at(11), end: at(12) },
      { start: at(13), end: at(19) },
    ]);
    expect(providerFreeTime(amber, day(store(week('10:00', '20:00')), 1)).free).toEqual([
      { start: at(34), end: at(44) },
    ]);
  });

  it('sees new busy time, which comes as a new provider value', () => {
    const calendar = day(store(week('10:00', '20:00')));
    const booked = { ...amber, busy: [...amber.busy, { start: at(15), end: at(16) }] };
    expect(providerFreeTime(booked, calendar).free).toEqual([
      { start: at(10), end: at(12) },
      { start: at(13), end: at(15) },
      { start: at(16), end: at(20) },
    ]);
    expect(providerFreeTime(amber, calendar).free).toHaveLength(2);
  });
});
