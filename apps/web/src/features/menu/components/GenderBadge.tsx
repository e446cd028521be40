import type { ServiceProduct } from '@salon/domain';
import { useTranslation } from 'react-i18next';
import { Badge } from '#web/components/Badge';

/** 限男性 / 限女性 for gender-limited services. */
export function GenderBadge({ limit }: { limit: ServiceProduct['customerLimited'] }) {
  const { t } = useTranslation();
  if (limit === 'None') return null;
  return (
    <Badge tone="sand" size="xs">
      {limit === 'Male' ? t('menu.limitMale') : t('menu.limitFemale')}
    </Badge>
  );
}
