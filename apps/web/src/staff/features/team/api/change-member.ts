import { type EndpointBody, endpoints } from '@salon/contract';
import { useAction, useRefresh } from '#web/staff/lib/action';
import { staffCall } from '#web/staff/lib/client';

/** Changes an account's role, or deactivates or reactivates it (its sessions end at once when deactivated). */
export function useChangeMember(code: string) {
  return useAction(
    ({ id, body }: { id: string; body: EndpointBody<'staffChangeMember'> }) =>
      staffCall(endpoints.staffChangeMember, { cname: code, params: { id }, body }),
    { onSuccess: useRefresh(code, ['members']) },
  );
}
