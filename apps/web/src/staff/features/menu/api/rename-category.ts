import { type EndpointBody, endpoints } from '@salon/contract';
import { useAction, useRefresh } from '#web/staff/lib/action';
import { staffCall } from '#web/staff/lib/client';

/** Renames (or hides) a category; the menu is read again. */
export function useRenameCategory(code: string) {
  return useAction(
    ({ categoryId, body }: { categoryId: string; body: EndpointBody<'staffUpdateCategory'> }) =>
      staffCall(endpoints.staffUpdateCategory, { cname: code, params: { categoryId }, body }),
    { onSuccess: useRefresh(code, ['menu']) },
  );
}
