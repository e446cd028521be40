import { formatFull, formatTime, formatWeekday } from '@salon/domain';
import { useTranslation } from 'react-i18next';
import { pathTo, type RouteParams } from '#web/app/routes';
import { ButtonLink } from '#web/components/Button';
import { Card } from '#web/components/Card';
import { useDisplayLocale } from '#web/lib/i18n';

/** Checkout's first card: when the booking starts (and ends, once priced), for how many, and a way back to the time. */
export function CheckoutWhen({
  base,
  zone,
  startTime,
  endTime,
  customerCount,
  parallel,
}: {
  base: RouteParams;
  zone: string;
  startTime: number;
  endTime: number | null;
  customerCount: number;
  parallel: boolean;
}) {
  const { t } = useTranslation();
  const locale = useDisplayLocale();
  return (
    <Card
      id="checkout-when"
      title={t('booking.checkout.when')}
      action={
        <ButtonLink to={pathTo('BookingTime', base)} variant="link" className="-my-2.5 -mr-2">
          {t('booking.checkout.edit')}
        </ButtonLink>
      }
    >
      <p className="text-lg font-semibold tabular-nums" data-testid="checkout-time">
        {formatFull(startTime, zone)} {formatWeekday(startTime, zone, locale)}
        {endTime !== null && <span className="text-base font-normal text-muted"> – {formatTime(endTime, zone)}</span>}
      </p>
      <p className="mt-1 text-sm text-muted">
        {t('booking.checkout.people', { count: customerCount })}
        {parallel && ` · ${t('booking.checkout.concurrent')}`}
      </p>
    </Card>
  );
}
