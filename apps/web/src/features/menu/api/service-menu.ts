import { endpoints } from '@salon/contract';
import { queryOptions } from '@tanstack/react-query';
import { call } from '#web/lib/api';

/**
 * The store's services, categories and designers (one designer's on a designer page). With the
 * signed-in customer's id (the spec's customerId), the API leaves out what they cannot book.
 */
export const serviceMenuQuery = (cname: string, userId?: string | null, customerId?: string | null) =>
  queryOptions({
    queryKey: ['menu', 'service', cname, userId ?? null, ...(customerId ? [customerId] : [])],
    queryFn: ({ signal }) =>
      call(endpoints.serviceMenu, {
        cname,
        query: { userId: userId ?? undefined, customerId: customerId ?? undefined },
        signal,
      }),
  });
