import type { InvoiceChoice } from '@salon/domain';

/** One sale to invoice: our relate number, the amount (tax included, TWD), what it was, for whom. */
export interface InvoiceIssueRequest {
  /** Unique per merchant; the provider refuses a second invoice under it (we then look the first up). */
  relateNumber: string;
  amount: number;
  /** The invoice's line: what was sold (services or items, in short). */
  itemName: string;
  choice: InvoiceChoice;
  customer: { name: string; phone: string | null; email: string | null };
}

export interface IssuedInvoice {
  /** Two capital letters and eight digits: AB12345678. */
  number: string;
  /** The four-digit random code printed on the proof. */
  randomCode: string;
  /** Unix seconds the provider issued it. */
  issuedAt: number;
}

export interface InvoiceRef {
  number: string;
  issuedAt: number;
}

/** The provider said no (a refused carrier, a closed period, a wrong key): the reason in its words. */
export class InvoiceRefusedError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'InvoiceRefusedError';
  }
}

/**
 * A value-added e-invoice provider (ECPay here; the app's sandbox in development). Issue is called
 * by one job per sale; a repeated relate number never makes a second invoice.
 */
export interface InvoiceProvider {
  readonly name: string;
  issue(request: InvoiceIssueRequest): Promise<IssuedInvoice>;
  /** 作廢: the whole invoice, within its period. */
  void(invoice: InvoiceRef, reason: string): Promise<void>;
  /** 折讓: part of it given back; answers the allowance's number. */
  allowance(invoice: InvoiceRef, amount: number, itemName: string): Promise<string>;
  /** Whether a mobile barcode is registered at the Ministry's platform. */
  checkBarcode(barcode: string): Promise<boolean>;
  /** Whether a donation code belongs to a registered charity. */
  checkLoveCode(code: string): Promise<boolean>;
}
