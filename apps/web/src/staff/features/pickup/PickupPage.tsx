import { displayPhone, formatFull, formatMoney, PICKUP_ORDER_STATUSES, type PickupOrderStatus } from '@salon/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Badge } from '#web/components/Badge';
import { Banner } from '#web/components/Banner';
import { Button } from '#web/components/Button';
import { Card } from '#web/components/Card';
import { Chip } from '#web/components/Chip';
import { EmptyState } from '#web/components/EmptyState';
import { LoadError } from '#web/components/LoadError';
import { LoadingBlocks } from '#web/staff/components/LoadingBlocks';
import { useStaffCode, useStoreZone } from '#web/staff/lib/hooks';
import { errorText, useStaffLocale, useStaffT } from '#web/staff/lib/i18n';
import { usePickupStatus } from './api/change-pickup-status';
import { pickupOrdersQuery } from './api/get-pickup-orders';
import { PickupActions } from './components/PickupActions';

/** Pickup orders by status: mark ready, picked up, or cancel (the store's close: stock and wallet back). */
export default function PickupPage() {
  const code = useStaffCode();
  const { t } = useStaffT();
  const locale = useStaffLocale();
  const zone = useStoreZone();
  const [status, setStatus] = useState<PickupOrderStatus | null>('Placed');
  const [page, setPage] = useState(1);
  const orders = useQuery(pickupOrdersQuery(code, status, page));
  const change = usePickupStatus(code);
  const pages = orders.data ? Math.max(1, Math.ceil(orders.data.total / orders.data.pageSize)) : 1;

  return (
    <div className="mx-auto w-full max-w-3xl space-y-4 p-4">
      <h1 className="text-xl font-semibold">{t('pickup.title')}</h1>
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">{t('pickup.filter')}</legend>
        {[null, ...PICKUP_ORDER_STATUSES].map((s) => (
          <Chip
            key={s ?? 'all'}
            pressed={status === s}
            onClick={() => {
              setStatus(s);
              setPage(1);
            }}
          >
            {s ? t(`pickupStatus.${s}`) : t('pickup.all')}
          </Chip>
        ))}
      </fieldset>
      <Banner tone="error">{change.isError ? errorText(change.error, locale) : null}</Banner>
      {orders.isPending ? (
        <LoadingBlocks blocks={['h-28 w-full', 'h-28 w-full']} />
      ) : orders.isError ? (
        <LoadError error={orders.error} onRetry={() => void orders.refetch()} />
      ) : orders.data.orders.length === 0 ? (
        <EmptyState icon="bag" title={t('pickup.empty')} />
      ) : (
        <ul className="space-y-3">
          {orders.data.orders.map((order) => (
            <Card as="li" key={order.id} data-testid={`pickup-${order.id}`} className="space-y-2">
              <div className="flex flex-wrap items-center gap-2">
                <p className="font-semibold">
                  {order.customer.lastName}{' '}
                  <span className="font-normal text-muted">
                    {order.customer.phone && displayPhone(order.customer.phone)}
                  </span>
                </p>
                <Badge tone={order.status === 'Ready' ? 'solid' : 'neutral'} className="ml-auto">
                  {t(`pickupStatus.${order.status}`)}
                </Badge>
              </div>
              <ul className="text-sm">
                {order.items.map((item) => (
                  <li key={item.productId} className="flex gap-2">
                    <span className="flex-1">
                      {item.name} × {item.quantity}
                    </span>
                    <span className="tabular-nums">{formatMoney(item.lineTotal)}</span>
                  </li>
                ))}
              </ul>
              <p className="flex flex-wrap gap-x-4 text-sm text-muted">
                <span>
                  {t('pickup.time')}：{order.pickupTime ? formatFull(order.pickupTime, zone) : t('pickup.anyTime')}
                </span>
                <span>
                  {t('pickup.total')}：<span className="font-medium text-ink">{formatMoney(order.total)}</span>
                </span>
                {order.payment.due > 0 ? (
                  <span>
                    {t('pickup.due')}：<span className="font-medium text-ink">{formatMoney(order.payment.due)}</span>
                  </span>
                ) : (
                  <span className="font-medium text-green-800">{t('pickup.paid')}</span>
                )}
              </p>
              <PickupActions order={order} change={change} />
            </Card>
          ))}
        </ul>
      )}
      {pages > 1 && (
        <nav aria-label={t('pickup.pages')} className="flex items-center justify-center gap-3">
          <Button variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t('pickup.previous')}
          </Button>
          <span className="text-sm tabular-nums">
            {page} / {pages}
          </span>
          <Button variant="secondary" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {t('pickup.next')}
          </Button>
        </nav>
      )}
    </div>
  );
}
