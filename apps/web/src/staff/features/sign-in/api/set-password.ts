import { endpoints } from '@salon/contract';
import { useAction } from '#web/staff/lib/action';
import { staffCall } from '#web/staff/lib/client';
import { useKeepSession } from './get-me';

/** Sets the password of the one-time link (an invite or a reset); the session it opens is kept. */
export function useStaffSetPassword(code: string) {
  return useAction(
    (body: { token: string; password: string }) => staffCall(endpoints.staffSetPassword, { cname: code, body }),
    { onSuccess: useKeepSession(code) },
  );
}
