/** What other staff features may use of the counter, besides its api/ and components/: the e-invoice choice (the pickup's handover). */
export { type CounterChoice, emptyChoice, invoiceOf } from './counter';
