import { endpoints, type STORE_PICKUP_ACTIONS } from '@salon/contract';
import type { PickupOrderStatus } from '@salon/domain';
import { keepPreviousData, queryOptions, useQueryClient } from '@tanstack/react-query';
import { useAction } from './action';
import { staffCall } from './client';

export type StorePickupAction = (typeof STORE_PICKUP_ACTIONS)[number];

/** The store's moves of a pickup order, in the order their buttons show. */
export const PICKUP_ACTIONS = ['ready', 'pickUp', 'close'] as const satisfies readonly StorePickupAction[];

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

/** Ready, picked up, or cancelled by the store (stock and wallet back). */
export function usePickupStatus(code: string) {
  const queryClient = useQueryClient();
  return useAction(
    (body: { pickId: string; action: StorePickupAction }) =>
      staffCall(endpoints.staffPickupOrderStatus, { cname: code, body }),
    {
      onSettled: () => queryClient.invalidateQueries({ queryKey: ['staff', code, 'pickup'] }),
    },
  );
}
