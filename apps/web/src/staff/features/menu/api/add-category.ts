import { type EndpointBody, endpoints } from '@salon/contract';
import { useAction, useRefresh } from '#web/staff/lib/action';
import { staffCall } from '#web/staff/lib/client';

/** Adds a category; the menu (and the staff booking form's copy of it) is read again. */
export function useAddCategory(code: string) {
  return useAction(
    (body: EndpointBody<'staffCreateCategory'>) => staffCall(endpoints.staffCreateCategory, { cname: code, body }),
    { onSuccess: useRefresh(code, ['menu']) },
  );
}
