import type { InvoiceRequest } from '@salon/contract';
import { customerSideEndpoints as endpoints } from '@salon/contract';
import { queryOptions } from '@tanstack/react-query';
import { call } from '#web/lib/api';

/** The signed-in customer's saved e-invoice choice (null: a printed proof), preselected at checkout. */
export const invoiceChoiceQuery = (cname: string, signedIn = true) =>
  queryOptions({
    queryKey: ['invoice', 'choice', cname],
    queryFn: ({ signal }) => call(endpoints.myInvoiceChoice, { cname, signal }),
    enabled: signedIn,
  });

export const saveInvoiceChoice = (cname: string, invoice: InvoiceRequest | null) =>
  call(endpoints.saveMyInvoiceChoice, { cname, body: { invoice } });
