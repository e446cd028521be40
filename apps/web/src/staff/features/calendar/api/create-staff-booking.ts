import { type EndpointBody, endpoints } from '@salon/contract';
import { useAction, useRefresh } from '#web/staff/lib/action';
import { staffCall } from '#web/staff/lib/client';

/** A staff booking (a call, a walk-in); one idempotency key per form, so a retry books once. */
export function useCreateStaffBooking(code: string) {
  return useAction(
    ({ body, key }: { body: EndpointBody<'staffCreateBooking'>; key: string }) =>
      staffCall(endpoints.staffCreateBooking, { cname: code, body, headers: { 'idempotency-key': key } }),
    { onSuccess: useRefresh(code, ['calendar']) },
  );
}
