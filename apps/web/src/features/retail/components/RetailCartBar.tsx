import { formatMoney, retailCartTotal } from '@salon/domain';
import { useTranslation } from 'react-i18next';
import { pathTo, type RouteParams } from '#web/app/routes';
import { BottomBar } from '#web/components/BottomBar';
import { ButtonLink } from '#web/components/Button';
import { unitCount } from '../cart';
import { useRetailCart } from '../cart-store';

/** The retail cart at the bottom of the shop: units, total, and the way to pay. Hidden while empty. */
export function RetailCartBar({ base, aboveNav = false }: { base: RouteParams; aboveNav?: boolean }) {
  const { t } = useTranslation();
  const cart = useRetailCart(base.cname, (c) => c);
  const units = unitCount(cart);
  if (units === 0) return null;
  return (
    <BottomBar label={t('retail.cart.label')} aboveNav={aboveNav}>
      <div className="min-w-0 flex-1" data-testid="retail-cart-bar">
        <p className="text-xs text-muted">{t('retail.cart.count', { count: units })}</p>
        <p className="text-lg font-semibold text-brand-700 tabular-nums">{formatMoney(retailCartTotal(cart.items))}</p>
      </div>
      <ButtonLink to={pathTo('Payment', base)} className="shrink-0" iconEnd="chevronRight">
        {t('retail.cart.checkout')}
      </ButtonLink>
    </BottomBar>
  );
}
