import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { pathTo } from '#web/app/routes';
import { useStoreParams } from '#web/app/use-store-params';
import { Dialog } from '#web/components/Dialog';
import { loginPathFor } from '#web/features/auth';
import { useStoreSetting } from '#web/features/store/api/store-setting';
import { useDisplayLocale } from '#web/lib/i18n';
import { clearLogin } from '#web/lib/session';
import { selectTime } from '../cart';
import { updateCart } from '../cart-store';
import {
  type BookingFailure,
  bookingFailure,
  type FailedEvent,
  type FailureAction,
  type FailureContext,
} from '../failures';

export type FailureHandlers = Partial<Record<FailureAction, () => void>>;

/**
 * Every booking failure in a dialog: the code's zh-TW text, the services that
 * failed with their own texts, and one button that leads on (choose another time, change the
 * services, sign in again, …). `nameOf` names a failed service.
 */
export function useFailureDialog(
  context: FailureContext,
  nameOf: (event: FailedEvent) => string,
  handlers: FailureHandlers = {},
): { show: (error: unknown) => BookingFailure; dialog: ReactNode } {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const location = useLocation();
  const params = useStoreParams();
  const store = useStoreSetting();
  const [failure, setFailure] = useState<BookingFailure | null>(null);
  // Colons follow the language: full-width in Chinese, ": " in English.
  const colon = useDisplayLocale() === 'en' ? ': ' : '：';
  const base = { cname: params.cname, userId: params.userId };

  const show = useCallback(
    (error: unknown) => {
      const next = bookingFailure(error, context);
      setFailure(next);
      return next;
    },
    [context],
  );

  const defaults: Record<FailureAction, () => void> = {
    pickTime: () => {
      // The free times have changed: ask again rather than show what was cached.
      queryClient.removeQueries({ queryKey: ['bookings', 'duration'] });
      updateCart(params.cname, (c) => selectTime(c, null));
      navigate(pathTo('BookingTime', base));
    },
    editCart: () => {
      const drop = new Set(failure?.dropProductIds ?? []);
      if (drop.size > 0) {
        updateCart(params.cname, (c) => ({
          ...c,
          selectedTime: null,
          events: c.events.filter((e) => !drop.has(e.productId)),
        }));
      }
      navigate(pathTo('BookingTime', base));
    },
    relogin: () => {
      clearLogin(params.cname);
      navigate(loginPathFor(location, base));
    },
    refresh: () => window.location.reload(),
    choosePayment: () => {},
    viewBookings: () => navigate(pathTo('Booking', base)),
    contactStore: () => {
      if (store?.phone) window.location.href = `tel:${store.phone.replace(/[^\d+]/g, '')}`;
    },
    close: () => {},
  };

  const action = failure?.action ?? 'close';
  const dialog = (
    <Dialog
      open={failure !== null}
      onOpenChange={(open) => {
        if (!open) setFailure(null);
      }}
      role="alertdialog"
      testId="booking-failure"
      config={{
        title: t(`booking.failure.title.${context}`),
        description: failure?.message,
        buttons: {
          submit: { text: t(`booking.failure.action.${action}`), fn: handlers[action] ?? defaults[action] },
          ...(action === 'close' ? {} : { cancel: { text: t('booking.failure.action.close') } }),
        },
      }}
    >
      {failure && failure.events.length > 0 && (
        <div className="rounded-xl bg-canvas p-3 text-sm">
          <p className="font-medium">{t('booking.failure.events')}</p>
          <ul className="mt-2 space-y-1.5" data-testid="failed-events">
            {failure.events.map((e) => (
              <li key={`${e.eventIndex}-${e.productId}`}>
                <span className="font-medium">{nameOf(e)}</span>
                <span className="text-muted">
                  {colon}
                  {e.message}
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </Dialog>
  );
  return { show, dialog };
}
