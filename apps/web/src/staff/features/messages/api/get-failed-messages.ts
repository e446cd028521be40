import { endpoints } from '@salon/contract';
import { queryOptions } from '@tanstack/react-query';
import { staffCall } from '#web/staff/lib/client';

/** The store's messages that could not be sent, newest first (one sent again leaves the list). */
export const failedMessagesQuery = (code: string) =>
  queryOptions({
    queryKey: ['staff', code, 'messages', 'failed'],
    queryFn: ({ signal }) => staffCall(endpoints.staffFailedMessages, { cname: code, signal }),
  });
