import type { InvoiceChoice } from '@salon/domain';
import type { Tx } from '#api/db/client';
import { bookingLinesOf, visitFactsOf } from '#api/modules/bookings/service';
import { findCustomerById } from '#api/modules/customer/service';
import { pickupFactsOf, pickupLinesOf } from '#api/modules/retail/service';
import { storeById } from '#api/modules/store/service';

/** What an invoice needs from the areas that own it: the buyer, the store's address, the order. */

export interface InvoiceBuyer {
  name: string;
  phone: string | null;
  email: string | null;
  choice: InvoiceChoice | null;
}

export async function buyerOf(db: Tx, storeId: string, customerId: string | null): Promise<InvoiceBuyer | null> {
  if (!customerId) return null;
  const c = await findCustomerById(db, storeId, customerId);
  return c ? { name: c.lastName, phone: c.phoneE164, email: c.email, choice: c.invoiceChoice } : null;
}

export async function storeAddressOf(db: Tx, storeId: string): Promise<string> {
  return (await storeById(db, storeId))?.address ?? '';
}

/** What was sold, in short, for the invoice's line: the booking's services or the order's items. */
export async function orderNamesOf(db: Tx, kind: string, id: string): Promise<string[]> {
  if (kind === 'Booking') return (await bookingLinesOf(db, [id])).map((l) => l.productName);
  if (kind === 'PickupOrder') return (await pickupLinesOf(db, [id])).map((l) => l.name);
  return [];
}

/** Whether the order was cancelled or ended (a refund of it then voids rather than allows). */
export async function orderEndedOf(db: Tx, kind: string, id: string): Promise<boolean> {
  if (kind === 'Booking') {
    const status = (await visitFactsOf(db, id))?.status;
    return status !== undefined && ['Cancelled', 'Closed', 'Expired', 'NoShow'].includes(status);
  }
  if (kind === 'PickupOrder') {
    const status = (await pickupFactsOf(db, id))?.status;
    return status === 'Cancelled' || status === 'Closed';
  }
  return false;
}
