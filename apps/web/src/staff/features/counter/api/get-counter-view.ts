import { endpoints } from '@salon/contract';
import { queryOptions } from '@tanstack/react-query';
import { staffCall } from '#web/staff/lib/client';

/** What the counter starts from: the booking, the customer's wallet, the shelf, a receipt once settled. */
export const counterViewQuery = (code: string, bookingId: string) =>
  queryOptions({
    queryKey: ['staff', code, 'counter', bookingId],
    queryFn: ({ signal }) => staffCall(endpoints.staffCheckoutView, { cname: code, query: { bookingId }, signal }),
    staleTime: 0,
  });
