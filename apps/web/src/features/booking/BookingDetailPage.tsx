import type { BookingDetail } from '@salon/contract';
import {
  bookedName,
  type CancelNow,
  cancelNowTone,
  formatCancelled,
  formatCancelNow,
  formatFull,
  formatPolicyLine,
  formatWeekday,
  transition,
} from '@salon/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { clearPendingActionOn } from '#web/app/pending-action';
import { pathTo } from '#web/app/routes';
import { useStoreParams } from '#web/app/use-store-params';
import { Button, ButtonLink } from '#web/components/Button';
import { Card } from '#web/components/Card';
import { Dialog } from '#web/components/Dialog';
import { EmptyState } from '#web/components/EmptyState';
import { LoadError } from '#web/components/LoadError';
import { PolicyList, TONE_CLASSES } from '#web/components/PolicyList';
import { PageSkeleton } from '#web/components/Skeleton';
import { BookingForms } from '#web/features/forms';
import { OrderInvoices } from '#web/features/invoices/components/InvoiceList';
import { OnlinePaymentPanel } from '#web/features/payments/components/OnlinePaymentPanel';
import { useStoreSetting, useStoreTimeZone } from '#web/features/store/api/store-setting';
import { ReturnedUses } from '#web/features/wallet';
import { isApiError } from '#web/lib/api';
import { errorText } from '#web/lib/error-text';
import { useDisplayLocale } from '#web/lib/i18n';
import { bookingDetailQuery } from './api/booking-detail';
import { cancelBooking } from './api/cancel-booking';
import { AddToCalendar } from './components/AddToCalendar';
import { BookingResult } from './components/BookingResult';
import { BookingServices, BookingWhen } from './components/BookingSummary';
import { useFailureDialog } from './components/FailureDialog';
import { OwnerOnly } from './components/OwnerOnly';
import { ReschedulePanel } from './components/ReschedulePanel';
import { StoreOutcome } from './components/StoreOutcome';
import { isAwaitingPayment } from './labels';
import { bookingCancelNow, bookingPolicy, cancelledNow } from './policy';

/**
 * Booking detail (readable by id): events, designers, times in the store zone; its customer also sees
 * its forms, and cancels with its refund or reschedules.
 */
export default function BookingDetailPage() {
  const { t } = useTranslation();
  const params = useStoreParams();
  const { bookingId = '' } = useParams();
  const store = useStoreSetting();
  const detail = useQuery(bookingDetailQuery(params.cname, bookingId));
  const base = { cname: params.cname, userId: params.userId };
  // Arrived where a LINE link sent the customer: that pending action is done.
  useEffect(() => {
    if (detail.isSuccess) clearPendingActionOn(params.cname, 'BookingDetail', bookingId);
  }, [detail.isSuccess, params.cname, bookingId]);

  if (detail.isPending || !store) return <PageSkeleton label={t('app.loading')} />;
  if (detail.isError) {
    if (isApiError(detail.error, 'BOOKING_NOT_FOUND') || isApiError(detail.error, 'VALIDATION_FAILED')) {
      return (
        <div className="px-4 py-8">
          <EmptyState icon="calendar" title={t('booking.detail.notFound')}>
            <p className="text-sm text-muted">{errorText('BOOKING_NOT_FOUND', 'booking')}</p>
            <ButtonLink to={pathTo('Booking', base)} className="mt-2">
              {t('booking.detail.backToList')}
            </ButtonLink>
          </EmptyState>
        </div>
      );
    }
    return (
      <div className="px-4 py-8">
        <LoadError onRetry={() => detail.refetch()} />
      </div>
    );
  }
  return <Detail booking={detail.data} />;
}

function Detail({ booking }: { booking: BookingDetail }) {
  const { t } = useTranslation();
  const zone = useStoreTimeZone();
  const locale = useDisplayLocale();
  const params = useStoreParams();
  const store = useStoreSetting();
  const queryClient = useQueryClient();
  const [search, setSearch] = useSearchParams();
  const base = { cname: params.cname, userId: params.userId };
  const [confirmCancel, setConfirmCancel] = useState(false);
  /** What the cancellation that went through gave (worked out from what was shown before the booking changed). */
  const [cancelled, setCancelled] = useState<CancelNow | null>(null);
  const created = search.get('result') === 'created' || search.get('result') === 'payment';
  // Changing the time is a history entry of its own: back closes it instead of leaving the page.
  const navigate = useNavigate();
  const location = useLocation();
  const rescheduling = search.get('change') === 'time';
  const openReschedule = () => {
    navigate({ search: '?change=time' }, { state: { reschedule: true }, preventScrollReset: true });
  };
  const closeReschedule = () => {
    if ((location.state as { reschedule?: boolean } | null)?.reschedule) navigate(-1);
    else setSearch({}, { replace: true, preventScrollReset: true });
  };
  const awaitingPayment = isAwaitingPayment(booking);
  const yours = booking.yours === true;

  const nameOf = useMemo(
    () => (e: { eventIndex: number; productId: string }) => {
      const event =
        booking.events.find((x) => x.eventIndex === e.eventIndex && x.productId === e.productId) ??
        booking.events.find((x) => x.productId === e.productId);
      return event ? bookedName({ ...event, subItemName: null, subItemNameEn: null }, locale) : e.productId;
    },
    [booking.events, locale],
  );
  const cancelFailure = useFailureDialog('cancel', nameOf, {
    refresh: () => void queryClient.invalidateQueries({ queryKey: ['bookings'] }),
  });

  const open = transition(booking.status, 'cancel') !== null;
  const mayCancel = transition(booking.status, 'cancel', { cancelAllowed: booking.refund.allowed }) !== null;
  const policy = bookingPolicy(booking, zone);
  const cancelNow = bookingCancelNow(booking, zone);
  const tone = cancelNowTone(cancelNow);
  const cancelNowText = formatCancelNow(cancelNow, locale, zone);
  // With one rule (nothing prepaid: free until the start) what cancelling now gives is that line: said once.
  const saidByPolicy = policy.lines.some((line) => formatPolicyLine(line, locale, zone) === cancelNowText);

  const refresh = () => queryClient.invalidateQueries({ queryKey: ['bookings'] });

  const doCancel = async () => {
    // Once cancelled the booking allows no more cancelling, so what it gave is taken from the
    // refund and what was shown before.
    const before = cancelNow;
    try {
      const result = await cancelBooking(params.cname, booking.id);
      setCancelled(cancelledNow(result, booking, before));
      await refresh();
    } catch (error) {
      cancelFailure.show(error);
    }
  };

  return (
    <div className="space-y-4 px-4 pt-4 pb-10">
      {awaitingPayment && booking.onlinePayment ? (
        <OnlinePaymentPanel
          cname={params.cname}
          bookingId={booking.id}
          payment={booking.onlinePayment}
          store={store}
          awaiting
        />
      ) : (
        <BookingResult status={booking.status} base={base} created={created} expiredBecause={booking.expiredBecause} />
      )}

      <BookingWhen booking={booking} zone={zone} />
      {open && (
        <AddToCalendar cname={params.cname} bookingId={booking.id} version={`${booking.status}:${booking.startTime}`} />
      )}
      <StoreOutcome booking={booking} zone={zone} />
      <BookingServices booking={booking} zone={zone} awaitingPayment={awaitingPayment} />
      <OrderInvoices invoices={booking.invoices} />

      {/* A form's answers are health data: the booking's customer alone sees its forms and changes it. */}
      {open && (yours ? booking.forms && <BookingForms forms={booking.forms} /> : <OwnerOnly />)}

      {open && (
        <Card
          id="booking-policy"
          title={policy.prepayment.amount > 0 ? t('booking.detail.policy') : t('booking.state.policy')}
        >
          <PolicyList lines={policy.lines} timeZone={zone} />
          {!saidByPolicy && (
            <div
              className={`mt-3 rounded-xl px-3 py-2.5 text-sm ring-1 ${TONE_CLASSES[tone]}`}
              data-testid="refund-now"
            >
              <p className="text-xs">{t('booking.detail.ifCancelNow')}</p>
              <p className="font-medium" data-tone={tone}>
                {cancelNowText}
              </p>
            </div>
          )}
        </Card>
      )}

      {rescheduling && open && yours && booking.canReschedule && (
        <ReschedulePanel
          booking={booking}
          zone={zone}
          onClose={closeReschedule}
          onDone={() => {
            closeReschedule();
            void refresh();
          }}
        />
      )}

      {open && yours && !rescheduling && (booking.canReschedule || mayCancel) && (
        <div className="flex gap-2">
          {booking.canReschedule && (
            <Button size="lg" icon="calendar" onClick={openReschedule} className="flex-1">
              {t('booking.detail.reschedule')}
            </Button>
          )}
          {mayCancel && (
            <Button variant="dangerOutline" size="lg" onClick={() => setConfirmCancel(true)} className="flex-1">
              {t('booking.detail.cancel')}
            </Button>
          )}
        </div>
      )}

      <Dialog
        open={confirmCancel}
        onOpenChange={setConfirmCancel}
        role="alertdialog"
        testId="cancel-confirm"
        config={{
          title: t('booking.detail.cancelTitle'),
          description: `${formatFull(booking.startTime, zone)} ${formatWeekday(booking.startTime, zone, locale)}`,
          buttons: {
            submit: { text: t('booking.detail.cancelConfirm'), type: 'danger', fn: doCancel },
            cancel: { text: t('booking.detail.keep') },
          },
        }}
      >
        <div className={`rounded-xl px-3 py-2.5 text-sm ring-1 ${TONE_CLASSES[tone]}`}>
          <p className="text-xs">{t('booking.detail.ifCancelNow')}</p>
          <p className="font-medium">{cancelNowText}</p>
        </div>
      </Dialog>

      <Dialog
        open={cancelled !== null}
        onOpenChange={(o) => {
          if (!o) setCancelled(null);
        }}
        testId="cancel-result"
        config={{
          title: t('booking.detail.cancelled'),
          buttons: { submit: { text: t('booking.failure.action.close') } },
        }}
      >
        {cancelled && (
          <p
            className={`rounded-xl px-3 py-2.5 text-sm font-medium ring-1 ${TONE_CLASSES[cancelNowTone(cancelled)]}`}
            data-testid="refund-text"
            data-tone={cancelNowTone(cancelled)}
          >
            {formatCancelled(cancelled, locale)}
          </p>
        )}
        {/* What came back to the wallet (the value card's amount, vouchers usable again), once the booking is read again. */}
        {cancelled && booking.payment && <ReturnedUses payment={booking.payment} />}
      </Dialog>
      {cancelFailure.dialog}
    </div>
  );
}
