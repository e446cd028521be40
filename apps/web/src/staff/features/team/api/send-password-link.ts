import { endpoints } from '@salon/contract';
import { useAction } from '#web/staff/lib/action';
import { staffCall } from '#web/staff/lib/client';

/** A new one-time set-password link for an account (shown once; e-mailed when SMTP is set up). */
export function useSendPasswordLink(code: string) {
  return useAction((id: string) => staffCall(endpoints.staffPasswordLink, { cname: code, params: { id } }));
}
