import { endpoints } from '@salon/contract';
import { queryOptions } from '@tanstack/react-query';
import { staffCall } from '#web/staff/lib/client';

/** A customer's wallet as staff see it: cards with their moves, vouchers, tickets, vouchers to issue. */
export const staffWalletQuery = (code: string, customerId: string) =>
  queryOptions({
    queryKey: ['staff', code, 'wallet', customerId],
    queryFn: ({ signal }) => staffCall(endpoints.staffCustomerWallet, { cname: code, params: { customerId }, signal }),
  });
