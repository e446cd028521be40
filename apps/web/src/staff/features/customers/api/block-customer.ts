import { endpoints } from '@salon/contract';
import { useAction, useRefresh } from '#web/staff/lib/action';
import { staffCall } from '#web/staff/lib/client';

/** Blocking a customer (their bookings and checkouts answer INVALID_CUSTOMER), or unblocking them. */
export function useBlockCustomer(code: string, customerId: string) {
  return useAction(
    (body: { blocked: boolean; reason?: string }) =>
      staffCall(endpoints.staffBlockCustomer, { cname: code, params: { customerId }, body }),
    { onSuccess: useRefresh(code, ['customer'], ['customers']) },
  );
}
