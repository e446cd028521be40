import { endpoints } from '@salon/contract';
import { queryOptions } from '@tanstack/react-query';
import { staffCall } from '#web/staff/lib/client';

/** How often the header asks for the inbox: the calendar's 3 s would be too often for a badge on every screen. */
const INBOX_POLL_MS = 15_000;

/** The member's inbox of online bookings (new, pending, cancelled since they last looked), asked every 15 s while visible. */
export const inboxQuery = (code: string) =>
  queryOptions({
    queryKey: ['staff', code, 'inbox'],
    queryFn: ({ signal }) => staffCall(endpoints.staffInbox, { cname: code, signal }),
    refetchInterval: INBOX_POLL_MS,
    refetchIntervalInBackground: false,
  });
