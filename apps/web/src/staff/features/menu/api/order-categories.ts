import { type EndpointBody, endpoints } from '@salon/contract';
import { useAction, useRefresh } from '#web/staff/lib/action';
import { staffCall } from '#web/staff/lib/client';

/** Puts the categories in a new order; the menu is read again. */
export function useOrderCategories(code: string) {
  return useAction(
    (body: EndpointBody<'staffOrderCategories'>) => staffCall(endpoints.staffOrderCategories, { cname: code, body }),
    { onSuccess: useRefresh(code, ['menu']) },
  );
}
