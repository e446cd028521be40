import { endpoints } from '@salon/contract';
import { queryOptions } from '@tanstack/react-query';
import { staffCall } from '#web/staff/lib/client';

/** The store's settings as the owner edits them (issue 24). */
export const settingsQuery = (code: string) =>
  queryOptions({
    queryKey: ['staff', code, 'settings'],
    queryFn: ({ signal }) => staffCall(endpoints.staffSettings, { cname: code, signal }),
  });
