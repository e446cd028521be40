import { endpoints } from '@salon/contract';
import { queryOptions } from '@tanstack/react-query';
import { staffCall } from './client';

/** The store's service menu, as customers see it: what a staff booking may hold. */
export const serviceMenuQuery = (code: string) =>
  queryOptions({
    queryKey: ['staff', code, 'menu'],
    queryFn: ({ signal }) => staffCall(endpoints.serviceMenu, { cname: code, signal }),
    staleTime: 5 * 60_000,
    gcTime: 30 * 60_000,
  });
