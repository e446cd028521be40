import { endpoints } from '@salon/contract';
import { queryOptions } from '@tanstack/react-query';
import { staffCall } from '#web/staff/lib/client';

/** A retail item's stock moves. */
export const stockHistoryQuery = (code: string, itemId: string) =>
  queryOptions({
    queryKey: ['staff', code, 'retail', 'stock', itemId],
    queryFn: ({ signal }) => staffCall(endpoints.staffStockAdjustments, { cname: code, params: { itemId }, signal }),
    staleTime: 0,
  });
