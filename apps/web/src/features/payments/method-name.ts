import type { DisplayLocale, PaymentMethod, PaymentMethodName } from '@salon/domain';
import { useTranslation } from 'react-i18next';
import { useDisplayLocale } from '#web/lib/i18n';

/**
 * A payment method's name in the customer's language: in zh-TW the store's own name for it (what
 * the store wrote), in English the product's name for the method; a store's own (Custom) method
 * keeps its name in both.
 */
function paymentMethodName(m: Named, locale: DisplayLocale, translate: (key: string) => string): string {
  if (m.name && (locale === 'zh-TW' || m.method === 'Custom')) return m.name;
  return translate(`payments.method.${m.method}`);
}

/** A method, with the store's name for it when the store still lists it. */
type Named = Pick<PaymentMethod, 'method'> & { name?: string | undefined };

/** paymentMethodName for the current language. */
export function usePaymentMethodName(): (m: Named) => string {
  const { t } = useTranslation();
  const locale = useDisplayLocale();
  return (m) => paymentMethodName(m, locale, (key) => t(key));
}

/**
 * The method an order is paid with as it stands: an order paid online is paid by its latest online
 * payment's method (a declined card retried by ATM is paid by ATM), else by the method it was made with.
 */
export function currentMethod(order: {
  paymentMethod: PaymentMethodName;
  onlinePayment: { method: PaymentMethodName } | null;
}): PaymentMethodName {
  return order.onlinePayment?.method ?? order.paymentMethod;
}
