import type { PickupOrderDetail } from '@salon/contract';
import { awaitsOnlinePayment, boughtName, formatFull, formatMoney, formatWeekday } from '@salon/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { clearPendingActionOn } from '#web/app/pending-action';
import { pathTo } from '#web/app/routes';
import { useStoreParams } from '#web/app/use-store-params';
import { Banner } from '#web/components/Banner';
import { Button, ButtonLink } from '#web/components/Button';
import { Card } from '#web/components/Card';
import { Dialog } from '#web/components/Dialog';
import { EmptyState } from '#web/components/EmptyState';
import { Icon } from '#web/components/Icon';
import { LoadError } from '#web/components/LoadError';
import { PageSkeleton } from '#web/components/Skeleton';
import { OrderInvoices } from '#web/features/invoices/components/InvoiceList';
import { currentMethod, usePaymentMethodName } from '#web/features/payments';
import { OnlinePaymentPanel } from '#web/features/payments/components/OnlinePaymentPanel';
import { useStoreSetting, useStoreTimeZone } from '#web/features/store/api/store-setting';
import { PaymentBreakdown } from '#web/features/wallet';
import { isApiError } from '#web/lib/api';
import { useDisplayLocale } from '#web/lib/i18n';
import { useLoginToken } from '#web/lib/session';
import { cancelPickupOrder } from './api/cancel-pickup-order';
import { pickupOrderQuery } from './api/pickup-order';
import { CancelReturns, cancelGivesBack } from './components/CancelReturns';
import { PickupStatusBadge } from './components/PickupStatusBadge';
import { retailFailure } from './failures';

/** pickupOrder/:pickId: status, items, total, pickup time; the customer may cancel while the store has not packed it. */
export default function PickupOrderPage() {
  const { t } = useTranslation();
  const params = useStoreParams();
  const base = { cname: params.cname, userId: params.userId };
  const pickId = params.pickId ?? '';
  const [search] = useSearchParams();
  const order = useQuery(pickupOrderQuery(params.cname, pickId));
  useEffect(() => {
    if (order.isSuccess) clearPendingActionOn(params.cname, 'RetailOrderDetail', pickId);
  }, [order.isSuccess, params.cname, pickId]);

  if (order.isPending) return <PageSkeleton label={t('app.loading')} />;
  if (order.isError) {
    if (isApiError(order.error, 'PICKUP_ORDER_NOT_FOUND')) {
      return (
        <div className="px-4 py-8">
          <EmptyState icon="bag" title={t('retail.order.notFound')}>
            <ButtonLink to={pathTo('StoreRetail', base)} className="mt-2">
              {t('retail.order.toRetail')}
            </ButtonLink>
          </EmptyState>
        </div>
      );
    }
    return (
      <div className="px-4 py-8">
        <LoadError onRetry={() => order.refetch()} />
      </div>
    );
  }
  const created = search.get('result') === 'created' && order.data.status === 'Placed';
  return (
    <div className="space-y-4 px-4 pt-4 pb-8" data-testid="pickup-order">
      {created && (
        <section
          aria-labelledby="order-result"
          data-testid="order-result"
          className="rounded-2xl bg-brand-50 p-5 text-center ring-1 ring-brand-100"
        >
          <span className="mx-auto grid size-12 place-items-center rounded-full bg-brand-600 text-white">
            <Icon name="check" className="size-6" />
          </span>
          <h2 id="order-result" className="mt-3 text-lg font-semibold">
            {t('retail.order.created')}
          </h2>
          <p className="mt-1 text-sm text-muted" data-testid="order-result-text">
            {t(paidInFull(order.data) ? 'retail.order.createdTextPaid' : 'retail.order.createdText')}
          </p>
        </section>
      )}
      <OrderSummary order={order.data} />
      <CancelOrder order={order.data} />
      <ButtonLink to={pathTo('StoreRetail', base)} variant="secondary" block>
        {t('retail.order.toRetail')}
      </ButtonLink>
    </div>
  );
}

/** Nothing is left to pay at pickup: the wallet paid it all, or its online payment went through. */
const paidInFull = (order: PickupOrderDetail) =>
  order.payment.due === 0 ||
  (order.onlinePayment?.status === 'Paid' && order.onlinePayment.amount >= order.payment.due);

function OrderSummary({ order }: { order: PickupOrderDetail }) {
  const { t } = useTranslation();
  const { cname } = useStoreParams();
  const locale = useDisplayLocale();
  const store = useStoreSetting();
  const zone = useStoreTimeZone();
  const methodName = usePaymentMethodName();
  const paidWith = currentMethod(order);
  const method = methodName({ method: paidWith, name: store?.paymentMethods.find((m) => m.method === paidWith)?.name });
  const awaiting = order.status === 'Placed' && awaitsOnlinePayment(order.onlinePayment);
  return (
    <>
      <Card>
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <p className="text-xs text-muted">{t('retail.order.number')}</p>
            <p className="truncate font-mono text-sm" data-testid="pick-id">
              {order.id}
            </p>
          </div>
          <PickupStatusBadge status={order.status} />
        </div>
        <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          <dt className="text-muted">{t('retail.order.pickupTime')}</dt>
          <dd className="font-medium tabular-nums" data-testid="pickup-time">
            {order.pickupTime === null
              ? t('retail.payment.pickupAny')
              : `${formatFull(order.pickupTime, zone)} ${formatWeekday(order.pickupTime, zone, locale)}`}
          </dd>
          <dt className="text-muted">{t('retail.order.payment')}</dt>
          <dd>{method}</dd>
          <dt className="text-muted">{t('retail.order.placedAt')}</dt>
          <dd className="tabular-nums">{formatFull(order.createdAt, zone)}</dd>
        </dl>
      </Card>
      {order.onlinePayment && awaiting && (
        <OnlinePaymentPanel cname={cname} payment={order.onlinePayment} store={store} awaiting />
      )}
      <Card id="order-items" title={t('retail.order.items')}>
        <ul className="divide-y divide-line/70" data-testid="order-items">
          {order.items.map((line) => (
            <li key={line.productId} className="flex items-baseline justify-between gap-3 py-2.5 first:pt-0">
              <span className="min-w-0 text-sm">
                {boughtName(line, locale)}
                <span className="ml-1 text-muted tabular-nums">
                  {formatMoney(line.price)} × {line.quantity}
                </span>
              </span>
              <span className="text-sm font-medium tabular-nums">{formatMoney(line.lineTotal)}</span>
            </li>
          ))}
        </ul>
        <div className="mt-3 flex items-baseline justify-between border-t border-line/70 pt-3">
          <span className="font-medium">{t('retail.order.total')}</span>
          <span className="text-lg font-semibold text-brand-700 tabular-nums" data-testid="order-total">
            {formatMoney(order.total)}
          </span>
        </div>
        <PaymentBreakdown payment={order.payment} />
        {/* Paid or refunded online: said inside the card, under what was paid. */}
        {order.onlinePayment && !awaiting && (
          <div className="mt-3">
            <OnlinePaymentPanel cname={cname} payment={order.onlinePayment} store={store} awaiting={false} />
          </div>
        )}
      </Card>
      <OrderInvoices invoices={order.invoices} />
    </>
  );
}

/** 取消訂單 while the API says it may (canCancel) and the customer is signed in; asks first. */
function CancelOrder({ order }: { order: PickupOrderDetail }) {
  const { t } = useTranslation();
  const params = useStoreParams();
  const token = useLoginToken(params.cname);
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!order.canCancel || !token) return null;
  const cancel = async () => {
    setError(null);
    try {
      const updated = await cancelPickupOrder(params.cname, order.id);
      queryClient.setQueryData(pickupOrderQuery(params.cname, order.id).queryKey, updated);
      void queryClient.invalidateQueries({ queryKey: ['retail'] });
      void queryClient.invalidateQueries({ queryKey: ['menu', 'retail'] });
    } catch (e) {
      setError(retailFailure(e).message);
      void queryClient.invalidateQueries({ queryKey: pickupOrderQuery(params.cname, order.id).queryKey });
    }
  };
  return (
    <>
      <Banner tone="error">{error}</Banner>
      <Button variant="dangerOutline" block onClick={() => setAsking(true)}>
        {t('retail.order.cancel')}
      </Button>
      <Dialog
        open={asking}
        onOpenChange={setAsking}
        role="alertdialog"
        testId="cancel-order"
        config={{
          title: t('retail.order.cancelTitle'),
          description: t('retail.order.cancelText'),
          buttons: {
            submit: { text: t('retail.order.cancelConfirm'), type: 'danger', fn: cancel },
            cancel: { text: t('retail.order.keep') },
          },
        }}
      >
        {cancelGivesBack(order) && <CancelReturns order={order} />}
      </Dialog>
    </>
  );
}
