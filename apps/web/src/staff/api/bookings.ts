import { type EndpointBody, endpoints } from '@salon/contract';
import { useQueryClient } from '@tanstack/react-query';
import type { StaffAction } from '../booking';
import { useAction } from './action';
import { staffCall } from './client';

/** After a change the open calendars ask again at once. */
function useRefreshCalendar(code: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['staff', code, 'calendar'] });
}

/** A status move of the state machine (confirm, arrive, complete, noShow, close with its reason). */
export function useBookingStatus(code: string) {
  const refresh = useRefreshCalendar(code);
  return useAction(
    (body: { bookingId: string; action: StaffAction; reason?: string }) =>
      staffCall(endpoints.staffBookingStatus, { cname: code, body }),
    {
      onSettled: refresh,
    },
  );
}

/** A booking made at the desk (a call, a walk-in); one idempotency key per form, so a retry books once. */
export function useCreateDeskBooking(code: string) {
  const refresh = useRefreshCalendar(code);
  return useAction(
    ({ body, key }: { body: EndpointBody<'staffCreateBooking'>; key: string }) =>
      staffCall(endpoints.staffCreateBooking, { cname: code, body, headers: { 'idempotency-key': key } }),
    {
      onSuccess: refresh,
    },
  );
}

/** Moves a booking to another start (and designer): the same checks as a new booking. */
export function useMoveBooking(code: string) {
  const refresh = useRefreshCalendar(code);
  return useAction(
    (body: { bookingId: string; startTime: number; userId?: string; outsideHours: boolean }) =>
      staffCall(endpoints.staffMoveBooking, { cname: code, body }),
    { onSettled: refresh },
  );
}
