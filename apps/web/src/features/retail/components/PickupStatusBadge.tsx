import type { PickupOrderStatus } from '@salon/domain';
import { useTranslation } from 'react-i18next';
import { Badge } from '#web/components/Badge';

const TONE: Record<PickupOrderStatus, string> = {
  Placed: 'bg-brand-50 text-brand-800',
  Ready: 'bg-brand-600 text-white',
  PickedUp: 'bg-canvas text-muted ring-1 ring-line',
  Cancelled: 'bg-sand-100 text-sand-700',
  Closed: 'bg-sand-100 text-sand-700',
};

export function PickupStatusBadge({ status }: { status: PickupOrderStatus }) {
  const { t } = useTranslation();
  return (
    <Badge data-testid="pickup-status" data-status={status} className={TONE[status]}>
      {t(`retail.order.status.${status}`)}
    </Badge>
  );
}
