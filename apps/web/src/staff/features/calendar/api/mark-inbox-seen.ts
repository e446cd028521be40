import { endpoints } from '@salon/contract';
import { useAction, useRefresh } from '#web/staff/lib/action';
import { staffCall } from '#web/staff/lib/client';

/** The member has looked at the inbox now: what is older is no longer news to them (kept per member by the API). */
export function useMarkInboxSeen(code: string) {
  return useAction(() => staffCall(endpoints.staffInboxSeen, { cname: code }), {
    onSettled: useRefresh(code, ['inbox']),
  });
}
