import type { RetailMenu, ServiceMenu } from '@salon/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api';

export const serviceMenuQuery = (cname: string, userId?: string | null) =>
  queryOptions({
    queryKey: ['menu', 'service', cname, userId ?? null],
    queryFn: ({ signal }) => api.get<ServiceMenu>('/bookings/menu/service', { cname, query: { userId }, signal }),
  });

export const retailMenuQuery = (cname: string, userId?: string | null) =>
  queryOptions({
    queryKey: ['menu', 'retail', cname, userId ?? null],
    queryFn: ({ signal }) => api.get<RetailMenu>('/bookings/menu/retail', { cname, query: { userId }, signal }),
  });
