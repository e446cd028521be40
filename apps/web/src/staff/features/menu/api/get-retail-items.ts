import { endpoints } from '@salon/contract';
import { queryOptions } from '@tanstack/react-query';
import { staffCall } from '#web/staff/lib/client';

/** The retail editor's items and their stock (issue 24.1). */
export const retailEditorQuery = (code: string) =>
  queryOptions({
    queryKey: ['staff', code, 'retail', 'editor'],
    queryFn: ({ signal }) => staffCall(endpoints.staffRetail, { cname: code, signal }),
  });
