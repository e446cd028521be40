import { describe, expect, it } from 'vitest';
import type { CalendarBooking } from './grid';
import { myDayOrder, myWeekDays } from './my-day';

const b = (id: string, start: number, end: number, status: CalendarBooking['status'] = 'Confirmed') =>
  ({ id, status, startTime: start, endTime: end, events: [] }) as unknown as CalendarBooking;

describe("a designer's day as a list", () => {
  it('puts now and next first, then the rest in order, what is over last', () => {
    const list = myDayOrder(
      [
        b('early', 100, 200),
        b('later', 900, 1000),
        b('now', 450, 600),
        b('next', 700, 800),
        b('gone', 500, 600, 'Closed'),
      ],
      500,
    );
    expect(list.map((i) => [i.booking.id, i.place])).toEqual([
      ['now', 'now'],
      ['next', 'next'],
      ['later', 'later'],
      ['early', 'done'],
      ['gone', 'done'],
    ]);
  });
});

describe("a designer's week as a list", () => {
  const hers = (id: string, start: number, status: CalendarBooking['status'] = 'Confirmed', userId = 'amber') =>
    ({ id, status, startTime: start, endTime: start + 60, events: [{ userId }] }) as unknown as CalendarBooking;

  it('lists her bookings holding time under the day they start, in order; other designers and ended ones left out', () => {
    const days = [
      { date: 'mon', from: 0, to: 1000 },
      { date: 'tue', from: 1000, to: 2000 },
      { date: 'wed', from: 2000, to: 3000 },
    ];
    const week = myWeekDays(
      [
        hers('tue-late', 1500),
        hers('mon', 100),
        hers('tue-early', 1200),
        hers('kevin', 1300, 'Confirmed', 'kevin'),
        hers('cancelled', 1400, 'Cancelled'),
      ],
      'amber',
      days,
    );
    expect(week.map((d) => [d.day.date, d.bookings.map((b) => b.id)])).toEqual([
      ['mon', ['mon']],
      ['tue', ['tue-early', 'tue-late']],
      ['wed', []],
    ]);
  });
});
