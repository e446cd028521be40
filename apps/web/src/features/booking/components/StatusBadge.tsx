import type { BookingStatus } from '@salon/domain';
import { useTranslation } from 'react-i18next';
import { Badge } from '#web/components/Badge';
import { useDisplayLocale } from '#web/lib/i18n';
import { STATUS_TONE, statusLabel } from '../labels';

export function StatusBadge({ status }: { status: BookingStatus }) {
  const { t } = useTranslation();
  const locale = useDisplayLocale();
  return (
    <Badge data-testid="booking-status" className={STATUS_TONE[status]}>
      {statusLabel(status, locale, t)}
    </Badge>
  );
}
