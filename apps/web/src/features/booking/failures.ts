import i18next from 'i18next';
import { ApiError, NETWORK_ERROR } from '#web/lib/api';
import { errorText } from '#web/lib/error-text';

/** Which booking call failed; it picks the dialog's title. */
export type FailureContext = 'availability' | 'checkout' | 'create' | 'reschedule' | 'cancel';

/**
 * What the dialog offers after a failure:
 * pickTime → back to the date and time step (the start is gone);
 * editCart → back to the services (one was removed or changed);
 * relogin → sign in again; refresh → reload the data; choosePayment → stay, choose another method;
 * viewBookings → the booking list (it was already made); contactStore → call the store; close.
 */
export type FailureAction =
  | 'pickTime'
  | 'editCart'
  | 'relogin'
  | 'refresh'
  | 'choosePayment'
  | 'viewBookings'
  | 'contactStore'
  | 'close';

export interface FailedEvent {
  eventIndex: number;
  productId: string;
  status: string;
  /** zh-TW text of the per-event code. */
  message: string;
}

export interface BookingFailure {
  code: string;
  /** zh-TW text of the code, from the error catalogue (messageFor). */
  message: string;
  events: FailedEvent[];
  action: FailureAction;
  /** Events to take out of the cart: their product is gone or the customer cannot book it. */
  dropProductIds: string[];
}

const PICK_TIME = new Set([
  'INVALID_OPERATIONS',
  'TOO_MANY_CHECKOUT_ATTEMPTS',
  'INVALID_BOOKING_START_TIME',
  'NO_PROVIDERS',
]);
const EDIT_CART = new Set([
  'EVENTS_CHECK_FAILED',
  'ITEMS_CHECK_FAILED',
  'PRODUCT_NOT_EXISTS',
  'PRODUCT_PROVIDER_NOT_EXISTS',
  'GENDER_NOT_MATCH',
  'INVALID_BOOKING_AMOUNT',
]);
const RELOGIN = new Set(['UNAUTHORIZED', 'RESOURCE_NOT_FOUND']);
const PAYMENT = new Set([
  'PAY_FAILED',
  'PAYMENT_UNAVAILABLE',
  'CUSTOMER_VALUE_CARD_INSUFFICIENT_BALANCE',
  'CUSTOMER_VALUE_CARD_NOT_FOUND',
  'CUSTOMER_VALUE_CARD_FREEZE',
  'CUSTOMER_VALUE_CARD_IS_EXPIRED',
  'THE_CARD_IS_EXPIRED',
  'THE_CARD_HAS_BEEN_DEACTIVATED',
  'THE_CARD_CAN_NOT_USE_CARD_NO',
]);
// A lost connection is not refreshed: a reload offline lands on the browser's error page and loses what was typed.
const REFRESH = new Set(['CALCULATE_FAILED', 'BOOKING_NOT_FOUND', 'UPDATE_FAILED']);

/** The per-event results a failure carries in `data.events` (checkItems, create, reschedule). */
export function failedEvents(data: unknown): FailedEvent[] {
  const list = (data as { events?: unknown } | null | undefined)?.events;
  if (!Array.isArray(list)) return [];
  return list.flatMap((raw) => {
    const e = raw as Partial<FailedEvent> | null;
    if (!e || typeof e.status !== 'string' || e.status === 'SUCCESS') return [];
    return [
      {
        eventIndex: typeof e.eventIndex === 'number' ? e.eventIndex : -1,
        productId: typeof e.productId === 'string' ? e.productId : '',
        status: e.status,
        message: errorText(e.status, 'booking'),
      },
    ];
  });
}

function actionFor(code: string, events: FailedEvent[], context: FailureContext): FailureAction {
  if (RELOGIN.has(code)) return 'relogin';
  if (code === 'DUPLICATED_KEY') return 'viewBookings';
  if (code === 'INVALID_CUSTOMER') return 'contactStore';
  if (PAYMENT.has(code)) return 'choosePayment';
  if (REFRESH.has(code)) return 'refresh';
  if (context === 'cancel') return 'close';
  // A time race (INVALID_OPERATIONS with per-event NO_PROVIDERS) is about the time, not the services.
  if (PICK_TIME.has(code) || (events.length > 0 && events.every((e) => e.status === 'NO_PROVIDERS'))) {
    return context === 'availability' ? 'editCart' : 'pickTime';
  }
  if (EDIT_CART.has(code)) return 'editCart';
  return 'close';
}

/**
 * The dialog for a failed booking call: the code's zh-TW text (unknown codes read
 * 建立失敗（原因：CODE）), the services that failed with their own texts, and what to do next.
 */
export function bookingFailure(error: unknown, context: FailureContext): BookingFailure {
  const code = error instanceof ApiError ? error.status : 'UNKNOWN_ERROR';
  const data = error instanceof ApiError ? error.data : undefined;
  const events = failedEvents(data);
  const message =
    code === NETWORK_ERROR
      ? i18next.t('errors.networkSubmit')
      : code === 'VALIDATION_FAILED' && error instanceof ApiError && i18next.language !== 'en'
        ? error.message
        : errorText(code, 'booking');
  const dropStatuses = new Set(['PRODUCT_NOT_EXISTS', 'GENDER_NOT_MATCH']);
  const dropProductIds = [...new Set(events.filter((e) => dropStatuses.has(e.status)).map((e) => e.productId))];
  return { code, message, events, action: actionFor(code, events, context), dropProductIds };
}
