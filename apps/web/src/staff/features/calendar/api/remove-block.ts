import { endpoints } from '@salon/contract';
import { useAction, useRefresh } from '#web/staff/lib/action';
import { staffCall } from '#web/staff/lib/client';

/** Frees blocked time again; the calendars ask again at once. */
export function useRemoveBlock(code: string) {
  return useAction((blockId: string) => staffCall(endpoints.staffRemoveBlock, { cname: code, body: { blockId } }), {
    onSettled: useRefresh(code, ['calendar']),
  });
}
