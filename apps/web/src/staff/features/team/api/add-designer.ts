import { type EndpointBody, endpoints } from '@salon/contract';
import { useAction, useRefresh } from '#web/staff/lib/action';
import { staffCall } from '#web/staff/lib/client';

/** Adds a designer. */
export function useAddDesigner(code: string) {
  return useAction(
    (body: EndpointBody<'staffAddDesigner'>) => staffCall(endpoints.staffAddDesigner, { cname: code, body }),
    { onSuccess: useRefresh(code, ['team'], ['store'], ['menu']) },
  );
}
