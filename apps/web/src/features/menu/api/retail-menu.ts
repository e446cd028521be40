import { endpoints } from '@salon/contract';
import { queryOptions } from '@tanstack/react-query';
import { call } from '#web/lib/api';

/** The store's retail products and categories. */
export const retailMenuQuery = (cname: string, userId?: string | null) =>
  queryOptions({
    queryKey: ['menu', 'retail', cname, userId ?? null],
    queryFn: ({ signal }) => call(endpoints.retailMenu, { cname, query: { userId: userId ?? undefined }, signal }),
  });
