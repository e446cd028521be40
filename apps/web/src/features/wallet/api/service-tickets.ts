import { customerSideEndpoints as endpoints } from '@salon/contract';
import { queryOptions } from '@tanstack/react-query';
import { call } from '#web/lib/api';

/** The signed-in customer's service tickets. */
export const serviceTicketsQuery = (cname: string) =>
  queryOptions({
    queryKey: ['wallet', 'tickets', cname],
    queryFn: ({ signal }) => call(endpoints.customerServiceTickets, { cname, signal }),
  });
