import type { BookingStatus } from '@salon/domain';
import { useTranslation } from 'react-i18next';
import { Badge } from '#web/components/Badge';
import { useDisplayLocale } from '#web/lib/i18n';
import { STATUS_TONE, statusLabel } from '../labels';

/** A booking's status; a new one waiting for its online payment says 待付款, not 新預約. */
export function StatusBadge({ status, awaitingPayment = false }: { status: BookingStatus; awaitingPayment?: boolean }) {
  const { t } = useTranslation();
  const locale = useDisplayLocale();
  return (
    <Badge data-testid="booking-status" className={STATUS_TONE[status]}>
      {awaitingPayment ? t('booking.awaitingPayment') : statusLabel(status, locale, t)}
    </Badge>
  );
}
