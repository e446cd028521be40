import { type EndpointBody, endpoints } from '@salon/contract';
import { useAction, useRefresh } from '#web/staff/lib/action';
import { staffCall } from '#web/staff/lib/client';

/** Saves a service; the menu is read again. */
export function useSaveService(code: string) {
  return useAction(
    ({ productId, body }: { productId: string; body: EndpointBody<'staffUpdateService'> }) =>
      staffCall(endpoints.staffUpdateService, { cname: code, params: { productId }, body }),
    { onSuccess: useRefresh(code, ['menu']) },
  );
}
