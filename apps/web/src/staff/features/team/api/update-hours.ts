import { type EndpointBody, endpoints } from '@salon/contract';
import { useAction, useRefresh } from '#web/staff/lib/action';
import { staffCall } from '#web/staff/lib/client';

/** Changes the store's hours; a 409 HOURS_CONFLICT lists the bookings left outside. */
export function useUpdateHours(code: string) {
  return useAction(
    (body: EndpointBody<'staffUpdateHours'>) => staffCall(endpoints.staffUpdateHours, { cname: code, body }),
    { onSuccess: useRefresh(code, ['team'], ['store'], ['menu']) },
  );
}
