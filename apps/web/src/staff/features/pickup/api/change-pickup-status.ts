import { endpoints, type InvoiceRequest, STORE_PICKUP_ACTIONS } from '@salon/contract';
import type { CounterMethod } from '@salon/domain';
import { useAction, useRefresh } from '#web/staff/lib/action';
import { staffCall } from '#web/staff/lib/client';

type StorePickupAction = (typeof STORE_PICKUP_ACTIONS)[number];

/** The store's moves of a pickup order, in the order their buttons show (the contract's list). */
export const PICKUP_ACTIONS = STORE_PICKUP_ACTIONS;

/** Ready, picked up, or cancelled by the store (stock and wallet back). */
export function usePickupStatus(code: string) {
  return useAction(
    (body: { pickId: string; action: StorePickupAction; method?: CounterMethod; invoice?: InvoiceRequest }) =>
      staffCall(endpoints.staffPickupOrderStatus, { cname: code, body }),
    { onSettled: useRefresh(code, ['pickup']) },
  );
}
