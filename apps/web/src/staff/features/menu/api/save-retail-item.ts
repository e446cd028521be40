import { type EndpointBody, endpoints } from '@salon/contract';
import { useAction, useRefresh } from '#web/staff/lib/action';
import { staffCall } from '#web/staff/lib/client';

/** Saves a retail item; the items are read again. */
export function useSaveRetailItem(code: string) {
  return useAction(
    ({ itemId, body }: { itemId: string; body: EndpointBody<'staffUpdateRetailItem'> }) =>
      staffCall(endpoints.staffUpdateRetailItem, { cname: code, params: { itemId }, body }),
    { onSuccess: useRefresh(code, ['retail']) },
  );
}
