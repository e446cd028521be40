import { endpoints } from '@salon/contract';
import { queryOptions } from '@tanstack/react-query';
import { staffCall } from '#web/staff/lib/client';

/** The store's commission rule sets and the months closed for payroll (owners and managers). */
export const performanceRulesQuery = (code: string) =>
  queryOptions({
    queryKey: ['staff', code, 'performance-rules'],
    queryFn: ({ signal }) => staffCall(endpoints.staffPerformanceRules, { cname: code, signal }),
  });
