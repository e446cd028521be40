import { type EndpointBody, endpoints } from '@salon/contract';
import { useAction, useRefresh } from '#web/staff/lib/action';
import { staffCall } from '#web/staff/lib/client';

/** Changes a designer; a 409 HOURS_CONFLICT lists the bookings left outside their hours. */
export function useUpdateDesigner(code: string) {
  return useAction(
    ({ designerId, body }: { designerId: string; body: EndpointBody<'staffUpdateDesigner'> }) =>
      staffCall(endpoints.staffUpdateDesigner, { cname: code, params: { designerId }, body }),
    { onSuccess: useRefresh(code, ['team'], ['store'], ['menu']) },
  );
}
