import { customerSideEndpoints as endpoints } from '@salon/contract';
import { queryOptions } from '@tanstack/react-query';
import { call } from '#web/lib/api';

/** One pickup order by its id (no sign-in needed: the id is the key). */
export const pickupOrderQuery = (cname: string, pickId: string) =>
  queryOptions({
    queryKey: ['retail', 'pickupOrder', cname, pickId],
    queryFn: ({ signal }) => call(endpoints.pickupOrderDetail, { cname, params: { pickId }, signal }),
    staleTime: 0,
  });
