import { prepaidOf } from '@salon/domain';
import type { Tx } from '#api/db/client';
import type { CustomerRow } from '#api/db/rows';
import { bookingTotalsOf } from '#api/modules/bookings/service';
import { recordOf } from '#api/modules/payments/record';

export interface BookingTotals {
  appointmentTimes: number;
  totalAmount: number;
}

/**
 * appointmentTimes: bookings made and not called off (cancelled, closed by the store or expired);
 * totalAmount: what the customer has spent on bookings — the totals of the completed or paid ones,
 * and on the others the money paid ahead and kept (the payments record's rows less their refunds,
 * the value card's included, vouchers and tickets not: `prepaidOf`), so $5,100 paid online counts
 * at once (issue 28.6). Each owner answers its part: the bookings, the payments record.
 */
export async function bookingTotals(db: Tx, row: CustomerRow): Promise<BookingTotals> {
  const { appointmentTimes, spent, aheadIds } = await bookingTotalsOf(db, row.storeId, row.id);
  const prepaid = prepaidOf(await recordOf(db, 'Booking', aheadIds));
  return { appointmentTimes, totalAmount: spent + prepaid };
}
