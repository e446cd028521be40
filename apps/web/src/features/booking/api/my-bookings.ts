import { customerSideEndpoints as endpoints } from '@salon/contract';
import type { BookingStatus } from '@salon/domain';
import { queryOptions } from '@tanstack/react-query';
import { call } from '#web/lib/api';

/** The signed-in customer's bookings, all or of one status; nothing is asked without a token. */
export const bookingListQuery = (cname: string, token: string | null, status: BookingStatus | null) =>
  queryOptions({
    queryKey: ['bookings', 'list', cname, token, status],
    queryFn: ({ signal }) => call(endpoints.myBookings, { cname, query: { status: status ?? undefined }, signal }),
    enabled: !!token,
    staleTime: 0,
  });
