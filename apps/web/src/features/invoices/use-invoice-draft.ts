import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { fieldErrorsOf } from '#web/features/auth';
import { invoiceChoiceQuery } from './api/invoice-choice';
import { draftOf, draftProblems, EMPTY_DRAFT, type InvoiceDraft, type InvoiceField, requestOf } from './draft';

/** The API's refusal of a well-formed choice: the provider does not know the barcode or the code. */
const SERVER_PROBLEM: Record<InvoiceField, string> = {
  'invoice.carrier.id': 'carrierUnregistered',
  'invoice.donationCode': 'donationUnknown',
  'invoice.taxId': 'taxIdChecksum',
  'invoice.buyer': 'buyer',
};

/**
 * The e-invoice part of a checkout: the customer's saved choice preselected (once it has loaded),
 * what they change, the problems to show once they tried to send, and the API's refusal of a
 * barcode or donation code shown on its field.
 */
export function useInvoiceDraft(cname: string, signedIn = true) {
  const saved = useQuery(invoiceChoiceQuery(cname, signedIn));
  const [changed, setChanged] = useState<InvoiceDraft | null>(null);
  const [touched, setTouched] = useState(false);
  const [refused, setRefused] = useState<Partial<Record<InvoiceField, string>>>({});
  const draft = changed ?? (saved.data ? draftOf(saved.data.invoice) : null);
  const problems = draft ? draftProblems(draft) : {};
  return {
    draft: draft ?? EMPTY_DRAFT,
    setDraft: (next: InvoiceDraft) => {
      setChanged(next);
      setRefused({});
    },
    errors: { ...(touched ? problems : {}), ...refused },
    /** Before sending: false when something typed is wrong (its field then says what). */
    check: () => {
      setTouched(true);
      return Object.keys(problems).length === 0;
    },
    /** What to send: nothing until the saved choice loaded or the customer chose (the API then uses the saved one). */
    request: draft ? requestOf(draft) : undefined,
    /** A refusal naming an invoice field is shown on it (true); anything else is the caller's. */
    showRefusal: (error: unknown) => {
      const fields = Object.keys(fieldErrorsOf(error)).filter((f): f is InvoiceField => f in SERVER_PROBLEM);
      if (fields.length === 0) return false;
      setRefused(Object.fromEntries(fields.map((f) => [f, SERVER_PROBLEM[f]])));
      return true;
    },
  };
}
export type InvoiceDraftState = ReturnType<typeof useInvoiceDraft>;
