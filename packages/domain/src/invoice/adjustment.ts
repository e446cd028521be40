/**
 * What a refund does to an issued invoice. Within the invoice's own period a cancelled order (or a
 * sale refunded in full) voids it (作廢) and, when money remains, a new invoice is issued for what
 * remains; otherwise — a partial refund, or any refund after the period — the refunded part is an
 * allowance (折讓). Nothing when the invoice already says no more than the sale now holds.
 */
export type InvoiceAdjustment =
  | { kind: 'none' }
  | { kind: 'void'; reissue: number }
  | { kind: 'allowance'; amount: number };

export interface AdjustmentFacts {
  /** What the invoice was issued for. */
  issued: number;
  /** Allowances made on it so far. */
  allowed: number;
  /** What the sale holds now: its payments less their refunds. */
  kept: number;
  /** Whether now is still the invoice's period. */
  inPeriod: boolean;
  /** The order was cancelled or ended (not a partial refund of one that goes on). */
  orderEnded: boolean;
}

export function invoiceAdjustment(f: AdjustmentFacts): InvoiceAdjustment {
  const stands = f.issued - f.allowed;
  const back = stands - Math.max(0, f.kept);
  if (back <= 0) return { kind: 'none' };
  if (f.inPeriod && f.allowed === 0 && (f.orderEnded || f.kept <= 0))
    return { kind: 'void', reissue: Math.max(0, f.kept) };
  return { kind: 'allowance', amount: back };
}
