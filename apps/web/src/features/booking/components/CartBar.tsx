import type { ServiceMenu } from '@salon/contract';
import { cartPriceRange, formatPriceRange } from '@salon/domain';
import { useTranslation } from 'react-i18next';
import { pathTo } from '#web/app/routes';
import { Banner } from '#web/components/Banner';
import { BottomBar } from '#web/components/BottomBar';
import { Button, ButtonLink } from '#web/components/Button';
import { dismissRepairNotice, type RepairNotice, useCart, useRepairNotice } from '../cart-store';
import { useBookingData } from '../use-booking-data';

/** What repairing or checking the stored cart changed (see `repairCart`, `applyItemCheck`), shown once. */
export function RepairNoticeBanner({ cname, notice }: { cname: string; notice: RepairNotice | null }) {
  const { t } = useTranslation();
  if (!notice) return null;
  return (
    <Banner
      tone="warning"
      floating
      className="mb-2"
      action={
        <Button variant="link" onClick={() => dismissRepairNotice(cname)} className="-my-2.5 -mr-2 shrink-0">
          {t('booking.repaired.dismiss')}
        </Button>
      }
    >
      <div data-testid="cart-changes">
        {notice.changes.length > 0 && <p>{t('booking.cartCheck.title')}</p>}
        <ul className="list-disc pl-4">
          {notice.changes.map((change) => (
            <li key={`${change.productId}-${change.kind}`}>
              {t(`booking.cartCheck.${change.kind}`, {
                name: change.name ?? t('booking.cartCheck.goneService'),
                reason: t(`booking.cartCheck.reasons.${change.reason}`, {
                  defaultValue: t('booking.cartCheck.reasons.other'),
                }),
              })}
            </li>
          ))}
        </ul>
        {notice.customerCountReset && <p>{t('booking.repaired.count', { count: 1 })}</p>}
      </div>
    </Banner>
  );
}

/** Total price range of the cart for all its customers. */
export function usePriceRange(cname: string, menu: ServiceMenu | undefined): string | null {
  const events = useCart(cname, (c) => c.events);
  const count = useCart(cname, (c) => c.customerCount);
  if (!menu || events.length === 0) return null;
  const range = cartPriceRange(
    menu.products,
    events,
    count,
    menu.users.map((u) => u.id),
  );
  return formatPriceRange(range.min, range.max);
}

/** The menu's sticky cart bar, over the tab bar: how many services, their price, on to the time. */
export function CartBar() {
  const { t } = useTranslation();
  const { cname, base, menu } = useBookingData();
  const count = useCart(cname, (c) => c.events.length);
  const price = usePriceRange(cname, menu.data);
  const notice = useRepairNotice(cname);
  if (count === 0) {
    return notice ? (
      <BottomBar
        aboveNav
        label={t('booking.bar.label')}
        notice={<RepairNoticeBanner cname={cname} notice={notice} />}
      />
    ) : null;
  }
  return (
    <BottomBar aboveNav label={t('booking.bar.label')} notice={<RepairNoticeBanner cname={cname} notice={notice} />}>
      <div className="min-w-0 flex-1" data-testid="cart-summary">
        <p className="truncate text-sm font-medium">{t('booking.bar.count', { count })}</p>
        {price && <p className="text-sm font-semibold text-brand-700 tabular-nums">{price}</p>}
      </div>
      <ButtonLink to={pathTo('BookingTime', base)} iconEnd="chevronRight" className="shrink-0">
        {t('booking.bar.chooseTime')}
      </ButtonLink>
    </BottomBar>
  );
}
