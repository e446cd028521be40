import { endpoints } from '@salon/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { staffCall } from '#web/staff/lib/client';

/** Designers' 業績 and commission over [from, to): a designer gets only her own. */
export const performanceQuery = (code: string, window: { from: number; to: number }) =>
  queryOptions({
    queryKey: ['staff', code, 'performance', window.from, window.to],
    queryFn: ({ signal }) => staffCall(endpoints.staffPerformance, { cname: code, query: window, signal }),
    placeholderData: keepPreviousData,
  });
