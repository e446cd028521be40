import type { CheckoutRequest, StoreSetting } from '@salon/contract';
import {
  formatFull,
  formatMoney,
  formatTime,
  formatWeekday,
  isOneOf,
  ONLINE_PAYMENT_METHODS,
  onlineCharge,
  type PaymentMethodName,
} from '@salon/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { pathTo } from '#web/app/routes';
import { Button, ButtonLink } from '#web/components/Button';
import { Checkbox } from '#web/components/Checkbox';
import { Chip } from '#web/components/Chip';
import { EmptyState } from '#web/components/EmptyState';
import { PageSkeleton, Skeleton } from '#web/components/Skeleton';
import { loginPathFor } from '#web/features/auth';
import { serviceMenuQuery } from '#web/features/menu/api/service-menu';
import {
  isWalletFailure,
  methodsForRest,
  methodToSend,
  PaymentBreakdown,
  WalletPicker,
  type WalletSelection,
  walletFields,
  withoutFailed,
} from '#web/features/wallet';
import { useDisplayLocale } from '#web/lib/i18n';
import { useLoginToken } from '#web/lib/session';
import { checkoutQuery } from './api/checkout';
import { createBooking } from './api/create-booking';
import { userNotesQuery } from './api/user-notes';
import { attemptKeys } from './attempt';
import { assignDesigners, clearAfterBooking, isParallel, type ServiceCart, setNotes, wireEvents } from './cart';
import { checkCart, lastBooking, rememberBooking, updateCart, useCart, useRepairNotice } from './cart-store';
import { BottomBar } from './components/BottomBar';
import { Card } from './components/Card';
import { RepairNoticeBanner } from './components/CartBar';
import { useFailureDialog } from './components/FailureDialog';
import { PaymentMethods } from './components/PaymentMethods';
import { PolicyList } from './components/PolicyList';
import { PricedEvents } from './components/PricedEvents';
import type { FailedEvent } from './failures';
import { useBookingData } from './use-booking-data';

/** Checkout: sign-in required; without a login the customer is sent to sign in and comes back here. */
export default function CheckoutPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const { cname, base, store, menu } = useBookingData();
  const token = useLoginToken(cname);
  const cart = useCart(cname, (c) => c);
  const notice = useRepairNotice(cname);
  // Set once a booking is made: the cart empties while the result page loads, and this page must
  // not redirect on its own meanwhile (it would land on the booking without its result banner).
  const justBooked = useRef(false);

  if (!store || menu.isPending) return <PageSkeleton label={t('app.loading')} />;
  if (!token) {
    return (
      <div className="px-4 py-8">
        <EmptyState icon="user" title={t('booking.checkout.signInTitle')}>
          <p className="text-sm text-muted">{t('booking.checkout.signInText')}</p>
          <ButtonLink to={loginPathFor(location, base)} replace className="mt-2">
            {t('booking.checkout.signIn')}
          </ButtonLink>
        </EmptyState>
      </div>
    );
  }
  if (cart.events.length === 0 && justBooked.current) return <PageSkeleton label={t('app.loading')} />;
  if (cart.events.length === 0) {
    // Nothing to check out: the booking just made from this cart (back or forward after booking), else the store.
    const booked = notice ? null : lastBooking(cname);
    if (booked) return <Navigate to={pathTo('BookingDetail', { ...base, bookingId: booked })} replace />;
    if (!notice) return <Navigate to={pathTo('Store', base)} replace />;
  }
  if (cart.events.length === 0 || cart.selectedTime === null) {
    return (
      <div className="px-4 py-8">
        <RepairNoticeBanner cname={cname} notice={notice} />
        <EmptyState icon="calendar" title={t('booking.checkout.noTime')}>
          <ButtonLink to={pathTo(cart.events.length === 0 ? 'StoreMenu' : 'BookingTime', base)} className="mt-2">
            {cart.events.length === 0 ? t('booking.time.toMenu') : t('booking.checkout.pickTime')}
          </ButtonLink>
        </EmptyState>
      </div>
    );
  }
  return (
    <CheckoutForm
      cname={cname}
      token={token}
      store={store}
      cart={cart}
      startTime={cart.selectedTime}
      onBooked={() => {
        justBooked.current = true;
      }}
    />
  );
}

function CheckoutForm({
  cname,
  token,
  store,
  cart,
  startTime,
  onBooked,
}: {
  cname: string;
  token: string;
  store: StoreSetting;
  cart: ServiceCart;
  startTime: number;
  onBooked: () => void;
}) {
  const { t } = useTranslation();
  const locale = useDisplayLocale();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { base, menu } = useBookingData();
  const zone = store.timeZone;
  const notice = useRepairNotice(cname);

  const events = useMemo(() => wireEvents(cart, store), [cart.events, store.unassignedMode]);
  const parallel = isParallel(cart, store);
  // Vouchers and the value card are kept in the cart (the spec's fields); the ticket on the page.
  const [ticketId, setTicketId] = useState<string | null>(null);
  const wallet: WalletSelection = {
    voucherIds: cart.voucherIds,
    customerValueCardId: cart.customerValueCardId,
    customerServiceTicketId: ticketId,
  };
  const setWallet = (next: WalletSelection) => {
    setTicketId(next.customerServiceTicketId);
    updateCart(cname, (c) => ({ ...c, voucherIds: next.voucherIds, customerValueCardId: next.customerValueCardId }));
  };
  const body: CheckoutRequest = useMemo(
    () => ({ events, startTime, customerCount: cart.customerCount, parallel, ...walletFields(wallet) }),
    [events, startTime, cart.customerCount, parallel, cart.voucherIds, cart.customerValueCardId, ticketId],
  );
  // The API checks the services first (gone, gender, designer, start); what it changes is listed and
  // the page falls back to choosing a time. The summary is asked for only once the cart passed.
  const itemCheck = useQuery({
    queryKey: ['cart-check', cname, token, body],
    queryFn: async ({ signal }) =>
      checkCart(cname, store, await queryClient.ensureQueryData(serviceMenuQuery(cname, null)), undefined, signal),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const summary = useQuery({
    ...checkoutQuery(cname, token, body),
    enabled: !itemCheck.isPending && (itemCheck.data?.length ?? 0) === 0,
  });
  const notes = useQuery(userNotesQuery(cname, token));
  const [method, setMethod] = useState<PaymentMethodName | null>(null);
  const [keyFor] = useState(() => attemptKeys());
  const [submitting, setSubmitting] = useState(false);
  const [touched, setTouched] = useState(false);
  // The agreement is given for this booking: kept on the page, never in the stored cart.
  const [agreed, setAgreed] = useState(false);
  const paymentRef = useRef<HTMLDivElement>(null);

  const nameOf = (e: FailedEvent) =>
    menu.data?.products.find((p) => p.id === e.productId)?.name ??
    menu.data?.products.find((p) => p.id === cart.events[e.eventIndex]?.productId)?.name ??
    e.productId;
  const checkoutFailure = useFailureDialog('checkout', nameOf, { refresh: () => void summary.refetch() });
  const createFailure = useFailureDialog('create', nameOf, { refresh: () => void summary.refetch() });

  // A checkout that cannot be priced (time gone, service changed, …) says why in a dialog.
  // A voucher, card or ticket that cannot be used is taken out of the choice, so the summary reloads without it.
  useEffect(() => {
    if (!summary.error) return;
    checkoutFailure.show(summary.error);
    if (isWalletFailure(summary.error)) setWallet(withoutFailed(wallet, summary.error));
  }, [summary.error]);

  // Keep who the summary assigned in the cart (realUserId / realUserName).
  useEffect(() => {
    const assigned = summary.data?.events.filter((e) => e.customerIndex === 0);
    if (assigned) updateCart(cname, (c) => assignDesigners(c, assigned));
  }, [summary.data, cname]);

  const forRest = methodsForRest(summary.data?.paymentMethods ?? []);
  const available = forRest.filter((m) => m.available);
  const chosen = method && available.some((m) => m.method === method) ? method : (available[0]?.method ?? null);
  const payment = summary.data?.payment;
  const coveredByWallet = !!payment && payment.uses.length > 0 && payment.due === 0;
  const sendMethod = methodToSend(chosen, payment, wallet, summary.data?.paymentMethods ?? []);

  /** Brings the first unanswered question into view and focus (the payment method, then the agreement). */
  const showFirstError = () => {
    const target = !sendMethod
      ? paymentRef.current?.querySelector<HTMLElement>('input, button')
      : document.getElementById('agree');
    target?.focus({ preventScroll: true });
    target?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  };

  const submit = async () => {
    setTouched(true);
    if (!summary.data || submitting) return;
    if (!agreed || !sendMethod) {
      showFirstError();
      return;
    }
    const request = {
      ...body,
      customerNotes: cart.customerNotes.trim(),
      paymentMethod: sendMethod,
      isAgree: true as const,
    };
    setSubmitting(true);
    try {
      const created = await createBooking(cname, request, keyFor(request));
      rememberBooking(cname, created.bookingId);
      onBooked();
      // Paid online: on to the provider's page; it comes back to the booking.
      if (created.payment?.redirectUrl) {
        updateCart(cname, clearAfterBooking);
        window.location.assign(created.payment.redirectUrl);
        return;
      }
      // The customer's bookings are stale now; the summary of this cart is not asked for again.
      void queryClient.invalidateQueries({ queryKey: ['bookings'], predicate: (q) => q.queryKey[1] !== 'checkout' });
      void queryClient.invalidateQueries({ queryKey: ['wallet'] });
      // The cart starts over once the result page shows (clearing it first would flash an empty checkout).
      try {
        await navigate(pathTo('BookingDetail', { ...base, bookingId: created.bookingId }, { result: 'created' }), {
          replace: true,
        });
      } finally {
        updateCart(cname, clearAfterBooking);
      }
    } catch (error) {
      createFailure.show(error);
      if (isWalletFailure(error)) setWallet(withoutFailed(wallet, error));
    } finally {
      setSubmitting(false);
    }
  };

  const data = summary.data;
  return (
    <div className="space-y-4 px-4 pt-4">
      <RepairNoticeBanner cname={cname} notice={notice} />
      <Card
        id="checkout-when"
        title={t('booking.checkout.when')}
        action={
          <ButtonLink to={pathTo('BookingTime', base)} variant="link" className="-my-2.5 -mr-2">
            {t('booking.checkout.edit')}
          </ButtonLink>
        }
      >
        <p className="text-lg font-semibold tabular-nums" data-testid="checkout-time">
          {formatFull(startTime, zone)} {formatWeekday(startTime, zone, locale)}
          {data && <span className="text-base font-normal text-muted"> – {formatTime(data.endTime, zone)}</span>}
        </p>
        <p className="mt-1 text-sm text-muted">
          {t('booking.checkout.people', { count: cart.customerCount })}
          {parallel && ` · ${t('booking.checkout.concurrent')}`}
        </p>
      </Card>

      {summary.isPending ? (
        <div role="status" className="space-y-4">
          <span className="sr-only">{t('app.loading')}</span>
          <Skeleton className="h-40 w-full rounded-2xl" />
          <Skeleton className="h-32 w-full rounded-2xl" />
        </div>
      ) : !data ? (
        <div role="alert" className="rounded-2xl bg-white p-4 text-center text-sm ring-1 ring-line">
          <p>{t('errors.loadFailed')}</p>
          <Button variant="secondary" icon="refresh" onClick={() => void summary.refetch()} className="mt-3">
            {t('errors.tryAgain')}
          </Button>
        </div>
      ) : (
        <>
          <Card id="checkout-services" title={t('booking.checkout.services')}>
            <PricedEvents summary={data} zone={zone} />
          </Card>

          <Card id="checkout-payment" title={t('booking.checkout.payment')}>
            <p className="mb-3 rounded-xl bg-canvas px-3 py-2 text-sm" data-testid="deposit">
              {data.deposit.required
                ? `${t('booking.checkout.deposit', { label: data.deposit.label })}：${formatMoney(data.deposit.amount)}`
                : t('booking.checkout.noDeposit')}
            </p>
            <WalletPicker
              cname={cname}
              selection={wallet}
              onChange={setWallet}
              productIds={data.events.map((e) => e.productId)}
              withTickets
            />
            <PaymentBreakdown payment={data.payment} />
            <div ref={paymentRef} className="mt-4">
              {coveredByWallet ? (
                <p className="text-sm font-medium text-brand-800">{t('wallet.pay.paidByWallet')}</p>
              ) : (
                <>
                  {data.payment.uses.length > 0 && <p className="mb-2 text-sm font-medium">{t('wallet.pay.restBy')}</p>}
                  <PaymentMethods methods={forRest} chosen={chosen} onChoose={setMethod} />
                  {chosen && isOneOf(ONLINE_PAYMENT_METHODS, chosen) && (
                    <p className="mt-2 text-sm font-medium" data-testid="pay-now">
                      {t(data.deposit.required ? 'booking.pay.nowDeposit' : 'booking.pay.nowAll', {
                        amount: formatMoney(onlineCharge(data.payment.due, data.deposit)),
                      })}
                    </p>
                  )}
                </>
              )}
            </div>
            {touched && !sendMethod && (
              <p role="alert" className="mt-2 text-xs font-medium text-red-700">
                {t('booking.checkout.paymentRequired')}
              </p>
            )}
          </Card>

          <Card
            id="checkout-policy"
            title={data.deposit.amount > 0 ? t('booking.checkout.policy') : t('booking.state.policy')}
          >
            <PolicyList
              policy={data.policy}
              timeZone={zone}
              prepaid={data.deposit.amount}
              bookingStart={data.startTime}
            />
          </Card>
        </>
      )}

      <Card id="checkout-notes" title={t('booking.checkout.notes')}>
        <label htmlFor="customer-notes" className="sr-only">
          {t('booking.checkout.notes')}
        </label>
        <textarea
          id="customer-notes"
          value={cart.customerNotes}
          maxLength={500}
          rows={3}
          placeholder={t('booking.checkout.notesHint')}
          onChange={(e) => updateCart(cname, (c) => setNotes(c, e.target.value))}
          className="w-full resize-none rounded-xl bg-canvas px-3 py-2 text-sm ring-1 ring-line placeholder:text-muted/80 focus:bg-white focus:ring-brand-400 focus:outline-none"
        />
        {(notes.data?.length ?? 0) > 0 && (
          <div className="mt-2">
            <p className="mb-1.5 text-xs text-muted">{t('booking.checkout.pastNotes')}</p>
            <ul className="flex flex-wrap gap-2">
              {notes.data?.slice(0, 5).map((note) => (
                <li key={note}>
                  <Chip onClick={() => updateCart(cname, (c) => setNotes(c, note))} className="max-w-60">
                    {note}
                  </Chip>
                </li>
              ))}
            </ul>
          </div>
        )}
      </Card>

      <Checkbox
        id="agree"
        label={t('booking.checkout.agree')}
        checked={agreed}
        onChange={(e) => setAgreed(e.target.checked)}
        error={touched && !agreed ? t('booking.checkout.agreeRequired') : null}
        className="rounded-2xl bg-white p-4 ring-1 ring-line/80"
      >
        <Link
          to={pathTo('Terms', base)}
          className="ml-8 inline-flex min-h-11 items-center text-sm text-brand-700 underline"
        >
          {t('booking.checkout.terms')}
        </Link>
      </Checkbox>

      <BottomBar label={t('booking.bar.label')}>
        <div className="min-w-0 flex-1">
          <p className="text-xs text-muted">
            {data && data.payment.uses.length > 0 ? t('wallet.pay.dueLabel') : t('booking.checkout.total')}
          </p>
          <p className="text-lg font-semibold text-brand-700 tabular-nums" data-testid="checkout-total">
            {data ? formatMoney(data.payment.uses.length > 0 ? data.payment.due : data.total) : '—'}
          </p>
        </div>
        <Button
          onClick={() => void submit()}
          disabled={!data}
          loading={submitting}
          loadingLabel={t('booking.checkout.submitting')}
          className="shrink-0"
        >
          {t('booking.checkout.submit')}
        </Button>
      </BottomBar>
      {checkoutFailure.dialog}
      {createFailure.dialog}
    </div>
  );
}
