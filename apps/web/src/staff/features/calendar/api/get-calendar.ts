import { endpoints } from '@salon/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { staffCall } from '#web/staff/lib/client';

/** How often an open calendar asks again without its event stream: a new online booking shows within 5 s. */
const CALENDAR_POLL_MS = 3000;
/** With the stream open (calendar-events.ts) a poll is only the fallback for an event lost on the way. */
const CALENDAR_FALLBACK_POLL_MS = 60_000;

export const calendarKey = (code: string, from: number, to: number) => ['staff', code, 'calendar', from, to];

/**
 * The designers and bookings of [from, to), asked again on each event of the calendar's stream, and
 * polled every 3 s while the tab is visible and the stream is not open (react query pauses the
 * interval in a hidden tab), so bookings made anywhere — another API process, the customer's phone —
 * appear without a reload. The previous answer stays on screen while a new day loads.
 * Each request carries the last answer's ETag (the staff client): an unchanged day is a 304 with no body.
 */
export const calendarQuery = (code: string, from: number, to: number, streaming = false) =>
  queryOptions({
    queryKey: calendarKey(code, from, to),
    queryFn: ({ signal }) => staffCall(endpoints.staffCalendar, { cname: code, query: { from, to }, signal }),
    refetchInterval: streaming ? CALENDAR_FALLBACK_POLL_MS : CALENDAR_POLL_MS,
    refetchIntervalInBackground: false,
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
