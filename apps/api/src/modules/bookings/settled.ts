import type { Tx } from '#api/db/client';
import { paidByOrder } from '#api/modules/payments/record';
import { type Settled, settledOf } from './counter-repository';

/** A booking settled at the counter, with what the payments record says it was paid. */
export type SettledPaid = Settled & { paid: number };

/** The counter checkouts of these bookings, each with what the payments record says the booking was paid. */
export async function settledWithPaid(db: Tx, bookingIds: readonly string[]): Promise<Map<string, SettledPaid>> {
  const [settled, paid] = await Promise.all([settledOf(db, bookingIds), paidByOrder(db, 'Booking', bookingIds)]);
  return new Map([...settled].map(([id, s]) => [id, { ...s, paid: paid.get(id) ?? 0 }]));
}
