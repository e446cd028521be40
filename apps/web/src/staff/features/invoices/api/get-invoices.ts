import { endpoints } from '@salon/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { staffCall } from '#web/staff/lib/client';

/** The store's invoices of sales in [from, to): issued, voided, allowed, or failing. */
export const invoicesQuery = (code: string, window: { from: number; to: number }) =>
  queryOptions({
    queryKey: ['staff', code, 'invoices', window.from, window.to],
    queryFn: ({ signal }) => staffCall(endpoints.staffInvoices, { cname: code, query: window, signal }),
    placeholderData: keepPreviousData,
    // An invoice is issued by a job a few seconds after the checkout.
    refetchInterval: 5000,
  });
