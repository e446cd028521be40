import { endpoints } from '@salon/contract';
import { useAction, useRefresh } from '#web/staff/lib/action';
import { staffCall } from '#web/staff/lib/client';

/** Sends a failed message again (a sent one is never sent twice). */
export function useResendMessage(code: string, bookingId: string) {
  return useAction(
    (messageId: string) => staffCall(endpoints.staffResendMessage, { cname: code, body: { messageId } }),
    { onSettled: useRefresh(code, ['messages', bookingId]) },
  );
}
