import { endpoints, type InvoiceSettingsBody } from '@salon/contract';
import { queryOptions } from '@tanstack/react-query';
import { useAction, useRefresh } from '#web/staff/lib/action';
import { staffCall } from '#web/staff/lib/client';

export const invoiceSettingsQuery = (code: string) =>
  queryOptions({
    queryKey: ['staff', code, 'invoice-settings'],
    queryFn: ({ signal }) => staffCall(endpoints.staffInvoiceSettings, { cname: code, signal }),
  });

/** Saves the e-invoice settings (owner); the keys are write-only. */
export function useSaveInvoiceSettings(code: string) {
  return useAction(
    (body: InvoiceSettingsBody) => staffCall(endpoints.staffSaveInvoiceSettings, { cname: code, body }),
    { onSettled: useRefresh(code, ['invoice-settings']) },
  );
}
