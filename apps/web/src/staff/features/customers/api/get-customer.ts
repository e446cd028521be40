import { endpoints } from '@salon/contract';
import { queryOptions } from '@tanstack/react-query';
import { staffCall } from '#web/staff/lib/client';

/** One customer as the store sees them: their bookings, the store's notes, whether they are blocked. */
export const customerDetailQuery = (code: string, customerId: string) =>
  queryOptions({
    queryKey: ['staff', code, 'customer', customerId],
    queryFn: ({ signal }) => staffCall(endpoints.staffCustomerDetail, { cname: code, params: { customerId }, signal }),
  });
