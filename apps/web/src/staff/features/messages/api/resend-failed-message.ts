import { endpoints } from '@salon/contract';
import { useAction, useRefresh } from '#web/staff/lib/action';
import { staffCall } from '#web/staff/lib/client';

/** Sends one of the store's failed messages again; the list and the booking's messages are read again. */
export function useResendFailedMessage(code: string) {
  return useAction(
    (messageId: string) => staffCall(endpoints.staffResendMessage, { cname: code, body: { messageId } }),
    { onSettled: useRefresh(code, ['messages']) },
  );
}
