import {
  BOOKING_STATUSES,
  DAY_UNAVAILABLE_REASONS,
  DEPOSIT_SCOPES,
  DEPOSIT_STATUSES,
  EVENT_CHECK_STATUSES,
  EXPIRY_CAUSES,
} from '@salon/domain';
import { z } from 'zod';
import { cancelPolicySummary, checkoutOnline } from './booking-policy';
import { customerNotesText } from './bounds';
import { bookingForm } from './forms';
import { customerInvoice, invoiceRequest } from './invoice';
import { onlinePayment } from './payments';
import { paymentMethod, paymentMethodName, storeCodeParam } from './store';
import { orderPayment, walletChoice } from './wallet';

export const bookingStatus = z.enum(BOOKING_STATUSES);

/** Unix seconds up to the year 2100: anything later is a client bug, not a booking. */
const unixSeconds = z
  .int({ message: '時間須為 unix 秒（整數）' })
  .min(0, { message: '時間不得為負數' })
  .max(4_102_444_800, { message: '時間超出可預約範圍' });
const MAX_EVENTS = 20;
/** Longest window one availability request may ask for. */
export const MAX_AVAILABILITY_WINDOW_SECONDS = 31 * 86400;

/** One service of the cart on the wire; `userId: null` is no preference. */
export const cartEvent = z.object({
  productId: z.string().min(1).max(64),
  userId: z.string().min(1).max(64).nullable(),
  subItemId: z.string().min(1).max(64).nullable().optional(),
});
export type CartEventInput = z.infer<typeof cartEvent>;

const events = z
  .array(cartEvent)
  .min(1, { message: '請至少選擇一項服務' })
  .max(MAX_EVENTS, { message: `一次最多預約 ${MAX_EVENTS} 項服務` });
const customerCount = z.int({ message: '人數須為整數' }).min(1, { message: '人數至少 1 位' }).max(20).default(1);

/** The part of the service cart that decides time and providers. */
export const bookingCart = z.object({
  events,
  startTime: unixSeconds,
  customerCount,
  parallel: z.boolean().default(false),
});
export type BookingCart = z.infer<typeof bookingCart>;

export const bookingsQuery = z.object({
  code: storeCodeParam,
});

// ---- POST /bookings/duration ---------------------------------------------------------------

export const durationRequest = z
  .object({
    startTime: unixSeconds,
    endTime: unixSeconds,
    events,
    parallel: z.boolean().default(false),
    customerCount,
    /** A designer-scoped page: no-preference events go to this designer. */
    userId: z.string().min(1).max(64).optional(),
    /** When rescheduling: this booking's own time counts as free (PUT /bookings releases it). */
    excludeBookingId: z.string().min(1).max(64).optional(),
  })
  .refine((r) => r.endTime > r.startTime, { message: '結束時間須晚於開始時間', path: ['endTime'] })
  .refine((r) => r.endTime - r.startTime <= MAX_AVAILABILITY_WINDOW_SECONDS, {
    message: '查詢區間最長 31 天',
    path: ['endTime'],
  });
export type DurationRequest = z.infer<typeof durationRequest>;

export const durationResult = z.object({
  /** Minutes from the first start to the last end, for one customer. */
  duration: z.int(),
  /** Available starts, unix seconds ascending. */
  slots: z.array(z.int()),
  /** Each store-local day the window touches: its number of starts, and why none when none. */
  days: z.array(
    z.object({
      date: z.iso.date(),
      slots: z.int(),
      reason: z.enum(DAY_UNAVAILABLE_REASONS).nullable(),
    }),
  ),
});
export type DurationResult = z.infer<typeof durationResult>;

// ---- POST /bookings/checkItems -------------------------------------------------------------

export const eventCheck = z.object({
  eventIndex: z.int(),
  productId: z.string(),
  status: z.enum(EVENT_CHECK_STATUSES),
});
export type EventCheckResult = z.infer<typeof eventCheck>;

/** Checks the cart; with startTime, also that every event gets a free provider then. */
export const checkItemsRequest = z.object({
  events,
  startTime: unixSeconds.optional(),
  customerCount,
  parallel: z.boolean().default(false),
});
export type CheckItemsRequest = z.infer<typeof checkItemsRequest>;

/** Success data, and the `data` of EVENTS_CHECK_FAILED / ITEMS_CHECK_FAILED / PRODUCT_NOT_EXISTS failures. */
export const eventChecks = z.object({ events: z.array(eventCheck) });

// ---- POST /bookings/checkout ---------------------------------------------------------------

export const pricedEvent = z.object({
  customerIndex: z.int(),
  eventIndex: z.int(),
  productId: z.string(),
  productName: z.string(),
  /** The store's English name of it then (issue 43.5); null when it gave none or the booking is older. */
  productNameEn: z.string().nullable(),
  subItemId: z.string().nullable(),
  subItemName: z.string().nullable(),
  subItemNameEn: z.string().nullable(),
  /** The provider asked for; null = no preference. */
  userId: z.string().nullable(),
  /** The provider who would serve (for no preference: the one assigned now; may change at booking). */
  realUserId: z.string(),
  realUserName: z.string(),
  startTime: z.int(),
  endTime: z.int(),
  price: z.int(),
  /** Minutes. */
  duration: z.int(),
});
export type PricedEvent = z.infer<typeof pricedEvent>;

export const depositSummary = z.object({
  required: z.boolean(),
  /** Dollars to prepay (0 when not required). */
  amount: z.int(),
  scope: z.enum(DEPOSIT_SCOPES),
  /** 訂金 (partial) or 全額 (all up front). */
  label: z.string(),
});

export const checkoutPaymentMethod = paymentMethod.extend({
  /** Whether this method can be used for a booking now. */
  available: z.boolean(),
});

export const checkoutRequest = bookingCart.extend(walletChoice.shape);
export type CheckoutRequest = z.infer<typeof checkoutRequest>;

export const checkoutSummary = z.object({
  startTime: z.int(),
  endTime: z.int(),
  customerCount: z.int(),
  events: z.array(pricedEvent),
  total: z.int(),
  /** The range the total may fall in when no-preference events are assigned at booking time. */
  priceRange: z.object({ min: z.int(), max: z.int() }),
  deposit: depositSummary,
  paymentMethods: z.array(checkoutPaymentMethod),
  policy: cancelPolicySummary,
  /** The total after the chosen ticket, vouchers and value card; `due` is left for the method. */
  payment: orderPayment,
  online: checkoutOnline,
});
export type CheckoutSummary = z.infer<typeof checkoutSummary>;

// ---- POST /bookings ------------------------------------------------------------------------

export const createBookingRequest = bookingCart.extend({
  ...walletChoice.shape,
  customerNotes: customerNotesText.default(''),
  paymentMethod: paymentMethodName,
  isAgree: z.literal(true, { message: '請先同意預約條款' }),
  /** The e-invoice (none: the customer's saved choice, else a printed proof); remembered for next time. */
  invoice: invoiceRequest.optional(),
  /**
   * The services' total the customer was shown at checkout (`checkoutSummary.total`). When a
   * no-preference service would now go to a designer at another price (the one quoted was taken
   * meanwhile), the booking is refused with CALCULATE_FAILED instead of charging what was not shown.
   */
  expectedTotal: z.int().min(0).optional(),
});
export type CreateBookingRequest = z.infer<typeof createBookingRequest>;

export const bookingCreated = z.object({
  bookingId: z.string(),
  status: bookingStatus,
  /** Paid online: where to pay now (the booking holds its time until `payBy`); absent otherwise. */
  payment: onlinePayment.optional(),
});
export type BookingCreated = z.infer<typeof bookingCreated>;

// ---- GET /bookings, GET /bookings/{bookingId} ----------------------------------------------

export const bookingListQuery = bookingsQuery.extend({ status: bookingStatus.optional() });

export const bookingIdParams = z.object({ bookingId: z.string().min(1).max(64) });

/** An event of a stored booking: the same shape as a priced event at checkout. */
export type BookingEvent = PricedEvent;

export const refundPreview = z.object({
  /** Whether the customer may cancel now. */
  allowed: z.boolean(),
  /** Dollars that would come back of what has been paid. */
  refund: z.int(),
  /** zh-TW: what the policy gives if cancelled now. */
  refundText: z.string(),
});

export const bookingDetail = z.object({
  id: z.string(),
  status: bookingStatus,
  startTime: z.int(),
  endTime: z.int(),
  customerCount: z.int(),
  parallel: z.boolean(),
  customerNotes: z.string(),
  paymentMethod: paymentMethodName,
  total: z.int(),
  deposit: z.object({ amount: z.int(), paid: z.int(), status: z.enum(DEPOSIT_STATUSES) }),
  /** What the wallet paid and what is left to pay at the store. */
  payment: orderPayment,
  /** The latest online payment of it, if any (awaiting, paid, refunded, …). */
  onlinePayment: onlinePayment.nullable(),
  cancelPolicy: cancelPolicySummary,
  refund: refundPreview,
  /** Whether PUT /bookings may move it now. */
  canReschedule: z.boolean(),
  /** Why the shop closed it (Closed), as the shop wrote it; null otherwise. */
  closeReason: z.string().nullable(),
  /** Expired: not paid by its payment hold (`unpaid`), or not confirmed by the shop before its start (`unconfirmed`); null otherwise. */
  expiredBecause: z.enum(EXPIRY_CAUSES).nullable(),
  /** Settled at the counter: when, and what was bought with it (null until then). */
  settled: z
    .object({
      at: z.int(),
      items: z.array(z.object({ name: z.string(), price: z.int(), quantity: z.int() })),
      paid: z.int(),
    })
    .nullable(),
  createdAt: z.int(),
  events: z.array(pricedEvent),
  /** The forms this booking's services ask for: GET /bookings/{bookingId} only. */
  forms: z.array(bookingForm).optional(),
  /**
   * GET /bookings/{bookingId} only: whether the signed-in customer is the booking's. The id shows
   * the booking to whoever holds it; its forms' answers and cancelling are its customer's alone.
   */
  yours: z.boolean().optional(),
  /** Its e-invoices, oldest first: to its own signed-in customer only (absent to anyone else holding the id). */
  invoices: z.array(customerInvoice).optional(),
});
export type BookingDetail = z.infer<typeof bookingDetail>;

// ---- PUT /bookings, DELETE /bookings -------------------------------------------------------

/** Reschedule: the new start, and the rest of the cart when it changes. */
export const updateBookingRequest = z.object({
  bookingId: z.string().min(1).max(64),
  startTime: unixSeconds,
  events: events.optional(),
  customerCount: z.int().min(1).max(20).optional(),
  parallel: z.boolean().optional(),
  customerNotes: customerNotesText.optional(),
});
export type UpdateBookingRequest = z.infer<typeof updateBookingRequest>;

export const cancelBookingRequest = z.object({ bookingId: z.string().min(1).max(64) });

export const bookingCancelled = z.object({
  bookingId: z.string(),
  status: bookingStatus,
  refund: z.int(),
  refundText: z.string(),
});
export type BookingCancelled = z.infer<typeof bookingCancelled>;

// ---- GET /bookings/userNotes ---------------------------------------------------------------

/** The customer's earlier booking notes, newest first, without repeats. */
export const userNotes = z.array(z.string());
