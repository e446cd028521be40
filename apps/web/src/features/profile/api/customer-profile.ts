import { customerSideEndpoints as endpoints } from '@salon/contract';
import { queryOptions } from '@tanstack/react-query';
import { call } from '#web/lib/api';

/** The signed-in customer of the store. */
export const customerQuery = (cname: string) =>
  queryOptions({
    queryKey: ['customer', cname],
    queryFn: ({ signal }) => call(endpoints.customerProfile, { cname, signal }),
  });
