import { endpoints } from '@salon/contract';
import { useAction, useRefresh } from '#web/staff/lib/action';
import { staffCall } from '#web/staff/lib/client';

/** Blocked time (a break, a meeting): customers cannot book it; the calendars ask again at once. */
export function useCreateBlock(code: string) {
  return useAction(
    (body: { userId: string; startTime: number; endTime: number; reason: string }) =>
      staffCall(endpoints.staffCreateBlock, { cname: code, body }),
    { onSuccess: useRefresh(code, ['calendar']) },
  );
}
