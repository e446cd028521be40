import { endpoints } from '@salon/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { staffCall } from '#web/staff/lib/client';

/** How often an open calendar asks again: a new online booking shows within 5 s. */
const CALENDAR_POLL_MS = 3000;

/**
 * The designers and bookings of [from, to), asked again every 3 s while the tab is visible (react
 * query pauses the interval in a hidden tab), so bookings made anywhere — another API process, the
 * customer's phone — appear without a reload. The previous answer stays on screen while a new day loads.
 * Each poll carries the last answer's ETag (the staff client): an unchanged day is a 304 with no body.
 */
export const calendarQuery = (code: string, from: number, to: number) =>
  queryOptions({
    queryKey: ['staff', code, 'calendar', from, to],
    queryFn: ({ signal }) => staffCall(endpoints.staffCalendar, { cname: code, query: { from, to }, signal }),
    refetchInterval: CALENDAR_POLL_MS,
    refetchIntervalInBackground: false,
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
