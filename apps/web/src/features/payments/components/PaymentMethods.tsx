import type { CheckoutSummary } from '@salon/contract';
import type { PaymentMethodName } from '@salon/domain';
import { useTranslation } from 'react-i18next';
import { usePaymentMethodName } from '../method-name';

/** The store's payment methods as radio cards; unavailable ones are shown but cannot be chosen. */
export function PaymentMethods({
  methods,
  chosen,
  onChoose,
}: {
  methods: CheckoutSummary['paymentMethods'];
  chosen: PaymentMethodName | null;
  onChoose: (method: PaymentMethodName) => void;
}) {
  const { t } = useTranslation();
  const methodName = usePaymentMethodName();
  return (
    <fieldset className="min-w-0">
      <legend className="sr-only">{t('booking.checkout.payment')}</legend>
      <ul className="space-y-2">
        {methods.map((m) => (
          <li key={m.method}>
            <label
              className={`flex items-center gap-3 rounded-xl px-3 py-3 ring-1 transition ${
                !m.available
                  ? 'cursor-not-allowed bg-canvas text-muted ring-line/60'
                  : chosen === m.method
                    ? 'cursor-pointer bg-brand-50 ring-2 ring-brand-600'
                    : 'cursor-pointer bg-white ring-line hover:ring-brand-300'
              }`}
            >
              <input
                type="radio"
                name="paymentMethod"
                value={m.method}
                disabled={!m.available}
                checked={chosen === m.method}
                onChange={() => onChoose(m.method)}
                className="size-4 accent-brand-600"
              />
              <span className="flex-1 text-sm font-medium">{methodName(m)}</span>
              {m.isPrepaid && (
                <span className="rounded-full bg-sand-100 px-2 py-0.5 text-[11px] text-sand-700">
                  {t('booking.checkout.prepaid')}
                </span>
              )}
              {!m.available && <span className="text-xs">{t('booking.checkout.unavailable')}</span>}
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
