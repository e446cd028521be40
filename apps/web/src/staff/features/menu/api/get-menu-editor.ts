import { endpoints } from '@salon/contract';
import { queryOptions } from '@tanstack/react-query';
import { staffCall } from '#web/staff/lib/client';

/** The menu editor's categories and services (issue 24.1). */
export const menuEditorQuery = (code: string) =>
  queryOptions({
    queryKey: ['staff', code, 'menu', 'editor'],
    queryFn: ({ signal }) => staffCall(endpoints.staffMenu, { cname: code, signal }),
  });
