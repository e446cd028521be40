import { endpoints } from '@salon/contract';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useAction } from './action';
import { staffCall } from './client';

/**
 * A booking's messages to its customer (sent, waiting, failed and why), oldest first; read again
 * every 2 s while one is still on its way (sent again), so the panel shows when it left.
 */
export const bookingMessagesQuery = (code: string, bookingId: string) =>
  queryOptions({
    queryKey: ['staff', code, 'messages', bookingId],
    queryFn: ({ signal }) => staffCall(endpoints.staffBookingMessages, { cname: code, params: { bookingId }, signal }),
    refetchInterval: (query) => (query.state.data?.messages.some((m) => m.state === 'queued') ? 2000 : false),
  });

/** Sends a failed message again (a sent one is never sent twice). */
export function useResendMessage(code: string, bookingId: string) {
  const queryClient = useQueryClient();
  return useAction(
    (messageId: string) => staffCall(endpoints.staffResendMessage, { cname: code, body: { messageId } }),
    { onSettled: () => queryClient.invalidateQueries({ queryKey: ['staff', code, 'messages', bookingId] }) },
  );
}
