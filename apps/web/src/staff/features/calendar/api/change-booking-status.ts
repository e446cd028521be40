import { endpoints } from '@salon/contract';
import { useAction, useRefresh } from '#web/staff/lib/action';
import { staffCall } from '#web/staff/lib/client';
import type { StaffAction } from '../booking';

/** A status move of the state machine (confirm, arrive, complete, noShow, close with its reason); the calendars ask again at once. */
export function useBookingStatus(code: string) {
  return useAction(
    (body: { bookingId: string; action: StaffAction; reason?: string }) =>
      staffCall(endpoints.staffBookingStatus, { cname: code, body }),
    { onSettled: useRefresh(code, ['calendar']) },
  );
}
