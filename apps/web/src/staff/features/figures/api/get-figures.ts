import { endpoints } from '@salon/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { staffCall } from '#web/staff/lib/client';

/** The store's figures over [from, to). */
export const figuresQuery = (code: string, window: { from: number; to: number }) =>
  queryOptions({
    queryKey: ['staff', code, 'figures', window.from, window.to],
    queryFn: ({ signal }) => staffCall(endpoints.staffFigures, { cname: code, query: window, signal }),
    placeholderData: keepPreviousData,
  });
