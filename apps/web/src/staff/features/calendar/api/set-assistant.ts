import { endpoints } from '@salon/contract';
import { useAction, useRefresh } from '#web/staff/lib/action';
import { staffCall } from '#web/staff/lib/client';

/** Names (or clears, null) the booking's assistant: another designer, who takes the rules' assistant share. */
export function useSetAssistant(code: string) {
  return useAction(
    (body: { bookingId: string; assistantId: string | null }) =>
      staffCall(endpoints.staffBookingAssistant, { cname: code, body }),
    { onSettled: useRefresh(code, ['calendar']) },
  );
}
