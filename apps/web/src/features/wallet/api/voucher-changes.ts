import { customerSideEndpoints as endpoints } from '@salon/contract';
import { call } from '#web/lib/api';

/** Takes a receivable voucher into the wallet. */
export const receiveVoucher = (cname: string, voucherId: string) =>
  call(endpoints.receiveVoucher, { cname, body: { voucherId } });

/** Removes the customer's copy of a voucher from the wallet. */
export const removeVoucher = (cname: string, customerVoucherId: string) =>
  call(endpoints.removeVoucher, { cname, body: { customerVoucherId } });
