import { type EndpointBody, endpoints } from '@salon/contract';
import { useAction, useRefresh } from '#web/staff/lib/action';
import { staffCall } from '#web/staff/lib/client';

/** Adds a retail item; the items are read again. */
export function useAddRetailItem(code: string) {
  return useAction(
    (body: EndpointBody<'staffCreateRetailItem'>) => staffCall(endpoints.staffCreateRetailItem, { cname: code, body }),
    { onSuccess: useRefresh(code, ['retail']) },
  );
}
