import { endpoints } from '@salon/contract';
import { queryOptions } from '@tanstack/react-query';
import { staffCall } from './client';

/** The store's settings: its name, time zone and opening hours (the grid's rows). */
export const staffStoreQuery = (code: string) =>
  queryOptions({
    queryKey: ['staff', code, 'store'],
    queryFn: ({ signal }) => staffCall(endpoints.storeSetting, { cname: code, signal }),
    staleTime: 5 * 60_000,
    gcTime: 30 * 60_000,
  });
