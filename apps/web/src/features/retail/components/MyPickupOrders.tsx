import { boughtName, formatMoney, formatShort, nameList } from '@salon/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathTo, type RouteParams } from '#web/app/routes';
import { Card, cardClass } from '#web/components/Card';
import { Icon } from '#web/components/Icon';
import { LoadError } from '#web/components/LoadError';
import { Skeleton } from '#web/components/Skeleton';
import { useStoreTimeZone } from '#web/features/store/api/store-setting';
import { useDisplayLocale } from '#web/lib/i18n';
import { myPickupOrdersQuery } from '../api/my-pickup-orders';
import { PickupStatusBadge } from './PickupStatusBadge';

/** 我的取貨訂單: the signed-in customer's pickup orders, newest first, beside their bookings. */
export function MyPickupOrders({ base, token }: { base: RouteParams & { cname: string }; token: string | null }) {
  const { t } = useTranslation();
  const locale = useDisplayLocale();
  const zone = useStoreTimeZone();
  const orders = useQuery(myPickupOrdersQuery(base.cname, token));
  if (!token) return null;
  return (
    <section aria-labelledby="pickup-orders-title" data-testid="my-pickup-orders" className="space-y-2">
      <h2 id="pickup-orders-title" className="text-sm font-semibold text-muted">
        {t('retail.order.myOrders')}
      </h2>
      {orders.isPending ? (
        <Skeleton className="h-20 w-full rounded-2xl" />
      ) : orders.isError ? (
        <LoadError onRetry={() => orders.refetch()} />
      ) : orders.data.orders.length === 0 ? (
        <Card as="p" className="text-sm text-muted">
          {t('retail.order.noOrders')}
        </Card>
      ) : (
        <ul className="space-y-3">
          {orders.data.orders.map((order) => (
            <li key={order.id}>
              <Link
                to={pathTo('RetailOrderDetail', { ...base, pickId: order.id })}
                data-testid={`pickup-order-${order.id}`}
                className={`block ${cardClass({ interactive: true })}`}
              >
                <div className="flex items-start justify-between gap-3">
                  <p className="truncate text-sm font-medium">
                    {nameList(
                      order.items.map((l) => `${boughtName(l, locale)} × ${l.quantity}`),
                      locale,
                    )}
                  </p>
                  <PickupStatusBadge status={order.status} />
                </div>
                <div className="mt-1 flex items-center justify-between text-xs text-muted">
                  <span className="tabular-nums">
                    {order.pickupTime === null
                      ? t('retail.payment.pickupAny')
                      : t('retail.order.pickupAt', { time: formatShort(order.pickupTime, zone) })}
                  </span>
                  <span className="flex items-center gap-1 text-sm font-medium text-ink tabular-nums">
                    {formatMoney(order.total)}
                    <Icon name="chevronRight" className="size-4 text-muted" />
                  </span>
                </div>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
