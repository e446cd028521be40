import { endpoints } from '@salon/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { staffCall } from '#web/staff/lib/client';
import { searchable } from '../search-rule';

/** Customers of the store whose name or phone holds what was typed (one Chinese character, or two others). */
export const customerSearchQuery = (code: string, q: string) =>
  queryOptions({
    queryKey: ['staff', code, 'customers', q],
    queryFn: ({ signal }) => staffCall(endpoints.staffCustomers, { cname: code, query: { q, limit: 6 }, signal }),
    enabled: searchable(q),
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
