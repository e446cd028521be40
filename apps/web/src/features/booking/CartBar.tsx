import type { ServiceMenu } from '@salon/contract';
import { cartPriceRange, formatPriceRange } from '@salon/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathTo } from '../../app/routes';
import { Icon } from '../../components/Icon';
import { BottomBar } from './BottomBar';
import { dismissRepairNotice, type RepairNotice, useCart, useRepairNotice } from './cart-store';
import { useBookingData } from './use-booking-data';

/** What the repair on load changed, once (spec section 4, cart on load). */
export function RepairNoticeBanner({ cname, notice }: { cname: string; notice: RepairNotice | null }) {
  const { t } = useTranslation();
  if (!notice) return null;
  return (
    <div
      role="status"
      className="mb-2 flex items-start gap-2 rounded-2xl bg-sand-50 p-3 text-sm text-sand-700 shadow-sm ring-1 ring-sand-200"
    >
      <Icon name="info" className="mt-0.5 size-4 shrink-0" />
      <p className="flex-1">
        {notice.dropped.length > 0 && t('booking.repaired.dropped', { count: notice.dropped.length })}
        {notice.customerCountReset && t('booking.repaired.count', { count: 1 })}
      </p>
      <button
        type="button"
        onClick={() => dismissRepairNotice(cname)}
        className="shrink-0 font-medium underline-offset-4 hover:underline"
      >
        {t('booking.repaired.dismiss')}
      </button>
    </div>
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
      <Link
        to={pathTo('BookingTime', base)}
        className="inline-flex h-11 shrink-0 items-center gap-1 rounded-xl bg-brand-600 px-5 text-sm font-semibold text-white shadow-sm hover:bg-brand-700"
      >
        {t('booking.bar.chooseTime')}
        <Icon name="chevronRight" className="size-4" />
      </Link>
    </BottomBar>
  );
}
