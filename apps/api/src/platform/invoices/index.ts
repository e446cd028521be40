import type { Clock } from '#api/platform/clock';
import { ECPAY_INVOICE_URLS, ecpayInvoices } from './ecpay';
import type { InvoiceProvider } from './provider';
import { sandboxInvoices } from './sandbox';

export type { InvoiceProvider } from './provider';

/** A store's e-invoice settings as the provider needs them. */
export interface InvoiceProviderSettings {
  provider: 'sandbox' | 'ecpay';
  merchantId: string | null;
  hashKey: string | null;
  hashIv: string | null;
  testMode: boolean;
}

/** Overrides for where ECPay is reached (a fake in tests). */
export interface InvoiceEndpoints {
  ecpayBaseUrl?: string;
}

/**
 * The provider a store's settings name, or null when ECPay is named without its merchant id and
 * keys (the job then fails with that reason, for staff to see).
 */
export function invoiceProviderFor(
  s: InvoiceProviderSettings,
  clock: Clock,
  printAddress: string,
  endpoints: InvoiceEndpoints = {},
): InvoiceProvider | null {
  if (s.provider === 'sandbox') return sandboxInvoices(() => clock.now());
  if (!s.merchantId || !s.hashKey || !s.hashIv) return null;
  return ecpayInvoices({
    merchantId: s.merchantId,
    hashKey: s.hashKey,
    hashIv: s.hashIv,
    baseUrl: endpoints.ecpayBaseUrl ?? (s.testMode ? ECPAY_INVOICE_URLS.test : ECPAY_INVOICE_URLS.live),
    printAddress,
  });
}
