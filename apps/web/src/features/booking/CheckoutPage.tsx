import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { pathTo } from '#web/app/routes';
import { ButtonLink } from '#web/components/Button';
import { EmptyState } from '#web/components/EmptyState';
import { PageSkeleton } from '#web/components/Skeleton';
import { SignInGate } from '#web/features/payments/components/SignInGate';
import { useLoginToken } from '#web/lib/session';
import { lastBooking, useCart, useRepairNotice } from './cart-store';
import { RepairNoticeBanner } from './components/CartBar';
import { CheckoutForm } from './components/CheckoutForm';
import { useBookingData } from './use-booking-data';

/** Checkout: sign-in required; without a login the customer is sent to sign in and comes back here. */
export default function CheckoutPage() {
  const { t } = useTranslation();
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
      <SignInGate
        base={base}
        icon="user"
        title={t('booking.checkout.signInTitle')}
        text={t('booking.checkout.signInText')}
        button={t('booking.checkout.signIn')}
      />
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
