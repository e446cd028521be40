import { type EndpointBody, endpoints } from '@salon/contract';
import { useAction, useRefresh } from '#web/staff/lib/action';
import { staffCall } from '#web/staff/lib/client';

/** Adds a service; the menu is read again. */
export function useAddService(code: string) {
  return useAction(
    (body: EndpointBody<'staffCreateService'>) => staffCall(endpoints.staffCreateService, { cname: code, body }),
    { onSuccess: useRefresh(code, ['menu']) },
  );
}
