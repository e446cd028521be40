import { customerSideEndpoints as endpoints } from '@salon/contract';
import { queryOptions } from '@tanstack/react-query';
import { call } from '#web/lib/api';

/** The signed-in customer's waitlist entries still waiting, in the order they joined; nothing asked without a token. */
export const myWaitlistQuery = (cname: string, token: string | null) =>
  queryOptions({
    queryKey: ['waitlist', cname, token],
    queryFn: ({ signal }) => call(endpoints.myWaitlist, { cname, signal }),
    enabled: !!token,
    staleTime: 0,
  });

/** Joins the waitlist for a day (YYYY-MM-DD), a service and a designer (null: any). */
export const joinWaitlist = (cname: string, body: { day: string; productId: string | null; userId: string | null }) =>
  call(endpoints.joinWaitlist, { cname, body });

export const leaveWaitlist = (cname: string, entryId: string) =>
  call(endpoints.leaveWaitlist, { cname, body: { entryId } });

/** A waitlist day as the app writes days: 2026-11-27 → 2026/11/27. */
export const waitlistDay = (day: string) => day.replaceAll('-', '/');
