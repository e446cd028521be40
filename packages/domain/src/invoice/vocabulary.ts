/** Where a store's e-invoices are issued: the app's own sandbox (development) or ECPay (綠界). */
export const INVOICE_PROVIDERS = ['sandbox', 'ecpay'] as const;
export type InvoiceProviderName = (typeof INVOICE_PROVIDERS)[number];

/**
 * An invoice row's state: Pending until the provider issued it; Issued; Voided (作廢, a cancellation
 * in its period); Allowance (折讓 for part of it); Failed (the provider refused the last try; retried
 * until 48 hours after the sale).
 */
export const INVOICE_ROW_STATUSES = ['Pending', 'Issued', 'Voided', 'Allowance', 'Failed'] as const;
export type InvoiceRowStatus = (typeof INVOICE_ROW_STATUSES)[number];

/** How long an invoice may be retried: it must reach the Ministry's platform within 48 hours. */
export const INVOICE_RETRY_SECONDS = 48 * 3600;
