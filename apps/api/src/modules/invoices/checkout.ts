import { type InvoiceRequest, invoiceChoiceOf } from '@salon/contract';
import type { Db, Tx } from '#api/db/client';
import { setInvoiceChoice } from '#api/modules/customer/service';
import type { StoreScope } from '#api/modules/scope';
import { assertRegistered } from './service';

/**
 * The customer's e-invoice choice where an order is placed or paid online (a booking, a pickup
 * order, paying a booking again): checked at the provider before anything is written, and
 * remembered on the customer's profile once the order is made. The sale's invoice row is written
 * when the money arrives (the payments record's trigger); the issue job then reads the choice
 * from the profile and keeps the one it used on the invoice.
 */

/** What the check needs of the app: the database, and where ECPay is reached (a fake in tests). */
export interface CheckoutInvoiceDeps {
  db: Db;
  config?: { ecpayInvoiceUrl?: string | null };
}

/** An unregistered mobile barcode or donation code → 400 naming `invoice.carrier.id` / `invoice.donationCode`. */
export async function checkInvoiceChoice(
  deps: CheckoutInvoiceDeps,
  { store, now }: StoreScope,
  request: InvoiceRequest | undefined,
): Promise<void> {
  if (!request) return;
  const invoices = { db: deps.db, now: () => now, ecpayBaseUrl: deps.config?.ecpayInvoiceUrl ?? null };
  await assertRegistered(invoices, store.id, invoiceChoiceOf(request), 'invoice');
}

/** The choice given (none given: nothing changes) becomes the customer's saved one. */
export async function rememberInvoiceChoice(
  db: Tx,
  customerId: string,
  request: InvoiceRequest | undefined,
): Promise<void> {
  if (request === undefined) return;
  const choice = invoiceChoiceOf(request);
  await setInvoiceChoice(db, customerId, choice.kind === 'printed' ? null : choice);
}
