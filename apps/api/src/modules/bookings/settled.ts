import type { Tx } from '#api/db/client';
import { type Settled, settledOf } from '#api/modules/counter/service';
import { paidByOrder } from '#api/modules/payments/record';

/** What a booking's money came to: its counter checkout, if settled, and what the payments record says it was paid. */
export interface BookingMoney {
  settled: Settled | undefined;
  paid: number;
}

/** The money of these bookings: each one's counter checkout and what the payments record says it was paid. */
export async function moneyOf(db: Tx, bookingIds: readonly string[]): Promise<Map<string, BookingMoney>> {
  const [settled, paid] = await Promise.all([settledOf(db, bookingIds), paidByOrder(db, 'Booking', bookingIds)]);
  return new Map(bookingIds.map((id) => [id, { settled: settled.get(id), paid: paid.get(id) ?? 0 }]));
}
