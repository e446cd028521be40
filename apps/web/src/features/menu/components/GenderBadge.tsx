import type { ServiceProduct } from '@salon/domain';
import { useTranslation } from 'react-i18next';

/** 限男性 / 限女性 for gender-limited services. */
export function GenderBadge({ limit }: { limit: ServiceProduct['customerLimited'] }) {
  const { t } = useTranslation();
  if (limit === 'None') return null;
  return (
    <span className="shrink-0 rounded-full bg-sand-100 px-2 py-0.5 text-[11px] font-medium text-sand-700">
      {limit === 'Male' ? t('menu.limitMale') : t('menu.limitFemale')}
    </span>
  );
}
