import { customerSideEndpoints as endpoints } from '@salon/contract';
import { queryOptions } from '@tanstack/react-query';
import { call } from '#web/lib/api';

/** The signed-in customer's records: bookings, pickup orders and top-ups, newest first. */
export const recordsQuery = (cname: string) =>
  queryOptions({
    queryKey: ['wallet', 'records', cname],
    queryFn: async ({ signal }) => (await call(endpoints.records, { cname, signal })).records,
  });

/** One record with its lines and value card moves. */
export const recordQuery = (cname: string, recordId: string) =>
  queryOptions({
    queryKey: ['wallet', 'record', cname, recordId],
    queryFn: ({ signal }) => call(endpoints.recordDetail, { cname, params: { recordId }, signal }),
  });
