import { customerSideEndpoints as endpoints } from '@salon/contract';
import { queryOptions } from '@tanstack/react-query';
import { call } from '#web/lib/api';

/** The customer's vouchers, then the ones they may receive. */
export const vouchersQuery = (cname: string) =>
  queryOptions({
    queryKey: ['wallet', 'vouchers', cname],
    queryFn: async ({ signal }) => (await call(endpoints.vouchers, { cname, signal })).result,
  });

/** One voucher of the store (with the customer's copy when signed in). */
export const voucherQuery = (cname: string, voucherId: string, signedIn: boolean) =>
  queryOptions({
    queryKey: ['wallet', 'voucher', cname, voucherId, signedIn],
    queryFn: ({ signal }) => call(endpoints.voucherDetail, { cname, params: { voucherId }, signal }),
  });
