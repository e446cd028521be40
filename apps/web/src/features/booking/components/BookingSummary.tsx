import type { BookingDetail, BookingEvent } from '@salon/contract';
import { formatFull, formatMoney, formatTime, formatWeekday } from '@salon/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useStoreParams } from '#web/app/use-store-params';
import { Card } from '#web/components/Card';
import { currentMethod, usePaymentMethodName } from '#web/features/payments';
import { OnlinePaymentPanel } from '#web/features/payments/components/OnlinePaymentPanel';
import { useStoreSetting } from '#web/features/store/api/store-setting';
import { PaymentBreakdown } from '#web/features/wallet';
import { useDisplayLocale } from '#web/lib/i18n';
import { isAwaitingPayment } from '../labels';
import { EventLine } from './EventLine';
import { StatusBadge } from './StatusBadge';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-start justify-between gap-4 py-2 text-sm">
      <dt className="shrink-0 text-muted">{label}</dt>
      <dd className="min-w-0 text-right break-words">{children}</dd>
    </div>
  );
}

/** A booking's first card: when it is, its status and its number. */
export function BookingWhen({ booking, zone }: { booking: BookingDetail; zone: string }) {
  const { t } = useTranslation();
  const locale = useDisplayLocale();
  return (
    <Card>
      <div className="flex items-start justify-between gap-3">
        <div>
          <p className="text-xs text-muted">{t('booking.detail.when')}</p>
          <p className="mt-0.5 text-lg font-semibold tabular-nums" data-testid="booking-time">
            {formatFull(booking.startTime, zone)}
          </p>
          <p className="text-sm text-muted">
            {formatWeekday(booking.startTime, zone, locale)} · {formatTime(booking.startTime, zone)}–
            {formatTime(booking.endTime, zone)}
          </p>
        </div>
        <StatusBadge status={booking.status} awaitingPayment={isAwaitingPayment(booking)} />
      </div>
      <p className="mt-3 text-[11px] break-all text-muted">
        {t('booking.detail.number')} {booking.id}
      </p>
    </Card>
  );
}

/** A booking's services by customer, then people, payment method, deposit, notes, total and what was paid. */
export function BookingServices({
  booking,
  zone,
  awaitingPayment,
}: {
  booking: BookingDetail;
  zone: string;
  /** The online payment is shown above, in its own panel, while the booking waits for it. */
  awaitingPayment: boolean;
}) {
  const { t } = useTranslation();
  const params = useStoreParams();
  const store = useStoreSetting();
  const methodName = usePaymentMethodName();
  const paidWith = currentMethod(booking);
  const method = methodName({ method: paidWith, name: store?.paymentMethods.find((m) => m.method === paidWith)?.name });
  const customers = [...new Set(booking.events.map((e) => e.customerIndex))].sort((a, b) => a - b);
  const eventRow = (e: BookingEvent) => (
    <EventLine
      key={`${e.customerIndex}-${e.eventIndex}`}
      event={e}
      zone={zone}
      testId="booking-event"
      designer={<span data-testid="event-designer">{e.realUserName}</span>}
    />
  );

  return (
    <Card id="booking-services" title={t('booking.detail.services')}>
      <div className="text-sm">
        {customers.map((c) => (
          <div key={c}>
            {customers.length > 1 && (
              <p className="pt-2 text-xs font-medium text-muted">{t('booking.checkout.customer', { n: c + 1 })}</p>
            )}
            <ul className="divide-y divide-line/60">
              {booking.events.filter((e) => e.customerIndex === c).map(eventRow)}
            </ul>
          </div>
        ))}
      </div>
      <dl className="mt-2 divide-y divide-line/60 border-t border-line">
        {booking.customerCount > 1 && (
          <Row label={t('booking.detail.people')}>
            {t('booking.detail.peopleCount', { count: booking.customerCount })}
          </Row>
        )}
        <Row label={t('booking.detail.payment')}>{method}</Row>
        {booking.deposit.amount > 0 && (
          <Row label={t('booking.detail.deposit')}>
            {booking.deposit.status === 'Paid'
              ? t('booking.detail.depositPaid', { amount: formatMoney(booking.deposit.amount) })
              : t('booking.detail.depositDue', { amount: formatMoney(booking.deposit.amount) })}
          </Row>
        )}
        {booking.customerNotes && (
          // Free text reads from the left, under its label, with the customer's own line breaks.
          <div className="py-2 text-sm">
            <dt className="text-muted">{t('booking.detail.notes')}</dt>
            <dd className="mt-1 text-left whitespace-pre-line break-words" data-testid="booking-notes">
              {booking.customerNotes}
            </dd>
          </div>
        )}
        <Row label={t('booking.detail.total')}>
          <span className="font-semibold text-brand-700 tabular-nums" data-testid="booking-total">
            {formatMoney(booking.total)}
          </span>
        </Row>
      </dl>
      <PaymentBreakdown payment={booking.payment} />
      {booking.onlinePayment && !awaitingPayment && (
        <div className="mt-3">
          <OnlinePaymentPanel
            cname={params.cname}
            bookingId={booking.id}
            payment={booking.onlinePayment}
            store={store}
            awaiting={false}
          />
        </div>
      )}
    </Card>
  );
}
