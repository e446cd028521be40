import type { Tx } from '#api/db/client';
import type { CustomerRow } from '#api/db/rows';
import { bookingTotalsOf } from '#api/modules/bookings/service';
import { recordOf } from '#api/modules/payments/record';
import { chargesOf } from '#api/modules/wallet/payments';

export interface BookingTotals {
  appointmentTimes: number;
  totalAmount: number;
}

/** A row of the payments record that took money (some or all of it may have been refunded since). */
const TOOK_MONEY = new Set<string>(['Paid', 'PartiallyRefunded', 'Refunded']);

/**
 * appointmentTimes: bookings made and not called off (cancelled, closed by the store or expired);
 * totalAmount: what the customer has spent on bookings — the totals of the completed or paid ones,
 * and on the others what was paid ahead and kept (the record's rows less their refunds, value card
 * payments not given back), so $5,100 paid online counts at once (issue 28.6). Each owner answers
 * its part: the bookings, the payments record, the wallet's charges.
 */
export async function bookingTotals(db: Tx, row: CustomerRow): Promise<BookingTotals> {
  const { appointmentTimes, spent, aheadIds } = await bookingTotalsOf(db, row.storeId, row.id);
  const [record, charges] = await Promise.all([recordOf(db, 'Booking', aheadIds), chargesOf(db, 'Booking', aheadIds)]);
  const online = record.filter((p) => TOOK_MONEY.has(p.status)).reduce((sum, p) => sum + (p.amount - p.refunded), 0);
  const card = charges
    .filter((c) => c.instrument === 'ValueCard')
    .reduce((sum, c) => sum + c.amount - (c.returnedAt === null ? 0 : (c.returnedAmount ?? c.amount)), 0);
  return { appointmentTimes, totalAmount: spent + online + card };
}
