import { can, displayPhone, formatMoney, formatShort, formatTime, isMaskedPhone, reach } from '@salon/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Badge } from '#web/components/Badge';
import { Banner } from '#web/components/Banner';
import { Button, type ButtonVariant } from '#web/components/Button';
import { Textarea } from '#web/components/Textarea';
import { SidePanel } from '#web/staff/components/SidePanel';
import { useStaffCode, useStaffSession, useStoreZone } from '#web/staff/lib/hooks';
import { errorText, useStaffLocale, useStaffT } from '#web/staff/lib/i18n';
import { useBookingStatus } from '../api/change-booking-status';
import { allowedActions, amountDue, canCheckout, paymentState, STATUS_TONE, type StaffAction } from '../booking';
import type { CalendarBooking } from '../grid';
import { AssistantPicker } from './AssistantPicker';
import { BookingMessages } from './BookingMessages';
import { canMove, MoveBookingForm } from './MoveBookingForm';

const ACTION_LOOK: Record<StaffAction, ButtonVariant> = {
  confirm: 'primary',
  arrive: 'primary',
  undoArrive: 'secondary',
  complete: 'secondary',
  noShow: 'dangerOutline',
  close: 'dangerOutline',
};

/**
 * A booking's details and what may be done to it now (the domain's state machine): confirm,
 * arrived, completed, no-show, close with a reason for the customer; an arrived booking goes to the
 * counter. A move the API refuses shows its reason.
 */
export function BookingPanel({
  booking,
  designers,
  team,
  now,
  onClose,
}: {
  booking: CalendarBooking | null;
  designers: { id: string; name: string }[];
  /** Every designer of the store: who may be named the booking's assistant. */
  team: { id: string; name: string }[];
  now: number;
  onClose: () => void;
}) {
  const { t } = useStaffT();
  const locale = useStaffLocale();
  const zone = useStoreZone();
  const code = useStaffCode();
  const navigate = useNavigate();
  const status = useBookingStatus(code);
  // What this member's role may do (the domain's ROLE_PERMISSIONS, the table the API checks): nothing else is offered.
  const { role } = useStaffSession().staff;
  const mayUpdate = reach(role, 'update', 'booking') !== null;
  const mayCheckout = can(role, 'take:payment:any');
  const mayReadMessages = can(role, 'read:jobs:any');
  // The two moves that end a visit ask once more before they are made: close (with its reason) and no-show.
  const [confirming, setConfirming] = useState<'close' | 'noShow' | null>(null);
  const closing = confirming === 'close';
  const [reason, setReason] = useState('');

  const act = (action: StaffAction) => {
    if (!booking) return;
    if ((action === 'close' || action === 'noShow') && confirming !== action) {
      setConfirming(action);
      return;
    }
    status.mutate(
      { bookingId: booking.id, action, ...(action === 'close' ? { reason: reason.trim() } : {}) },
      { onSuccess: () => setConfirming(null) },
    );
  };
  const designerName = (id: string) => designers.find((d) => d.id === id)?.name ?? id;
  const payment = booking ? paymentState(booking, now) : 'due';
  const actions = booking && mayUpdate ? allowedActions(booking, now) : [];

  return (
    <SidePanel
      open={booking !== null}
      onClose={() => {
        setConfirming(null);
        status.reset();
        onClose();
      }}
      title={booking?.customer.name ?? ''}
      description={booking ? `${formatShort(booking.startTime, zone)}–${formatTime(booking.endTime, zone)}` : undefined}
      testId="booking-panel"
    >
      {booking && (
        // Keyed once here, so the pickers and messages start afresh for another booking. Both of
        // them carried the booking's id as their key among the same siblings before: two children
        // with one key, and React left a copy of the assistant picker behind on each status change.
        <div className="space-y-4" key={booking.id}>
          {booking.customer.staffNotes && (
            <p
              className="rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm whitespace-pre-line text-amber-950"
              data-testid="panel-staff-notes"
            >
              <span className="block text-xs font-semibold">{t('panel.staffNotes')}</span>
              {booking.customer.staffNotes}
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            <Badge size="md" className={`border ${STATUS_TONE[booking.status]}`} data-testid="panel-status">
              {t(`status.${booking.status}`)}
            </Badge>
            <Badge size="md" tone={payment === 'paid' ? 'brand' : 'sand'}>
              {t(`payment.${payment}`)}
            </Badge>
          </div>
          {booking.customer.phone && isMaskedPhone(booking.customer.phone) ? (
            // A designer reads it masked except on the day of the visit with her (the API never sends it whole).
            <p className="text-sm" data-testid="panel-phone">
              <span className="text-muted">{t('panel.phone')} </span>
              <span className="font-medium tabular-nums">{booking.customer.phone}</span>
              <span className="block text-xs text-muted">{t('panel.phoneMasked')}</span>
            </p>
          ) : booking.customer.phone ? (
            <p className="text-sm" data-testid="panel-phone">
              <span className="text-muted">{t('panel.phone')} </span>
              <a className="font-medium text-brand-700 underline" href={`tel:${booking.customer.phone}`}>
                {displayPhone(booking.customer.phone)}
              </a>
            </p>
          ) : null}
          <section aria-labelledby="panel-services">
            <h3 id="panel-services" className="mb-1 text-sm font-semibold">
              {t('panel.services')}
            </h3>
            <ul className="divide-y divide-line rounded-xl ring-1 ring-line">
              {booking.events.map((e) => (
                <li key={`${e.productId}-${e.startTime}-${e.userId}`} className="flex gap-2 px-3 py-2 text-sm">
                  <span className="min-w-0 flex-1">
                    {e.name}
                    <span className="block text-xs text-muted">{designerName(e.userId)}</span>
                  </span>
                  <span className="tabular-nums">
                    {formatTime(e.startTime, zone)}–{formatTime(e.endTime, zone)}
                  </span>
                </li>
              ))}
            </ul>
          </section>
          <AssistantPicker booking={booking} team={team} readOnly={!mayUpdate} />
          {booking.customerNotes && (
            <p className="rounded-xl bg-canvas p-3 text-sm whitespace-pre-line">
              <span className="block text-xs font-semibold text-muted">{t('panel.notes')}</span>
              {booking.customerNotes}
            </p>
          )}
          <dl className="grid grid-cols-2 gap-1 text-sm">
            <dt className="text-muted">{t('panel.total')}</dt>
            <dd className="text-right tabular-nums">{formatMoney(booking.total)}</dd>
            <dt className="text-muted">{t('panel.paid')}</dt>
            <dd className="text-right tabular-nums">{formatMoney(booking.paidAmount)}</dd>
            <dt className="font-semibold">{t('panel.due')}</dt>
            <dd className="text-right font-semibold tabular-nums" data-testid="panel-due">
              {formatMoney(amountDue(booking))}
            </dd>
            {payment === 'awaiting' && booking.awaitingPaymentUntil && (
              <dd className="col-span-2 text-xs text-amber-900">
                {t('panel.awaitingUntil', { time: formatTime(booking.awaitingPaymentUntil, zone) })}
              </dd>
            )}
          </dl>
          {booking.status === 'Closed' && booking.closeReason && (
            <p className="rounded-xl bg-stone-100 p-3 text-sm" data-testid="panel-close-reason">
              <span className="block text-xs font-semibold text-muted">{t('panel.closedBecause')}</span>
              {booking.closeReason}
            </p>
          )}
          {closing && (
            <div className="space-y-1.5">
              <label htmlFor="close-reason" className="text-sm font-medium">
                {t('panel.closeReason')}
              </label>
              <Textarea
                id="close-reason"
                look="field"
                value={reason}
                maxLength={500}
                onChange={(e) => setReason(e.target.value)}
              />
              <p className="text-xs text-muted">{t('panel.closeReasonHint')}</p>
            </div>
          )}
          {confirming === 'noShow' && (
            <p role="status" className="rounded-xl bg-amber-50 p-3 text-sm text-amber-950" data-testid="no-show-notice">
              {t('panel.noShowNotice')}
            </p>
          )}
          <Banner tone="error">{status.isError ? errorText(status.error, locale) : null}</Banner>
          <div className="flex flex-wrap gap-2">
            {mayCheckout && canCheckout(booking) && (
              <Button onClick={() => navigate(`/${code}/staff/counter/${booking.id}`)}>{t('panel.checkout')}</Button>
            )}
            {mayCheckout && booking.status === 'Paid' && (
              <Button variant="secondary" icon="doc" onClick={() => navigate(`/${code}/staff/counter/${booking.id}`)}>
                {t('counter.reprint')}
              </Button>
            )}
            {actions.map((action) => (
              <Button
                key={action}
                variant={ACTION_LOOK[action]}
                loading={status.isPending && status.variables?.action === action}
                disabled={status.isPending || (action === 'close' && closing && !reason.trim())}
                onClick={() => act(action)}
              >
                {t(confirming === action ? `actions.${action}Confirm` : `actions.${action}`)}
              </Button>
            ))}
            {actions.length === 0 && !(mayCheckout && (canCheckout(booking) || booking.status === 'Paid')) && (
              <p className="text-sm text-muted">{t('panel.noActions')}</p>
            )}
          </div>
          {mayReadMessages && <BookingMessages bookingId={booking.id} />}
          {mayUpdate && canMove(booking) && (
            <MoveBookingForm key={`${booking.id}-${booking.startTime}`} booking={booking} designers={designers} />
          )}
        </div>
      )}
    </SidePanel>
  );
}
