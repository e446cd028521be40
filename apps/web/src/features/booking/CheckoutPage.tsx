import type { BookingCart, CheckoutSummary, PaymentMethodName, PricedEvent, StoreSetting } from '@salon/contract';
import { formatFull, formatMoney, formatPriceRange, formatTime, formatWeekday } from '@salon/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { pathTo } from '../../app/routes';
import { EmptyState } from '../../components/EmptyState';
import { Icon } from '../../components/Icon';
import { PageSkeleton, Skeleton } from '../../components/Skeleton';
import { useDisplayLocale } from '../../lib/i18n';
import { useLoginToken } from '../../lib/session';
import { loginPathFor } from '../auth/redirect';
import { attemptKeys } from './attempt';
import { BottomBar } from './BottomBar';
import { Card } from './Card';
import {
  assignDesigners,
  clearAfterBooking,
  isParallel,
  type ServiceCart,
  setAgree,
  setNotes,
  wireEvents,
} from './cart';
import { updateCart, useCart } from './cart-store';
import { useFailureDialog } from './FailureDialog';
import type { FailedEvent } from './failures';
import { PolicyList } from './PolicyList';
import { checkoutQuery, createBooking, userNotesQuery } from './queries';
import { useBookingData } from './use-booking-data';

/** Checkout: sign-in required; without a login the customer is sent to sign in and comes back here. */
export default function CheckoutPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const { cname, base, store, menu } = useBookingData();
  const token = useLoginToken(cname);
  const cart = useCart(cname, (c) => c);

  if (!store || menu.isPending) return <PageSkeleton label={t('app.loading')} />;
  if (!token) {
    return (
      <div className="px-4 py-8">
        <EmptyState icon="user" title={t('booking.checkout.signInTitle')}>
          <p className="text-sm text-muted">{t('booking.checkout.signInText')}</p>
          <Link
            to={loginPathFor(location, base)}
            className="mt-2 inline-flex h-11 items-center rounded-xl bg-brand-600 px-5 text-sm font-semibold text-white hover:bg-brand-700"
          >
            {t('booking.checkout.signIn')}
          </Link>
        </EmptyState>
      </div>
    );
  }
  if (cart.events.length === 0 || cart.selectedTime === null) {
    return (
      <div className="px-4 py-8">
        <EmptyState icon="calendar" title={t('booking.checkout.noTime')}>
          <Link
            to={pathTo(cart.events.length === 0 ? 'StoreMenu' : 'BookingTime', base)}
            className="mt-2 inline-flex h-11 items-center rounded-xl bg-brand-600 px-5 text-sm font-semibold text-white hover:bg-brand-700"
          >
            {cart.events.length === 0 ? t('booking.time.toMenu') : t('booking.checkout.pickTime')}
          </Link>
        </EmptyState>
      </div>
    );
  }
  return <CheckoutForm cname={cname} token={token} store={store} cart={cart} startTime={cart.selectedTime} />;
}

function CheckoutForm({
  cname,
  token,
  store,
  cart,
  startTime,
}: {
  cname: string;
  token: string;
  store: StoreSetting;
  cart: ServiceCart;
  startTime: number;
}) {
  const { t } = useTranslation();
  const locale = useDisplayLocale();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { base, menu } = useBookingData();
  const zone = store.timeZone;

  const events = useMemo(() => wireEvents(cart, store), [cart.events, store.unassignedMode]);
  const parallel = isParallel(cart, store);
  const body: BookingCart = useMemo(
    () => ({ events, startTime, customerCount: cart.customerCount, parallel }),
    [events, startTime, cart.customerCount, parallel],
  );
  const summary = useQuery(checkoutQuery(cname, token, body));
  const notes = useQuery(userNotesQuery(cname, token));
  const [method, setMethod] = useState<PaymentMethodName | null>(null);
  const [keyFor] = useState(() => attemptKeys());
  const [submitting, setSubmitting] = useState(false);
  const [touched, setTouched] = useState(false);

  const nameOf = (e: FailedEvent) =>
    menu.data?.products.find((p) => p.id === e.productId)?.name ??
    menu.data?.products.find((p) => p.id === cart.events[e.eventIndex]?.productId)?.name ??
    e.productId;
  const checkoutFailure = useFailureDialog('checkout', nameOf, { refresh: () => void summary.refetch() });
  const createFailure = useFailureDialog('create', nameOf, { refresh: () => void summary.refetch() });

  // A checkout that cannot be priced (time gone, service changed, …) says why in a dialog.
  useEffect(() => {
    if (summary.error) checkoutFailure.show(summary.error);
  }, [summary.error]);

  // Keep who the summary assigned in the cart (realUserId / realUserName).
  useEffect(() => {
    const assigned = summary.data?.events.filter((e) => e.customerIndex === 0);
    if (assigned) updateCart(cname, (c) => assignDesigners(c, assigned));
  }, [summary.data, cname]);

  const available = summary.data?.paymentMethods.filter((m) => m.available) ?? [];
  const chosen = method && available.some((m) => m.method === method) ? method : (available[0]?.method ?? null);

  const submit = async () => {
    setTouched(true);
    if (!cart.isAgree || !chosen || !summary.data || submitting) return;
    const request = {
      ...body,
      customerNotes: cart.customerNotes.trim(),
      paymentMethod: chosen,
      isAgree: true as const,
    };
    setSubmitting(true);
    try {
      const created = await createBooking(cname, request, keyFor(request));
      void queryClient.invalidateQueries({ queryKey: ['bookings'] });
      // The cart starts over once the result page shows (clearing it first would flash an empty checkout).
      await navigate(pathTo('BookingDetail', { ...base, bookingId: created.bookingId }, { result: 'created' }), {
        replace: true,
      });
      updateCart(cname, clearAfterBooking);
    } catch (error) {
      createFailure.show(error);
    } finally {
      setSubmitting(false);
    }
  };

  const data = summary.data;
  return (
    <div className="space-y-4 px-4 pt-4">
      <Card
        id="checkout-when"
        title={t('booking.checkout.when')}
        action={
          <Link to={pathTo('BookingTime', base)} className="text-sm font-medium text-brand-700 hover:underline">
            {t('booking.checkout.edit')}
          </Link>
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
          <button
            type="button"
            onClick={() => void summary.refetch()}
            className="mt-3 inline-flex h-10 items-center gap-2 rounded-xl px-4 ring-1 ring-line hover:ring-brand-300"
          >
            <Icon name="refresh" className="size-4" />
            {t('errors.tryAgain')}
          </button>
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
            <fieldset className="min-w-0">
              <legend className="sr-only">{t('booking.checkout.payment')}</legend>
              <ul className="space-y-2">
                {data.paymentMethods.map((m) => (
                  <li key={m.method}>
                    <label
                      className={`flex items-center gap-3 rounded-xl px-3 py-3 ring-1 transition ${
                        !m.available
                          ? 'cursor-not-allowed bg-canvas text-muted ring-line/60'
                          : chosen === m.method
                            ? 'cursor-pointer bg-brand-50 ring-2 ring-brand-600'
                            : 'cursor-pointer bg-white ring-line hover:ring-brand-300'
                      }`}
                    >
                      <input
                        type="radio"
                        name="paymentMethod"
                        value={m.method}
                        disabled={!m.available}
                        checked={chosen === m.method}
                        onChange={() => setMethod(m.method)}
                        className="size-4 accent-brand-600"
                      />
                      <span className="flex-1 text-sm font-medium">{m.name}</span>
                      {m.isPrepaid && (
                        <span className="rounded-full bg-sand-100 px-2 py-0.5 text-[11px] text-sand-700">
                          {t('booking.checkout.prepaid')}
                        </span>
                      )}
                      {!m.available && <span className="text-xs">{t('booking.checkout.unavailable')}</span>}
                    </label>
                  </li>
                ))}
              </ul>
            </fieldset>
            {touched && !chosen && (
              <p role="alert" className="mt-2 text-xs font-medium text-red-700">
                {t('booking.checkout.paymentRequired')}
              </p>
            )}
          </Card>

          <Card id="checkout-policy" title={t('booking.checkout.policy')}>
            <PolicyList policy={data.policy} timeZone={zone} bookingStart={data.startTime} />
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
                  <button
                    type="button"
                    onClick={() => updateCart(cname, (c) => setNotes(c, note))}
                    className="max-w-60 truncate rounded-full bg-white px-3 py-1 text-xs ring-1 ring-line hover:ring-brand-300"
                  >
                    {note}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        )}
      </Card>

      <div className="rounded-2xl bg-white p-4 ring-1 ring-line/80">
        <label className="flex cursor-pointer items-start gap-3 text-sm">
          <input
            type="checkbox"
            checked={cart.isAgree}
            onChange={(e) => updateCart(cname, (c) => setAgree(c, e.target.checked))}
            aria-invalid={touched && !cart.isAgree}
            aria-describedby={touched && !cart.isAgree ? 'agree-error' : undefined}
            className="mt-0.5 size-5 shrink-0 accent-brand-600"
          />
          <span>{t('booking.checkout.agree')}</span>
        </label>
        <Link to={pathTo('Terms', base)} className="mt-2 ml-8 inline-block text-sm text-brand-700 underline">
          {t('booking.checkout.terms')}
        </Link>
        {touched && !cart.isAgree && (
          <p id="agree-error" role="alert" className="mt-2 ml-8 text-xs font-medium text-red-700">
            {t('booking.checkout.agreeRequired')}
          </p>
        )}
      </div>

      <BottomBar label={t('booking.bar.label')}>
        <div className="min-w-0 flex-1">
          <p className="text-xs text-muted">{t('booking.checkout.total')}</p>
          <p className="text-lg font-semibold text-brand-700 tabular-nums" data-testid="checkout-total">
            {data ? formatMoney(data.total) : '—'}
          </p>
        </div>
        <button
          type="button"
          onClick={() => void submit()}
          disabled={!data || submitting}
          aria-busy={submitting || undefined}
          className="inline-flex h-11 shrink-0 items-center gap-2 rounded-xl bg-brand-600 px-6 text-sm font-semibold text-white shadow-sm transition hover:bg-brand-700 disabled:bg-brand-300"
        >
          {submitting && (
            <span
              aria-hidden
              className="size-4 animate-spin rounded-full border-2 border-current border-r-transparent"
            />
          )}
          {submitting ? t('booking.checkout.submitting') : t('booking.checkout.submit')}
        </button>
      </BottomBar>
      {checkoutFailure.dialog}
      {createFailure.dialog}
    </div>
  );
}

/** The priced events, by customer when there are several, with the total and the range note. */
function PricedEvents({ summary, zone }: { summary: CheckoutSummary; zone: string }) {
  const { t } = useTranslation();
  const customers = [...new Set(summary.events.map((e) => e.customerIndex))].sort((a, b) => a - b);
  const row = (e: PricedEvent) => (
    <li key={`${e.customerIndex}-${e.eventIndex}`} className="flex gap-3 py-2.5" data-testid="priced-event">
      <div className="min-w-0 flex-1">
        <p className="font-medium">
          {e.productName}
          {e.subItemName && <span className="text-muted">（{e.subItemName}）</span>}
        </p>
        <p className="text-xs text-muted">
          {e.userId === null ? t('booking.checkout.assigned', { name: e.realUserName }) : e.realUserName} ·{' '}
          {formatTime(e.startTime, zone)}–{formatTime(e.endTime, zone)}
        </p>
      </div>
      <span className="shrink-0 font-medium tabular-nums">{formatMoney(e.price)}</span>
    </li>
  );
  return (
    <div className="text-sm">
      {customers.map((c) => (
        <div key={c}>
          {customers.length > 1 && (
            <p className="pt-2 text-xs font-medium text-muted">{t('booking.checkout.customer', { n: c + 1 })}</p>
          )}
          <ul className="divide-y divide-line/60">{summary.events.filter((e) => e.customerIndex === c).map(row)}</ul>
        </div>
      ))}
      <p className="mt-2 flex items-center justify-between border-t border-line pt-3 font-semibold">
        <span>{t('booking.checkout.total')}</span>
        <span className="text-brand-700 tabular-nums">{formatMoney(summary.total)}</span>
      </p>
      {summary.priceRange.min !== summary.priceRange.max && (
        <p className="mt-2 text-xs text-muted">
          {t('booking.checkout.rangeNote', {
            range: formatPriceRange(summary.priceRange.min, summary.priceRange.max),
          })}
        </p>
      )}
    </div>
  );
}
