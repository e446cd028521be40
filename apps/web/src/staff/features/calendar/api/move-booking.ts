import { endpoints } from '@salon/contract';
import { useAction, useRefresh } from '#web/staff/lib/action';
import { staffCall } from '#web/staff/lib/client';

/** Moves a booking to another start (and designer): the same checks as a new booking. */
export function useMoveBooking(code: string) {
  return useAction(
    (body: { bookingId: string; startTime: number; userId?: string; outsideHours: boolean }) =>
      staffCall(endpoints.staffMoveBooking, { cname: code, body }),
    { onSettled: useRefresh(code, ['calendar']) },
  );
}
