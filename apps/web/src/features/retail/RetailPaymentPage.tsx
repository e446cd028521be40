import type { RetailMenu, StoreSetting } from '@salon/contract';
import { formatMoney, lineTotal, type PaymentMethodName, retailCartTotal } from '@salon/domain';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { pathTo, type RouteParams } from '#web/app/routes';
import { useStoreParams } from '#web/app/use-store-params';
import { Button, ButtonLink, iconButtonClass } from '#web/components/Button';
import { EmptyState } from '#web/components/EmptyState';
import { Icon } from '#web/components/Icon';
import { PageSkeleton } from '#web/components/Skeleton';
import { loginPathFor } from '#web/features/auth';
import { BottomBar } from '#web/features/booking/components/BottomBar';
import { Card } from '#web/features/booking/components/Card';
import { PaymentMethods } from '#web/features/booking/components/PaymentMethods';
import { retailMenuQuery } from '#web/features/menu/api/retail-menu';
import { useStoreSetting } from '#web/features/store/api/store-setting';
import {
  isWalletFailure,
  methodsForRest,
  methodToSend,
  NO_WALLET,
  PaymentBreakdown,
  WalletPicker,
  type WalletSelection,
  walletFields,
  withoutFailed,
} from '#web/features/wallet';
import { nowSeconds } from '#web/lib/clock';
import { clearLogin, useLoginToken } from '#web/lib/session';
import { createPickupOrder } from './api/create-pickup-order';
import { retailCheckoutQuery } from './api/retail-checkout';
import { emptyRetailCart, maxUnits, type RetailCart, removeLine, setQuantity } from './cart';
import { applyChecks, updateRetailCart, useRetailCart, useRetailCartRepair } from './cart-store';
import { PickupTimePicker } from './components/PickupTimePicker';
import { QuantityStepper } from './components/QuantityStepper';
import { RetailFailureDialog } from './components/RetailFailureDialog';
import { RetailNoticeBanner } from './components/RetailNoticeBanner';
import { type RetailFailure, retailFailure } from './failures';
import { orderKeys } from './order-key';
import { retailPaymentMethods } from './payment-methods';

/**
 * payment/retail: the retail cart priced by POST /bookings/checkout, the pickup time, the payment
 * method and notes; places the pickup order.
 */
export default function RetailPaymentPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const params = useStoreParams();
  const base = { cname: params.cname, userId: params.userId };
  const store = useStoreSetting();
  const token = useLoginToken(params.cname);
  const menu = useQuery(retailMenuQuery(params.cname, null));
  useRetailCartRepair(params.cname);
  const cart = useRetailCart(params.cname, (c) => c);
  // Set once the order is placed: the cart empties while the order page loads.
  const ordered = useRef(false);

  if (!store || menu.isPending) return <PageSkeleton label={t('app.loading')} />;
  if (!store.retailEnable) return <Empty title={t('retail.disabled')} />;
  if (!token) {
    return (
      <Empty title={t('retail.payment.signIn')}>
        <ButtonLink to={loginPathFor(location, base)} replace className="mt-2">
          {t('retail.payment.signInButton')}
        </ButtonLink>
      </Empty>
    );
  }
  if (cart.items.length === 0 && ordered.current) return <PageSkeleton label={t('app.loading')} />;
  if (cart.items.length === 0) {
    return (
      <div className="px-4 py-8">
        <RetailNoticeBanner cname={params.cname} className="mb-4" />
        <EmptyState icon="bag" title={t('retail.payment.empty')}>
          <ButtonLink to={pathTo('StoreRetail', base)} className="mt-2">
            {t('retail.payment.toRetail')}
          </ButtonLink>
        </EmptyState>
      </div>
    );
  }
  return (
    <PaymentForm
      base={base}
      store={store}
      menu={menu.data}
      cart={cart}
      onOrdered={() => {
        ordered.current = true;
      }}
    />
  );
}

function Empty({ title, children }: { title: string; children?: React.ReactNode }) {
  return (
    <div className="px-4 py-8">
      <EmptyState icon="bag" title={title}>
        {children}
      </EmptyState>
    </div>
  );
}

function PaymentForm({
  base,
  store,
  menu,
  cart,
  onOrdered,
}: {
  base: RouteParams & { cname: string };
  store: StoreSetting;
  menu: RetailMenu | undefined;
  cart: RetailCart;
  onOrdered: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const cname = base.cname;
  const methods = retailPaymentMethods(store.paymentMethods);
  const [from] = useState(nowSeconds);
  const [pickupTime, setPickupTime] = useState<number | null>(null);
  const [method, setMethod] = useState<PaymentMethodName | null>(null);
  const [keyFor] = useState(() => orderKeys());
  const [submitting, setSubmitting] = useState(false);
  const [touched, setTouched] = useState(false);
  // The names are kept as the cart had them: a failed product may leave the cart and the menu.
  const [failure, setFailure] = useState<{ failure: RetailFailure; names: Map<string, string> } | null>(null);
  const paymentRef = useRef<HTMLDivElement>(null);
  const token = useLoginToken(cname);
  const lines = cart.items.map(({ productId, quantity, price }) => ({ productId, quantity, price }));
  // The server prices the cart (and says when a price or the stock changed since it was filled).
  const [wallet, setWallet] = useState<WalletSelection>(NO_WALLET);
  const summary = useQuery({ ...retailCheckoutQuery(cname, token, lines, wallet), placeholderData: keepPreviousData });
  const total = summary.data?.total ?? retailCartTotal(cart.items);
  const offered = methodsForRest(summary.data?.paymentMethods ?? methods);
  const payment = summary.data?.payment;
  const usesWallet = !!payment && payment.uses.length > 0;

  const showFailure = (error: unknown) => {
    if (isWalletFailure(error)) setWallet((w) => withoutFailed(w, error));
    const next = retailFailure(error);
    const names = new Map(cart.items.map((l) => [l.productId, l.name]));
    // Products gone are removed and quantities lowered to the stock left, as the dialog lists them.
    if (next.checks.length > 0) applyChecks(cname, next.checks);
    void queryClient.invalidateQueries({ queryKey: ['menu', 'retail'] });
    setFailure({ failure: next, names });
  };
  const checkoutError = summary.isError && !summary.isFetching ? summary.error : null;
  useEffect(() => {
    if (checkoutError) showFailure(checkoutError);
  }, [checkoutError]);

  const available = offered.filter((m) => m.available);
  const chosenForRest = method && available.some((m) => m.method === method) ? method : (available[0]?.method ?? null);
  const chosen = methodToSend(chosenForRest, payment, wallet, summary.data?.paymentMethods ?? []);
  const needsTime = store.pickupTimeEnable && pickupTime === null;
  const stockOf = (productId: string) => menu?.products.find((p) => p.id === productId);

  const submit = async () => {
    setTouched(true);
    if (submitting) return;
    if (needsTime || !chosen) {
      const target = needsTime ? 'pickup-times' : 'payment-methods';
      document.getElementById(target)?.scrollIntoView({ block: 'center', behavior: 'smooth' });
      return;
    }
    const body = {
      items: cart.items.map(({ productId, quantity, price }) => ({ productId, quantity, price })),
      pickupTime: store.pickupTimeEnable ? pickupTime : null,
      paymentMethod: chosen,
      customerNotes: cart.customerNotes.trim(),
      ...walletFields(wallet),
    };
    setSubmitting(true);
    try {
      const created = await createPickupOrder(cname, body, keyFor(body));
      onOrdered();
      // Paid online: on to the provider's page; it comes back to the order.
      if (created.payment?.redirectUrl) {
        updateRetailCart(cname, emptyRetailCart);
        window.location.assign(created.payment.redirectUrl);
        return;
      }
      void queryClient.invalidateQueries({ queryKey: ['retail'] });
      void queryClient.invalidateQueries({ queryKey: ['wallet'] });
      void queryClient.invalidateQueries({ queryKey: ['menu', 'retail'] });
      try {
        await navigate(pathTo('RetailOrderDetail', { ...base, pickId: created.pickId }, { result: 'created' }), {
          replace: true,
        });
      } finally {
        updateRetailCart(cname, emptyRetailCart);
      }
    } catch (error) {
      showFailure(error);
    } finally {
      setSubmitting(false);
    }
  };

  const onAction = (f: RetailFailure) => {
    if (f.action === 'choosePayment') paymentRef.current?.querySelector<HTMLElement>('input:not(:disabled)')?.focus();
    if (f.action === 'relogin') {
      clearLogin(cname);
      void navigate(loginPathFor(location, base));
    }
    if (f.action === 'viewOrders') void navigate(pathTo('Booking', base));
    if (f.action === 'refresh') window.location.reload();
  };

  return (
    <div className="space-y-4 px-4 pt-4">
      <RetailNoticeBanner cname={cname} />
      <Card
        id="payment-items"
        title={t('retail.payment.items')}
        action={
          <ButtonLink to={pathTo('StoreRetail', base)} variant="link" className="-my-2.5 -mr-2">
            {t('retail.payment.more')}
          </ButtonLink>
        }
      >
        <ul className="divide-y divide-line/70" data-testid="payment-items">
          {cart.items.map((line) => {
            const product = stockOf(line.productId);
            return (
              <li key={line.productId} className="py-3 first:pt-0 last:pb-0">
                <p className="line-clamp-2 text-sm font-medium">{line.name}</p>
                <div className="mt-1 flex items-center gap-2">
                  <p className="min-w-0 flex-1 text-xs text-muted tabular-nums">
                    {formatMoney(line.price)} × {line.quantity} ={' '}
                    <span className="text-sm font-medium text-ink">
                      {formatMoney(lineTotal(line.price, line.quantity))}
                    </span>
                  </p>
                  {product && (
                    <QuantityStepper
                      name={line.name}
                      value={line.quantity}
                      min={1}
                      max={maxUnits(product)}
                      onChange={(q) => updateRetailCart(cname, (c) => setQuantity(c, product, q))}
                    />
                  )}
                  <button
                    type="button"
                    className={iconButtonClass}
                    aria-label={t('retail.cart.remove', { name: line.name })}
                    onClick={() => updateRetailCart(cname, (c) => removeLine(c, line.productId))}
                  >
                    <Icon name="x" className="size-4" />
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      </Card>

      <Card id="payment-pickup" title={t('retail.payment.pickupTime')}>
        <div id="pickup-times">
          {store.pickupTimeEnable ? (
            <PickupTimePicker
              cname={cname}
              zone={store.timeZone}
              from={from}
              value={pickupTime}
              onChange={setPickupTime}
              error={touched && needsTime ? t('retail.payment.pickupRequired') : null}
            />
          ) : (
            <p className="text-sm text-muted">{t('retail.payment.pickupAny')}</p>
          )}
        </div>
      </Card>

      <Card id="payment-method" title={t('retail.payment.payment')}>
        <WalletPicker
          cname={cname}
          selection={wallet}
          onChange={setWallet}
          productIds={cart.items.map((i) => i.productId)}
          withTickets={false}
        />
        {payment && <PaymentBreakdown payment={payment} />}
        <div ref={paymentRef} id="payment-methods" className="mt-4">
          {usesWallet && payment.due === 0 ? (
            <p className="text-sm font-medium text-brand-800">{t('wallet.pay.paidByWallet')}</p>
          ) : (
            <>
              {usesWallet && <p className="mb-2 text-sm font-medium">{t('wallet.pay.restBy')}</p>}
              <PaymentMethods methods={offered} chosen={chosenForRest} onChoose={setMethod} />
            </>
          )}
        </div>
        {touched && !chosen && (
          <p role="alert" className="mt-2 text-xs font-medium text-red-700">
            {t('retail.payment.paymentRequired')}
          </p>
        )}
      </Card>

      <Card id="payment-notes" title={t('retail.payment.notes')}>
        <label htmlFor="retail-notes" className="sr-only">
          {t('retail.payment.notes')}
        </label>
        <textarea
          id="retail-notes"
          value={cart.customerNotes}
          maxLength={500}
          rows={3}
          placeholder={t('retail.payment.notesHint')}
          onChange={(e) => updateRetailCart(cname, (c) => ({ ...c, customerNotes: e.target.value }))}
          className="w-full resize-none rounded-xl bg-canvas px-3 py-2 text-sm ring-1 ring-line placeholder:text-muted/80 focus:bg-white focus:ring-brand-400 focus:outline-none"
        />
      </Card>

      <BottomBar label={t('retail.cart.label')}>
        <div className="min-w-0 flex-1">
          <p className="text-xs text-muted">{usesWallet ? t('wallet.pay.dueLabel') : t('retail.payment.total')}</p>
          <p
            className="text-lg font-semibold text-brand-700 tabular-nums"
            data-testid="payment-total"
            aria-busy={summary.isFetching}
          >
            {formatMoney(usesWallet ? payment.due : total)}
          </p>
        </div>
        <Button
          onClick={() => void submit()}
          loading={submitting}
          loadingLabel={t('retail.payment.submitting')}
          className="shrink-0"
        >
          {t('retail.payment.submit')}
        </Button>
      </BottomBar>
      <RetailFailureDialog
        failure={failure?.failure ?? null}
        nameOf={(productId) => failure?.names.get(productId) ?? productId}
        onAction={onAction}
        onClose={() => setFailure(null)}
      />
    </div>
  );
}
