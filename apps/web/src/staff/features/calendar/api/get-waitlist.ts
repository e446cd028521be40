import { endpoints } from '@salon/contract';
import { can, type StaffRole } from '@salon/domain';
import { queryOptions } from '@tanstack/react-query';
import { staffCall } from '#web/staff/lib/client';

/** Whether the role may read the store's waitlist: the endpoint's own permission (a designer may not). */
export const mayReadWaitlist = (role: StaffRole) => can(role, endpoints.staffWaitlist.permission);

/** The day's waitlist (asked for only by a member who may read it: mayReadWaitlist). */
export const waitlistQuery = (code: string, date: string) =>
  queryOptions({
    queryKey: ['staff', code, 'waitlist', date],
    queryFn: ({ signal }) => staffCall(endpoints.staffWaitlist, { cname: code, query: { day: date }, signal }),
    retry: false,
  });
