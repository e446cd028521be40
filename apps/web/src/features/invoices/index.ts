/** What other features may use of invoices, besides its api/ and components/. */
export { draftOf, draftProblems, EMPTY_DRAFT, type InvoiceDraft, requestOf } from './draft';
export { type InvoiceDraftState, useInvoiceDraft } from './use-invoice-draft';
