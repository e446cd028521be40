import { endpoints } from '@salon/contract';
import { queryOptions } from '@tanstack/react-query';
import { staffCall } from '#web/staff/lib/client';

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
