import type { BookingStatus } from '@salon/domain';
import { useTranslation } from 'react-i18next';
import { useDisplayLocale } from '#web/lib/i18n';
import { STATUS_TONE, statusLabel } from '../labels';

export function StatusBadge({ status }: { status: BookingStatus }) {
  const { t } = useTranslation();
  const locale = useDisplayLocale();
  return (
    <span
      data-testid="booking-status"
      className={`inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-medium ${STATUS_TONE[status]}`}
    >
      {statusLabel(status, locale, t)}
    </span>
  );
}
