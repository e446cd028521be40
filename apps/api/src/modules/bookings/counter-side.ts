import type { BookingStatus, CounterMethod } from '@salon/domain';
import type { Tx } from '#api/db/client';
import type { BookingRow } from '#api/db/rows';
import * as repo from './repository';
import { at, type BookingEventRow } from './repository';

/**
 * What the counter module asks of a booking: the booking (locked while it is checked out), its
 * services, and its move to Paid with the bill's total. The status is written by `repo.moveStatus`,
 * as every status move of a booking is.
 */

/** The booking of this store by its id (null when there is none); `lock` takes its row lock. */
export function bookingForCounter(
  db: Tx,
  storeId: string,
  bookingId: string,
  lock = false,
): Promise<BookingRow | null> {
  return repo.findBooking(db, storeId, bookingId, lock);
}

/** The services of these bookings, as booked (a booking's in its order). */
export function eventsOf(db: Tx, bookingIds: readonly string[]): Promise<BookingEventRow[]> {
  return repo.loadEvents(db, [...bookingIds]);
}

export interface CounterPayment {
  row: BookingRow;
  to: BookingStatus;
  now: number;
  staffId: string | null;
  /** The bill's total, the booking's new total. */
  total: number;
  /** What the booking was paid in all (its own term of money paid). */
  paidAmount: number;
  method: CounterMethod;
}

/** The booking checked out at the counter: moved to `to` (Paid) with the member in its history, its total and money paid. */
export function payAtCounter(tx: Tx, { row, to, now, staffId, total, paidAmount, method }: CounterPayment) {
  return repo.moveStatus(
    tx,
    {
      storeId: row.storeId,
      bookingId: row.id,
      from: row.status,
      to,
      now,
      by: 'store',
      reason: 'checked out at the counter',
      staffId,
    },
    {
      total,
      paidAmount,
      ...(method === 'CardTerminal' ? {} : { paymentMethod: method }),
      updatedAt: at(now),
    },
  );
}
