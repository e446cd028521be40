import type { RetailMenu, StoreSetting } from '@salon/contract';
import { formatMoney, retailCartTotal } from '@salon/domain';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { pathTo, type RouteParams } from '#web/app/routes';
import { useStoreParams } from '#web/app/use-store-params';
import { ButtonLink } from '#web/components/Button';
import { Card } from '#web/components/Card';
import { EmptyState } from '#web/components/EmptyState';
import { PageSkeleton } from '#web/components/Skeleton';
import { loginPathFor } from '#web/features/auth';
import { useInvoiceDraft } from '#web/features/invoices';
import { CheckoutInvoice, focusInvoice } from '#web/features/invoices/components/CheckoutInvoice';
import { retailMenuQuery } from '#web/features/menu/api/retail-menu';
import { attemptKeys, usePaymentChoice, usePlaceOrder } from '#web/features/payments';
import { focusNotes, NotesCard, notesFit } from '#web/features/payments/components/NotesCard';
import { PayBar } from '#web/features/payments/components/PayBar';
import { PaymentChoice } from '#web/features/payments/components/PaymentChoice';
import { SignInGate } from '#web/features/payments/components/SignInGate';
import { useStoreSetting, useStoreTimeZone } from '#web/features/store/api/store-setting';
import {
  isWalletFailure,
  NO_WALLET,
  orderLinesOf,
  type WalletSelection,
  walletFields,
  withoutFailed,
} from '#web/features/wallet';
import { nowSeconds } from '#web/lib/clock';
import { clearLogin, useLoginToken } from '#web/lib/session';
import { createPickupOrder } from './api/create-pickup-order';
import { retailCheckoutQuery } from './api/retail-checkout';
import { emptyRetailCart, type RetailCart } from './cart';
import { applyChecks, updateRetailCart, useRetailCart, useRetailCartRepair } from './cart-store';
import { PaymentItems } from './components/PaymentItems';
import { PickupTimePicker } from './components/PickupTimePicker';
import { RetailFailureDialog } from './components/RetailFailureDialog';
import { RetailNoticeBanner } from './components/RetailNoticeBanner';
import { type RetailFailure, retailFailure } from './failures';
import { retailPaymentMethods } from './payment-methods';

/**
 * payment/retail: the retail cart priced by POST /bookings/checkout, the pickup time, the payment
 * method and notes; places the pickup order.
 */
export default function RetailPaymentPage() {
  const { t } = useTranslation();
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
  if (!store.retailEnable) {
    return (
      <div className="px-4 py-8">
        <EmptyState icon="bag" title={t('retail.disabled')} />
      </div>
    );
  }
  if (!token) {
    return (
      <SignInGate base={base} icon="bag" title={t('retail.payment.signIn')} button={t('retail.payment.signInButton')} />
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
  const [from] = useState(nowSeconds);
  const zone = useStoreTimeZone();
  const [pickupTime, setPickupTime] = useState<number | null>(null);
  const [keyFor] = useState(() => attemptKeys());
  const [touched, setTouched] = useState(false);
  // The names are kept as the cart had them: a failed product may leave the cart and the menu.
  const [failure, setFailure] = useState<{ failure: RetailFailure; names: Map<string, string> } | null>(null);
  const paymentRef = useRef<HTMLDivElement>(null);
  // Once the order is placed its stock is gone: a check of the cart then would call it sold out.
  const placed = useRef(false);
  const token = useLoginToken(cname);
  const lines = cart.items.map(({ productId, quantity, price }) => ({ productId, quantity, price }));
  // The server prices the cart (and says when a price or the stock changed since it was filled).
  const [wallet, setWallet] = useState<WalletSelection>(NO_WALLET);
  const summary = useQuery({
    ...retailCheckoutQuery(cname, token, lines, wallet),
    placeholderData: keepPreviousData,
    enabled: () => !placed.current,
  });
  const total = summary.data?.total ?? retailCartTotal(cart.items);
  const payment = summary.data?.payment;
  const choice = usePaymentChoice(
    summary.data?.paymentMethods ?? retailPaymentMethods(store.paymentMethods),
    payment,
    wallet,
  );
  const invoice = useInvoiceDraft(cname, Boolean(token));

  const showFailure = (error: unknown) => {
    if (invoice.showRefusal(error)) return focusInvoice('payment-invoice');
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
    if (checkoutError && !placed.current) showFailure(checkoutError);
  }, [checkoutError]);

  const order = usePlaceOrder<Awaited<ReturnType<typeof createPickupOrder>>>({
    onPlaced: () => {
      placed.current = true;
      onOrdered();
    },
    emptyCart: () => updateRetailCart(cname, emptyRetailCart),
    stale: [{ queryKey: ['retail'] }, { queryKey: ['wallet'] }, { queryKey: ['menu', 'retail'] }],
    resultPath: (created) => pathTo('RetailOrderDetail', { ...base, pickId: created.pickId }, { result: 'created' }),
    idField: 'pickId',
    onFailure: showFailure,
  });

  const needsTime = store.pickupTimeEnable && pickupTime === null;
  const submit = () => {
    setTouched(true);
    if (order.submitting) return;
    if (!notesFit(cart.customerNotes)) return focusNotes('retail-notes');
    if (!invoice.check()) return focusInvoice('payment-invoice');
    if (needsTime || !choice.toSend) {
      const target = needsTime ? 'pickup-times' : 'payment-methods';
      document.getElementById(target)?.scrollIntoView({ block: 'center', behavior: 'smooth' });
      return;
    }
    const body = {
      items: lines,
      pickupTime: store.pickupTimeEnable ? pickupTime : null,
      paymentMethod: choice.toSend,
      customerNotes: cart.customerNotes.trim(),
      ...walletFields(wallet),
      ...(invoice.request ? { invoice: invoice.request } : {}),
    };
    void order.place(() => createPickupOrder(cname, body, keyFor(body)));
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
      <PaymentItems base={base} cart={cart} menu={menu} />

      <Card id="payment-pickup" title={t('retail.payment.pickupTime')}>
        <div id="pickup-times">
          {store.pickupTimeEnable ? (
            <PickupTimePicker
              cname={cname}
              zone={zone}
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

      <PaymentChoice
        id="payment-method"
        title={t('retail.payment.payment')}
        cname={cname}
        wallet={wallet}
        onWalletChange={setWallet}
        productIds={cart.items.map((i) => i.productId)}
        withTickets={false}
        lines={orderLinesOf(
          cart.items.map((i) => ({ id: i.productId, productId: i.productId, amount: i.price * i.quantity })),
          menu?.categories ?? [],
        )}
        payment={payment}
        choice={choice}
        onChoose={choice.choose}
        methodsRef={paymentRef}
        missing={touched && !choice.toSend ? t('retail.payment.paymentRequired') : null}
      />

      <CheckoutInvoice id="payment-invoice" state={invoice} />

      <NotesCard
        id="payment-notes"
        inputId="retail-notes"
        title={t('retail.payment.notes')}
        placeholder={t('retail.payment.notesHint')}
        value={cart.customerNotes}
        onChange={(text) => updateRetailCart(cname, (c) => ({ ...c, customerNotes: text }))}
      />

      <PayBar
        label={t('retail.cart.label')}
        totalLabel={choice.usesWallet ? t('wallet.pay.dueLabel') : t('retail.payment.total')}
        totalTestId="payment-total"
        total={formatMoney(payment && choice.usesWallet ? payment.due : total)}
        busy={summary.isFetching}
        submitLabel={t('retail.payment.submit')}
        submittingLabel={t('retail.payment.submitting')}
        submitting={order.submitting}
        onSubmit={submit}
      />
      <RetailFailureDialog
        failure={failure?.failure ?? null}
        nameOf={(productId) => failure?.names.get(productId) ?? productId}
        onAction={onAction}
        onClose={() => setFailure(null)}
      />
    </div>
  );
}
