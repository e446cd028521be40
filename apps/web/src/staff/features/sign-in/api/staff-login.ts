import { endpoints } from '@salon/contract';
import { useAction } from '#web/staff/lib/action';
import { staffCall } from '#web/staff/lib/client';
import { useKeepSession } from './get-me';

/** Signs in with email and password; the session is kept. */
export function useStaffLogin(code: string) {
  return useAction(
    (body: { email: string; password: string }) => staffCall(endpoints.staffLogin, { cname: code, body }),
    { onSuccess: useKeepSession(code) },
  );
}
