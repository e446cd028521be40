import { endpoints } from '@salon/contract';
import { queryOptions } from '@tanstack/react-query';
import { staffCall } from '#web/staff/lib/client';

/** The day's waitlist (a member who may not read it gets an error, and nothing is shown). */
export const waitlistQuery = (code: string, date: string) =>
  queryOptions({
    queryKey: ['staff', code, 'waitlist', date],
    queryFn: ({ signal }) => staffCall(endpoints.staffWaitlist, { cname: code, query: { day: date }, signal }),
    retry: false,
  });
