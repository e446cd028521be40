import type { WeeklyHours } from '@salon/domain';
import { useTranslation } from 'react-i18next';
import { Badge } from '#web/components/Badge';
import { openStatus } from '../hours';

export function OpenStatusBadge({ hours, now, zone }: { hours: WeeklyHours; now: number; zone: string }) {
  const { t } = useTranslation();
  const status = openStatus(hours, now, zone);
  const open = status.state === 'open';
  const text =
    status.state === 'open'
      ? t('store.openNow', { until: status.until })
      : status.state === 'later'
        ? t('store.opensLater', { from: status.from })
        : status.state === 'dayOff'
          ? t('store.dayOff')
          : t('store.closedNow');
  return (
    <Badge size="md" className={`gap-1.5 ${open ? 'bg-brand-50 text-brand-700' : 'bg-sand-50 text-sand-700'}`}>
      <span aria-hidden className={`size-1.5 rounded-full ${open ? 'bg-brand-500' : 'bg-sand-500'}`} />
      {text}
    </Badge>
  );
}
