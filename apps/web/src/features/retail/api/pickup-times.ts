import { customerSideEndpoints as endpoints } from '@salon/contract';
import { queryOptions } from '@tanstack/react-query';
import { call } from '#web/lib/api';

/** The store's pickup slots (unix s) between two times, stepped by its slot interval after its lead time. */
export const pickupTimesQuery = (cname: string, startTime: number, endTime: number) =>
  queryOptions({
    queryKey: ['retail', 'pickupTimes', cname, startTime, endTime],
    queryFn: ({ signal }) => call(endpoints.availablePickupTime, { cname, query: { startTime, endTime }, signal }),
  });
