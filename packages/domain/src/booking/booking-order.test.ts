import { describe, expect, it } from 'vitest';
import { BOOKING_STATUSES } from '../vocabulary/index';
import { BOOKING_LIST_FILTERS, bookingListFilter, orderBookings, splitBookings } from './booking-order';

const HOUR = 3600;
const now = 1_800_000_000;
const booking = (id: string, startHoursFromNow: number, hours = 1) => ({
  id,
  startTime: now + startHoursFromNow * HOUR,
  endTime: now + (startHoursFromNow + hours) * HOUR,
});

describe('orderBookings', () => {
  it('lists upcoming bookings soonest first, then past ones newest first', () => {
    const list = [
      booking('last-month', -30 * 24),
      booking('next-week', 7 * 24),
      booking('yesterday', -24),
      booking('tomorrow', 24),
      booking('in-two-days', 48),
    ];
    expect(orderBookings(list, now).map((b) => b.id)).toEqual([
      'tomorrow',
      'in-two-days',
      'next-week',
      'yesterday',
      'last-month',
    ]);
  });

  it('keeps a visit in progress with the upcoming ones; one that just ended is past', () => {
    const list = [booking('ended', -2, 2), booking('in-progress', -1, 2), booking('later', 3)];
    expect(orderBookings(list, now).map((b) => b.id)).toEqual(['in-progress', 'later', 'ended']);
  });

  it('does not change the list it is given', () => {
    const list = [booking('b', -1), booking('a', 1)];
    orderBookings(list, now);
    expect(list.map((b) => b.id)).toEqual(['b', 'a']);
  });
});

describe('splitBookings', () => {
  it('gives the two groups the list shows under their headings, in the same order', () => {
    const list = [booking('past', -5), booking('soon', 1), booking('later', 9), booking('older', -50)];
    const { upcoming, past } = splitBookings(list, now);
    expect(upcoming.map((b) => b.id)).toEqual(['soon', 'later']);
    expect(past.map((b) => b.id)).toEqual(['past', 'older']);
    expect([...upcoming, ...past]).toEqual(orderBookings(list, now));
  });

  it('a cancelled, expired or missed booking is never upcoming, whenever it was for (issue 28.6)', () => {
    const list = [
      { ...booking('cancelled-tomorrow', 24), status: 'Cancelled' as const },
      { ...booking('confirmed-soon', 2), status: 'Confirmed' as const },
      { ...booking('expired-next-week', 7 * 24), status: 'Expired' as const },
      { ...booking('awaiting-payment', 48), status: 'New' as const },
    ];
    const { upcoming, past } = splitBookings(list, now);
    expect(upcoming.map((b) => b.id)).toEqual(['confirmed-soon', 'awaiting-payment']);
    expect(past.map((b) => b.id)).toEqual(['expired-next-week', 'cancelled-tomorrow']);
  });
});

describe('bookingListFilter (issue 28.6)', () => {
  it('puts every status under one of three filters a customer knows', () => {
    const ahead = { ...booking('a', 24) };
    const past = { ...booking('p', -24) };
    const filters = BOOKING_STATUSES.map((status) => [status, bookingListFilter({ ...ahead, status }, now)]);
    expect(Object.fromEntries(filters)).toEqual({
      New: 'upcoming',
      Pending: 'upcoming',
      Confirmed: 'upcoming',
      Arrived: 'upcoming',
      Completed: 'done',
      Paid: 'done',
      Cancelled: 'ended',
      Closed: 'ended',
      NoShow: 'ended',
      Expired: 'ended',
    });
    expect(bookingListFilter({ ...past, status: 'Completed' }, now)).toBe('done');
    expect(bookingListFilter({ ...past, status: 'Confirmed' }, now)).toBe('done');
    expect(bookingListFilter({ ...past, status: 'Cancelled' }, now)).toBe('ended');
    for (const [, f] of filters) expect(BOOKING_LIST_FILTERS).toContain(f);
  });
});
