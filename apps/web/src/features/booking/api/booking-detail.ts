import { customerSideEndpoints as endpoints } from '@salon/contract';
import { queryOptions } from '@tanstack/react-query';
import { call } from '#web/lib/api';

/** One booking by its id (no sign-in needed: the id is the key). */
export const bookingDetailQuery = (cname: string, bookingId: string) =>
  queryOptions({
    queryKey: ['bookings', 'detail', cname, bookingId],
    queryFn: ({ signal }) => call(endpoints.bookingDetail, { cname, params: { bookingId }, signal }),
    staleTime: 0,
  });
