import { endpoints } from '@salon/contract';
import { queryOptions } from '@tanstack/react-query';
import { staffCall } from '#web/staff/lib/client';

/** The team: its members and designers, their hours and days off, and the store's hours. */
export const teamQuery = (code: string) =>
  queryOptions({
    queryKey: ['staff', code, 'team'],
    queryFn: ({ signal }) => staffCall(endpoints.staffTeam, { cname: code, signal }),
  });
