/** What other features may use of invoices, besides its api/ and components/. */
export { useInvoiceDraft } from './use-invoice-draft';
