import { type CounterCheckoutBody, endpoints } from '@salon/contract';
import { useAction, useRefresh } from '#web/staff/lib/action';
import { staffCall } from '#web/staff/lib/client';

/** Settles the booking: Paid (已結帳); the receipt comes back. */
export function useCounterCheckout(code: string) {
  return useAction((body: CounterCheckoutBody) => staffCall(endpoints.staffCheckout, { cname: code, body }), {
    onSettled: useRefresh(code, []),
  });
}
