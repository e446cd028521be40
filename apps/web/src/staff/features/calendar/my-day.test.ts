import { describe, expect, it } from 'vitest';
import type { CalendarBooking } from './grid';
import { myDayOrder } from './my-day';

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
