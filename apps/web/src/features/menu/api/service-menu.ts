import { endpoints } from '@salon/contract';
import { queryOptions } from '@tanstack/react-query';
import { call } from '#web/lib/api';

/** The store's services, categories and designers (one designer's on a designer page). */
export const serviceMenuQuery = (cname: string, userId?: string | null) =>
  queryOptions({
    queryKey: ['menu', 'service', cname, userId ?? null],
    queryFn: ({ signal }) => call(endpoints.serviceMenu, { cname, query: { userId: userId ?? undefined }, signal }),
  });
