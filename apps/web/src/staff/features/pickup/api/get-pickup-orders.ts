import { endpoints } from '@salon/contract';
import type { PickupOrderStatus } from '@salon/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { staffCall } from '#web/staff/lib/client';

/** The store's pickup orders, newest first, optionally of one status. */
export const pickupOrdersQuery = (code: string, status: PickupOrderStatus | null, page: number) =>
  queryOptions({
    queryKey: ['staff', code, 'pickup', status, page],
    queryFn: ({ signal }) =>
      staffCall(endpoints.staffPickupOrders, {
        cname: code,
        query: { status: status ?? undefined, page, pageSize: 20 },
        signal,
      }),
    refetchInterval: 15_000,
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
