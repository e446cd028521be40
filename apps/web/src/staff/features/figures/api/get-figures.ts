import { endpoints } from '@salon/contract';
import type { FiguresBasis } from '@salon/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { staffCall } from '#web/staff/lib/client';

/** The store's figures over [from, to), money by the day it was taken or by the day of the visit. */
export const figuresQuery = (code: string, window: { from: number; to: number; basis: FiguresBasis }) =>
  queryOptions({
    queryKey: ['staff', code, 'figures', window.from, window.to, window.basis],
    queryFn: ({ signal }) => staffCall(endpoints.staffFigures, { cname: code, query: window, signal }),
    placeholderData: keepPreviousData,
  });
