import { describe, expect, it } from 'vitest';
import {
  type CalendarBooking,
  cellStarts,
  columnBlocks,
  draggedStart,
  endedMarks,
  holdsTime,
  minutesOnDay,
  nowFraction,
  offSpans,
  rowSpan,
  visibleMinutes,
} from './grid';

const DAY = 1_800_000_000 - (1_800_000_000 % 86400);
const at = (h: number, m = 0) => DAY + h * 3600 + m * 60;

function booking(id: string, events: [string, number, number][], status: CalendarBooking['status'] = 'Confirmed') {
  return {
    closeReason: null,
    id,
    status,
    startTime: Math.min(...events.map((e) => e[1])),
    endTime: Math.max(...events.map((e) => e[2])),
    customer: { name: id, phone: null, staffNotes: '' },
    events: events.map(([userId, startTime, endTime]) => ({ userId, productId: 'p', name: 'cut', startTime, endTime })),
    customerNotes: '',
    total: 800,
    paidAmount: 0,
    awaitingPaymentUntil: null,
  } as CalendarBooking;
}

describe('the day grid', () => {
  it('shows the opening hours with an hour either side, widened to hold every booking', () => {
    const hours = { open: [{ start: '11:00', end: '20:00' }], rest: [] };
    expect(visibleMinutes(hours, [], DAY)).toEqual({ start: 600, end: 1260 });
    const late = booking('late', [['amber', at(21, 15), at(22, 10)]]);
    expect(visibleMinutes(hours, [late], DAY)).toEqual({ start: 600, end: 1380 });
    expect(visibleMinutes({ open: [], rest: [] }, [], DAY)).toEqual({ start: 540, end: 1260 });
    // Another day's booking (the week's) changes nothing.
    const nextDay = booking('next', [['amber', at(26), at(27)]]);
    expect(visibleMinutes(hours, [nextDay], DAY)).toEqual({ start: 600, end: 1260 });
  });

  it('puts a booking in each column it has services in, from its first to its last there', () => {
    const b = booking('b1', [
      ['amber', at(11), at(12)],
      ['mia', at(12), at(13)],
      ['amber', at(13), at(13, 30)],
    ]);
    const amber = columnBlocks([b], 'amber', DAY, DAY + 86400);
    expect(amber).toHaveLength(1);
    expect(amber[0]).toMatchObject({ startTime: at(11), endTime: at(13, 30), lane: 0, lanes: 1 });
    expect(columnBlocks([b], 'mia', DAY, DAY + 86400)[0]).toMatchObject({ startTime: at(12), endTime: at(13) });
    expect(columnBlocks([b], 'leo', DAY, DAY + 86400)).toEqual([]);
  });

  it('shares the width between blocks that overlap, and only between those', () => {
    const early = booking('early', [['amber', at(11), at(12)]], 'Arrived');
    const taken = booking('taken', [['amber', at(11, 30), at(12, 30)]]);
    const later = booking('later', [['amber', at(14), at(15)]]);
    const blocks = columnBlocks([later, taken, early], 'amber', DAY, DAY + 86400);
    expect(blocks.map((b) => [b.booking.id, b.lane, b.lanes])).toEqual([
      ['early', 0, 2],
      ['taken', 1, 2],
      ['later', 0, 1],
    ]);
  });

  it('never covers freed time: closed, cancelled, no-show and expired bookings are marks apart, not blocks', () => {
    const ended = (['Closed', 'Cancelled', 'NoShow', 'Expired'] as const).map((s) =>
      booking(s, [['amber', at(11), at(12)]], s),
    );
    const taken = booking('taken', [['amber', at(11), at(12)]]);
    const all = [...ended, taken];
    expect(columnBlocks(all, 'amber', DAY, DAY + 86400).map((b) => [b.booking.id, b.lanes])).toEqual([['taken', 1]]);
    expect(endedMarks(all, 'amber', DAY, DAY + 86400).map((m) => m.booking.id)).toEqual([
      'Closed',
      'Cancelled',
      'NoShow',
      'Expired',
    ]);
    expect(holdsTime(taken)).toBe(true);
  });

  it('snaps a dragged start to the quarter hour', () => {
    expect(draggedStart(at(11), DAY, 60)).toBe(at(12));
    expect(draggedStart(at(11), DAY, 67)).toBe(at(12, 0));
    expect(draggedStart(at(11), DAY, 68)).toBe(at(12, 15));
    expect(draggedStart(at(11, 5), DAY, -20)).toBe(at(10, 45));
  });

  it('places a span on 15-minute rows after the header, at least one row, clamped to the grid', () => {
    const range = { start: 600, end: 1260 };
    expect(rowSpan({ startTime: at(10), endTime: at(11) }, DAY, range)).toEqual({ rowStart: 2, rowEnd: 6 });
    expect(rowSpan({ startTime: at(11, 30), endTime: at(11, 35) }, DAY, range, 0)).toEqual({ rowStart: 7, rowEnd: 8 });
    expect(rowSpan({ startTime: at(20), endTime: at(23) }, DAY, range, 0)).toEqual({ rowStart: 41, rowEnd: 45 });
  });

  it('draws "now" only within the grid', () => {
    const range = { start: 600, end: 1200 };
    expect(nowFraction(at(15), DAY, range)).toBe(0.5);
    expect(nowFraction(at(8), DAY, range)).toBeNull();
    expect(cellStarts({ start: 600, end: 720 })).toEqual([600, 630, 660, 690]);
  });

  it('greys what is outside working hours and inside rests', () => {
    expect(offSpans([{ start: 660, end: 1200 }], [{ start: 840, end: 870 }], { start: 600, end: 1260 })).toEqual([
      { start: 600, end: 660 },
      { start: 840, end: 870 },
      { start: 1200, end: 1260 },
    ]);
    expect(offSpans([], [], { start: 600, end: 700 })).toEqual([{ start: 600, end: 700 }]);
    // Shifts in unix seconds, as the calendar gives them: only the day's part counts.
    const shifts = [
      { startTime: at(11), endTime: at(14) },
      { startTime: at(14, 30), endTime: at(20) },
      { startTime: at(35), endTime: at(44) },
    ];
    expect(minutesOnDay(shifts, DAY)).toEqual([
      { start: 660, end: 840 },
      { start: 870, end: 1200 },
    ]);
  });
});
