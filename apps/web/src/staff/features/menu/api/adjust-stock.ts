import { type EndpointBody, endpoints } from '@salon/contract';
import { useAction, useRefresh } from '#web/staff/lib/action';
import { staffCall } from '#web/staff/lib/client';

/** Moves an item's stock (with a reason); the items are read again. */
export function useAdjustStock(code: string) {
  return useAction(
    ({ itemId, body }: { itemId: string; body: EndpointBody<'staffAdjustStock'> }) =>
      staffCall(endpoints.staffAdjustStock, { cname: code, params: { itemId }, body }),
    { onSuccess: useRefresh(code, ['retail']) },
  );
}
