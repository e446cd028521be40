import { endpoints } from '@salon/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useAction } from './action';
import { staffCall } from './client';

/** Blocked time (a break, a meeting): customers cannot book it; the calendars ask again at once. */
export function useBlockTime(code: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['staff', code, 'calendar'] });
  const create = useAction(
    (body: { userId: string; startTime: number; endTime: number; reason: string }) =>
      staffCall(endpoints.staffCreateBlock, { cname: code, body }),
    { onSuccess: refresh },
  );
  const remove = useAction(
    (blockId: string) => staffCall(endpoints.staffRemoveBlock, { cname: code, body: { blockId } }),
    { onSettled: refresh },
  );
  return { create, remove };
}
