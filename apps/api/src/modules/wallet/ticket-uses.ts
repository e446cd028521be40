import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '#api/db/client';
import { serviceTickets, walletCharges } from '#api/db/schema/wallet';

/**
 * What 業績 asks of the wallet: the service each booking's ticket paid (a ticket pays one service of
 * its product whole), by the wallet charge its row of the payments record stands for.
 */
export async function ticketUsesOf(db: Tx, bookingIds: readonly string[]) {
  if (bookingIds.length === 0) return [];
  return db
    .select({ bookingId: walletCharges.orderId, productId: serviceTickets.productId })
    .from(walletCharges)
    .innerJoin(serviceTickets, eq(serviceTickets.id, walletCharges.instrumentId))
    .where(
      and(
        eq(walletCharges.orderKind, 'Booking'),
        eq(walletCharges.instrument, 'ServiceTicket'),
        inArray(walletCharges.orderId, [...bookingIds]),
      ),
    );
}
