import { endpoints } from '@salon/contract';
import { keepPreviousData, queryOptions, useQueryClient } from '@tanstack/react-query';
import { useAction } from './action';
import { staffCall } from './client';

/** Customers of the store whose name or phone holds what was typed (at least two characters). */
export const customerSearchQuery = (code: string, q: string) =>
  queryOptions({
    queryKey: ['staff', code, 'customers', q],
    queryFn: ({ signal }) => staffCall(endpoints.staffCustomers, { cname: code, query: { q, limit: 6 }, signal }),
    enabled: q.trim().length >= 2,
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });

/** Up to 20 customers for the customers screen, by name (an empty search lists the first 20). */
export const customerListQuery = (code: string, q: string) =>
  queryOptions({
    queryKey: ['staff', code, 'customers', 'list', q],
    queryFn: ({ signal }) => staffCall(endpoints.staffCustomers, { cname: code, query: { q, limit: 20 }, signal }),
    placeholderData: keepPreviousData,
  });

export const customerDetailQuery = (code: string, customerId: string) =>
  queryOptions({
    queryKey: ['staff', code, 'customer', customerId],
    queryFn: ({ signal }) => staffCall(endpoints.staffCustomerDetail, { cname: code, params: { customerId }, signal }),
  });

/** The store's notes on a customer, and blocking them (their bookings and checkouts answer INVALID_CUSTOMER). */
export function useCustomerChanges(code: string, customerId: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['staff', code, 'customer'] });
  const notes = useAction(
    (staffNotes: string) =>
      staffCall(endpoints.staffCustomerNotes, { cname: code, params: { customerId }, body: { staffNotes } }),
    { onSuccess: refresh },
  );
  const block = useAction(
    (body: { blocked: boolean; reason?: string }) =>
      staffCall(endpoints.staffBlockCustomer, { cname: code, params: { customerId }, body }),
    {
      onSuccess: () =>
        Promise.all([refresh(), queryClient.invalidateQueries({ queryKey: ['staff', code, 'customers'] })]),
    },
  );
  return { notes, block };
}
