import { endpoints } from '@salon/contract';
import { useAction, useRefresh } from '#web/staff/lib/action';
import { staffCall } from '#web/staff/lib/client';

/** The store's notes on a customer. */
export function useSaveCustomerNotes(code: string, customerId: string) {
  return useAction(
    (staffNotes: string) =>
      staffCall(endpoints.staffCustomerNotes, { cname: code, params: { customerId }, body: { staffNotes } }),
    { onSuccess: useRefresh(code, ['customer']) },
  );
}
