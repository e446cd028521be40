import { customerSideEndpoints as endpoints } from '@salon/contract';
import { queryOptions } from '@tanstack/react-query';
import { call } from '#web/lib/api';

/** The signed-in customer's pickup orders, newest first; nothing is asked without a token. */
export const myPickupOrdersQuery = (cname: string, token: string | null) =>
  queryOptions({
    queryKey: ['retail', 'myPickupOrders', cname, token],
    queryFn: ({ signal }) => call(endpoints.myPickupOrders, { cname, query: { page: 1, pageSize: 20 }, signal }),
    enabled: !!token,
    staleTime: 0,
  });
