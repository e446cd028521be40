import type { CustomerInvoice } from '@salon/contract';
import { type InvoiceChoice, invoiceChoiceLabel, type PaymentSubject } from '@salon/domain';
import type { Tx } from '#api/db/client';
import { type InvoiceRow, invoicesOfOrders } from './repository';

/**
 * An order's e-invoices as its customer sees them: one query for all the orders of a page, oldest
 * first. A row voided before anything was issued (refunded in full first) is left out.
 */
export async function customerInvoicesOf(
  db: Tx,
  storeId: string,
  kind: PaymentSubject,
  orderIds: readonly string[],
): Promise<Map<string, CustomerInvoice[]>> {
  const byOrder = new Map<string, CustomerInvoice[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await invoicesOfOrders(db, storeId, kind, orderIds);
  for (const row of inOrder(rows)) {
    if (row.status === 'Voided' && row.number === null) continue;
    byOrder.set(row.orderId, [...(byOrder.get(row.orderId) ?? []), customerInvoiceOf(row)]);
  }
  return byOrder;
}

/** By when they were made, an invoice issued again always after the one it replaces (made the same second or not). */
function inOrder(rows: readonly InvoiceRow[]): InvoiceRow[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const depth = (row: InvoiceRow): number => {
    let n = 0;
    for (let r = row; r.replaces && byId.has(r.replaces) && n < rows.length; r = byId.get(r.replaces)!) n += 1;
    return n;
  };
  const made = (r: InvoiceRow) => r.createdAt.getTime();
  return [...rows].sort((a, b) => made(a) - made(b) || depth(a) - depth(b));
}

const seconds = (d: Date | null) => (d ? Math.floor(d.getTime() / 1000) : null);

function customerInvoiceOf(row: InvoiceRow): CustomerInvoice {
  const choice: InvoiceChoice | null = row.choice;
  return {
    number: row.number,
    status: row.status === 'Pending' || row.status === 'Failed' ? 'Issuing' : row.status,
    amount: row.amount,
    allowed: row.allowed,
    issuedAt: seconds(row.issuedAt),
    kind: choice?.kind ?? null,
    carrierType: choice?.kind === 'carrier' ? choice.carrier.type : null,
    choice: choice ? invoiceChoiceLabel(choice) : '',
  };
}
