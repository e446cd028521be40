import type { StoreSetting } from '@salon/contract';
import { formatMoney, isOneOf, ONLINE_PAYMENT_METHODS, onlineCharge } from '@salon/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathTo } from '#web/app/routes';
import { Button } from '#web/components/Button';
import { Card, cardClass } from '#web/components/Card';
import { Checkbox } from '#web/components/Checkbox';
import { Chip } from '#web/components/Chip';
import { Skeleton } from '#web/components/Skeleton';
import { useInvoiceDraft } from '#web/features/invoices';
import { CheckoutInvoice, focusInvoice } from '#web/features/invoices/components/CheckoutInvoice';
import { attemptKeys, usePaymentChoice, usePlaceOrder } from '#web/features/payments';
import { focusNotes, NotesCard, notesFit } from '#web/features/payments/components/NotesCard';
import { PayBar } from '#web/features/payments/components/PayBar';
import { PaymentChoice } from '#web/features/payments/components/PaymentChoice';
import { useStoreTimeZone } from '#web/features/store/api/store-setting';
import { isWalletFailure, orderLinesOf, withoutFailed } from '#web/features/wallet';
import { createBooking } from '../api/create-booking';
import { userNotesQuery } from '../api/user-notes';
import { clearAfterBooking, type ServiceCart, setNotes } from '../cart';
import { rememberBooking, updateCart, useRepairNotice } from '../cart-store';
import type { FailedEvent } from '../failures';
import { checkoutPolicy } from '../policy';
import { useBookingData } from '../use-booking-data';
import { useCheckoutSummary } from '../use-checkout-summary';
import { RepairNoticeBanner } from './CartBar';
import { CheckoutPolicy, PayWithin } from './CheckoutPolicy';
import { CheckoutWhen } from './CheckoutWhen';
import { useFailureDialog } from './FailureDialog';
import { PricedEvents } from './PricedEvents';

/**
 * Checkout of a cart with a time: when, the priced services, the wallet and the payment method, the
 * policy, notes and the agreement; places the booking and opens its result page.
 */
export function CheckoutForm({
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
  const { base, menu } = useBookingData();
  const zone = useStoreTimeZone();
  const notice = useRepairNotice(cname);

  const { body, parallel, wallet, setWallet, summary } = useCheckoutSummary({ cname, token, store, cart, startTime });
  const notes = useQuery(userNotesQuery(cname, token));
  const data = summary.data;
  const choice = usePaymentChoice(data?.paymentMethods ?? [], data?.payment, wallet);
  const invoice = useInvoiceDraft(cname);
  const [keyFor] = useState(() => attemptKeys());
  const [touched, setTouched] = useState(false);
  // The agreement is given for this booking: kept on the page, never in the stored cart.
  const [agreed, setAgreed] = useState(false);
  const paymentRef = useRef<HTMLDivElement>(null);
  // The policy that applies to the method chosen: it changes as the method changes.
  const policy = data ? checkoutPolicy(data, choice.toSend ?? choice.chosen, zone) : null;
  const prepaying = (policy?.prepayment.amount ?? 0) > 0;
  // Vouchers, the value card or a ticket cover it all: nothing is paid at the salon or online.
  const coveredByWallet = !!data && data.payment.total > 0 && data.payment.due === 0;

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

  const order = usePlaceOrder<Awaited<ReturnType<typeof createBooking>>>({
    onPlaced: (created) => {
      rememberBooking(cname, created.bookingId);
      onBooked();
    },
    emptyCart: () => updateCart(cname, clearAfterBooking),
    // The customer's bookings are stale now; the summary of this cart is not asked for again.
    stale: [{ queryKey: ['bookings'], predicate: (q) => q.queryKey[1] !== 'checkout' }, { queryKey: ['wallet'] }],
    resultPath: (created) => pathTo('BookingDetail', { ...base, bookingId: created.bookingId }, { result: 'created' }),
    idField: 'bookingId',
    onFailure: (error) => {
      if (invoice.showRefusal(error)) return focusInvoice('checkout-invoice');
      createFailure.show(error);
      if (isWalletFailure(error)) setWallet(withoutFailed(wallet, error));
    },
  });

  /** Brings the first unanswered question into view and focus (the payment method, then the agreement). */
  const showFirstError = () => {
    const target = !choice.toSend
      ? paymentRef.current?.querySelector<HTMLElement>('input, button')
      : document.getElementById('agree');
    target?.focus({ preventScroll: true });
    target?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  };

  const submit = () => {
    setTouched(true);
    if (!data || order.submitting) return;
    if (!notesFit(cart.customerNotes)) return focusNotes('customer-notes');
    if (!invoice.check()) return focusInvoice('checkout-invoice');
    if (!agreed || !choice.toSend) {
      showFirstError();
      return;
    }
    const request = {
      ...body,
      customerNotes: cart.customerNotes.trim(),
      paymentMethod: choice.toSend,
      isAgree: true as const,
      ...(invoice.request ? { invoice: invoice.request } : {}),
      // The total shown: another price (a designer taken meanwhile) is refused, and the summary reloads.
      expectedTotal: data.total,
    };
    void order.place(() => createBooking(cname, request, keyFor(request)));
  };

  return (
    <div className="space-y-4 px-4 pt-4">
      <RepairNoticeBanner cname={cname} notice={notice} />
      <CheckoutWhen
        base={base}
        zone={zone}
        startTime={startTime}
        endTime={data?.endTime ?? null}
        customerCount={cart.customerCount}
        parallel={parallel}
      />

      {summary.isPending ? (
        <div role="status" className="space-y-4">
          <span className="sr-only">{t('app.loading')}</span>
          <Skeleton className="h-40 w-full rounded-2xl" />
          <Skeleton className="h-32 w-full rounded-2xl" />
        </div>
      ) : !data ? (
        <Card as="div" role="alert" className="text-center text-sm">
          <p>{t('errors.loadFailed')}</p>
          <Button variant="secondary" icon="refresh" onClick={() => void summary.refetch()} className="mt-3">
            {t('errors.tryAgain')}
          </Button>
        </Card>
      ) : (
        <>
          <Card id="checkout-services" title={t('booking.checkout.services')}>
            <PricedEvents summary={data} zone={zone} />
          </Card>

          <PaymentChoice
            id="checkout-payment"
            title={t('booking.checkout.payment')}
            cname={cname}
            wallet={wallet}
            onWalletChange={setWallet}
            productIds={data.events.map((e) => e.productId)}
            withTickets
            lines={orderLinesOf(
              data.events.map((e) => ({
                id: `${e.customerIndex}-${e.eventIndex}`,
                productId: e.productId,
                amount: e.price,
              })),
              menu.data?.categories ?? [],
            )}
            payment={data.payment}
            choice={choice}
            onChoose={choice.choose}
            methodsRef={paymentRef}
            missing={touched && !choice.toSend ? t('booking.checkout.paymentRequired') : null}
            before={
              <>
                <p className="mb-3 rounded-xl bg-canvas px-3 py-2 text-sm" data-testid="deposit">
                  {coveredByWallet
                    ? t('booking.checkout.coveredByWallet')
                    : data.deposit.required
                      ? t(`booking.checkout.depositLine.${data.deposit.scope}`, {
                          amount: formatMoney(data.deposit.amount),
                        })
                      : prepaying
                        ? t('booking.checkout.prepaidAmount', { amount: formatMoney(policy?.prepayment.amount ?? 0) })
                        : t('booking.checkout.noDeposit')}
                </p>
                {!coveredByWallet && <PayWithin online={data.online} zone={zone} />}
              </>
            }
            afterMethods={
              choice.chosen &&
              isOneOf(ONLINE_PAYMENT_METHODS, choice.chosen) && (
                <p className="mt-2 text-sm font-medium" data-testid="pay-now">
                  {t(data.deposit.required ? 'booking.pay.nowDeposit' : 'booking.pay.nowAll', {
                    amount: formatMoney(onlineCharge(data.payment.due, data.deposit)),
                  })}
                </p>
              )
            }
          />

          <CheckoutInvoice id="checkout-invoice" state={invoice} />

          {policy && <CheckoutPolicy policy={policy} asOf={data.policy.asOf} zone={zone} />}
        </>
      )}

      <NotesCard
        id="checkout-notes"
        inputId="customer-notes"
        title={t('booking.checkout.notes')}
        placeholder={t('booking.checkout.notesHint')}
        value={cart.customerNotes}
        onChange={(text) => updateCart(cname, (c) => setNotes(c, text))}
      >
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
      </NotesCard>

      <Checkbox
        id="agree"
        label={t('booking.checkout.agree')}
        checked={agreed}
        onChange={(e) => setAgreed(e.target.checked)}
        error={touched && !agreed ? t('booking.checkout.agreeRequired') : null}
        className={cardClass()}
      >
        <Link
          to={pathTo('Terms', base)}
          className="ml-8 inline-flex min-h-11 items-center text-sm text-brand-700 underline"
        >
          {t('booking.checkout.terms')}
        </Link>
      </Checkbox>

      <PayBar
        label={t('booking.bar.label')}
        totalLabel={data && choice.usesWallet ? t('wallet.pay.dueLabel') : t('booking.checkout.total')}
        totalTestId="checkout-total"
        total={data ? formatMoney(choice.usesWallet ? data.payment.due : data.total) : '—'}
        submitLabel={t('booking.checkout.submit')}
        submittingLabel={t('booking.checkout.submitting')}
        submitting={order.submitting}
        disabled={!data}
        onSubmit={submit}
      />
      {checkoutFailure.dialog}
      {createFailure.dialog}
    </div>
  );
}
