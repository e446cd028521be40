import type { OnlinePayment, StoreSetting } from '@salon/contract';
import { formatFull, formatMoney, isOneOf, ONLINE_PAYMENT_METHODS, type OnlinePaymentMethod } from '@salon/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/Button';
import { useFailureDialog } from '#web/features/booking/components/FailureDialog';
import { useStoreTimeZone } from '#web/features/store/api/store-setting';
import { errorText } from '#web/lib/error-text';
import { useDisplayLocale } from '#web/lib/i18n';
import { payBooking } from '../api/pay-booking';
import { payUrl } from '../pay-url';
import { PaymentMethods } from './PaymentMethods';

const box = 'rounded-2xl p-5 ring-1';

/**
 * A booking's online payment: while it waits, the amount, until when, where to pay (the provider's
 * page, or the ATM account, copyable); declined, the store's online methods to try again; paid or
 * refunded, what went through.
 */
export function OnlinePaymentPanel({
  cname,
  bookingId,
  payment,
  store,
  awaiting,
}: {
  cname: string;
  /** A booking may be paid again after a decline; a pickup order waits for its hold to run out. */
  bookingId?: string;
  payment: OnlinePayment;
  store: StoreSetting | null | undefined;
  /** The booking still waits for this payment (it is New and its hold has not run out). */
  awaiting: boolean;
}) {
  const { t } = useTranslation();
  const locale = useDisplayLocale();
  const zone = useStoreTimeZone();
  const [method, setMethod] = useState<OnlinePaymentMethod>(payment.method);
  const [paying, setPaying] = useState(false);
  const failure = useFailureDialog('create', () => '', {});
  const queryClient = useQueryClient();

  if (!awaiting) {
    if (payment.status === 'Paid')
      return (
        <p data-testid="online-payment" className="text-sm">
          {t('booking.pay.paid', { amount: formatMoney(payment.amount) })}
        </p>
      );
    if (payment.refunded > 0)
      return (
        <p data-testid="online-payment" className="text-sm">
          {t('booking.pay.refunded', { amount: formatMoney(payment.refunded) })}
        </p>
      );
    return null;
  }

  const online = (store?.paymentMethods ?? [])
    .filter((m) => isOneOf(ONLINE_PAYMENT_METHODS, m.method))
    .map((m) => ({ ...m, available: true }));
  const retry = async () => {
    if (!bookingId) return;
    setPaying(true);
    try {
      const next = await payBooking(cname, bookingId, method);
      if (next.redirectUrl) window.location.assign(payUrl(next.redirectUrl, locale));
      // The provider could not take it now: the booking shows the new try's state.
      else await queryClient.invalidateQueries({ queryKey: ['bookings'] });
    } catch (error) {
      failure.show(error);
    } finally {
      setPaying(false);
    }
  };

  if (payment.status === 'Failed')
    return (
      <section data-testid="online-payment" className={`${box} bg-red-50 ring-red-200`} aria-labelledby="pay-title">
        <h2 id="pay-title" className="font-semibold text-red-800">
          {t('booking.pay.failedTitle')}
        </h2>
        {bookingId && <p className="mt-1 text-sm text-red-800">{errorText('PAY_FAILED', 'booking')}</p>}
        <p className="mt-1 text-sm text-red-800">
          {t(bookingId ? 'booking.pay.failedText' : 'booking.pay.failedOrderText', {
            time: formatFull(payment.payBy, zone),
          })}
        </p>
        {bookingId && (
          <>
            <div className="mt-3">
              <PaymentMethods
                methods={online}
                chosen={method}
                onChoose={(m) => isOneOf(ONLINE_PAYMENT_METHODS, m) && setMethod(m)}
              />
            </div>
            <Button
              className="mt-3 w-full"
              onClick={() => void retry()}
              loading={paying}
              loadingLabel={t('booking.pay.going')}
            >
              {t('booking.pay.again')}
            </Button>
          </>
        )}
        {failure.dialog}
      </section>
    );

  return (
    <section data-testid="online-payment" className={`${box} bg-sand-50 ring-sand-200`} aria-labelledby="pay-title">
      <h2 id="pay-title" className="font-semibold">
        {t('booking.pay.waitingTitle', { amount: formatMoney(payment.amount) })}
      </h2>
      <p className="mt-1 text-sm text-muted">
        {t('booking.pay.waitingText', { time: formatFull(payment.payBy, zone) })}
      </p>
      {payment.atm && (
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm" data-testid="atm">
          <dt className="text-muted">{t('booking.pay.bank')}</dt>
          <dd className="font-mono">{payment.atm.bankCode}</dd>
          <dt className="text-muted">{t('booking.pay.account')}</dt>
          <dd className="flex items-center gap-2 font-mono">
            <span data-testid="atm-account">{payment.atm.account}</span>
            <CopyButton text={payment.atm.account} />
          </dd>
        </dl>
      )}
      {payment.redirectUrl && (
        <a
          href={payUrl(payment.redirectUrl, locale)}
          className="mt-3 flex min-h-11 items-center justify-center rounded-xl bg-brand-700 px-4 text-sm font-semibold text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
        >
          {t('booking.pay.go')}
        </a>
      )}
    </section>
  );
}

function CopyButton({ text }: { text: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  return (
    <button
      type="button"
      className="min-h-11 min-w-11 rounded-lg px-2 text-xs font-medium text-brand-700 ring-1 ring-line"
      onClick={() =>
        void navigator.clipboard?.writeText(text).then(
          () => setCopied(true),
          () => setCopied(false),
        )
      }
    >
      {copied ? t('booking.pay.copied') : t('booking.pay.copy')}
    </button>
  );
}
