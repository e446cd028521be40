/**
 * The product's vocabulary: every enumerated word, written once. The contract builds its zod enums
 * from these arrays, the database schema its column types, the web its labels and tabs.
 */

/** Whether a value read from outside (storage, a form) is a word of the given list. */
export function isOneOf<const T extends string>(list: readonly T[], value: unknown): value is T {
  return (list as readonly unknown[]).includes(value);
}

/** Keys of a store's weekly hours, sunday first (index = Luxon weekday % 7). */
export const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** In the order the forms offer them. */
export const GENDERS = ['Female', 'Male', 'Other'] as const;
export type Gender = (typeof GENDERS)[number];

/** Which customers a service is for. */
export const CUSTOMER_LIMITS = ['None', 'Male', 'Female'] as const;
export type CustomerLimit = (typeof CUSTOMER_LIMITS)[number];

/** Single: the customer picks one sub-item; Multiple: several. */
export const SUB_ITEM_TYPES = ['Single', 'Multiple'] as const;
export type SubItemType = (typeof SUB_ITEM_TYPES)[number];

/** Normal: choose a designer or no preference; OnlyUnassigned: no choice; OnlyProvider: must choose. */
export const UNASSIGNED_MODES = ['Normal', 'OnlyUnassigned', 'OnlyProvider'] as const;
export type UnassignedMode = (typeof UNASSIGNED_MODES)[number];

/** Store: one booking page for the store; User: each designer may have a page of their own. */
export const BOOKING_SETTING_TYPES = ['Store', 'User'] as const;
export type BookingSettingType = (typeof BOOKING_SETTING_TYPES)[number];

export const PAYMENT_METHODS = [
  'CreditCard',
  'ATM',
  'ValueCard',
  'LinePayOffline',
  'LinePayOnline',
  'Custom',
  'Cash',
] as const;
export type PaymentMethodName = (typeof PAYMENT_METHODS)[number];

/** Nothing is charged online; a deposit, if any, is recorded as due. */
export const PAY_AT_STORE_METHODS = [
  'Cash',
  'Custom',
  'LinePayOffline',
] as const satisfies readonly PaymentMethodName[];

/** Paid online through a payment provider before the visit or pickup. */
export const ONLINE_PAYMENT_METHODS = [
  'CreditCard',
  'ATM',
  'LinePayOnline',
] as const satisfies readonly PaymentMethodName[];
export type OnlinePaymentMethod = (typeof ONLINE_PAYMENT_METHODS)[number];

/**
 * An online payment: Pending until the customer pays (Paid), is declined (Failed) or the hold runs
 * out (Expired); a paid one may be refunded in part or whole.
 */
export const PAYMENT_STATUSES = ['Pending', 'Paid', 'Failed', 'Expired', 'PartiallyRefunded', 'Refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** None: no cancel policy; Single: one condition; Multiple: several by deadline. */
export const CANCEL_POLICIES = ['None', 'Single', 'Multiple'] as const;
export type CancelPolicy = (typeof CANCEL_POLICIES)[number];

export const REFUND_TYPES = ['Percent', 'Amount'] as const;
export type RefundType = (typeof REFUND_TYPES)[number];

/** Whether a deposit may be refunded on cancelling. */
export const DEPOSIT_RULES = ['Allowed', 'Restricted', 'None'] as const;
export type DepositRule = (typeof DEPOSIT_RULES)[number];

/** All: the whole price up front; Partial: a deposit. */
export const DEPOSIT_SCOPES = ['All', 'Partial'] as const;
export type DepositScope = (typeof DEPOSIT_SCOPES)[number];

export const DEPOSIT_STATUSES = ['NotRequired', 'Due', 'Paid'] as const;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];

/** Transitions are in booking/status.ts. */
export const BOOKING_STATUSES = [
  'New',
  'Pending',
  'Confirmed',
  'Arrived',
  'Completed',
  'Paid',
  'Cancelled',
  'Closed',
  'NoShow',
  'Expired',
] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** Who changed an order's status (a booking's or a pickup order's): the customer, the store's staff or the system. */
export const ORDER_ACTORS = ['customer', 'store', 'system'] as const;
export type OrderActor = (typeof ORDER_ACTORS)[number];

/** The result of checking one event of a service cart. */
export const EVENT_CHECK_STATUSES = [
  'SUCCESS',
  'NO_PROVIDERS',
  'PRODUCT_PROVIDER_NOT_EXISTS',
  'PRODUCT_NOT_EXISTS',
  'GENDER_NOT_MATCH',
] as const;
export type EventCheckStatus = (typeof EVENT_CHECK_STATUSES)[number];

/**
 * Why a day of the availability window has no start: the store is closed, the chosen designer
 * is off, every designer is booked, fewer designers work than the cart needs at once, or the
 * day is past or inside the lead time (leadTime), or its starts lie beyond the booking window's
 * end (beyondWindow: the last day of the strip, later in the day than now).
 */
export const DAY_UNAVAILABLE_REASONS = [
  'closed',
  'designerOff',
  'fullyBooked',
  'notEnoughDesigners',
  'leadTime',
  'beyondWindow',
] as const;
export type DayUnavailableReason = (typeof DAY_UNAVAILABLE_REASONS)[number];

/** How a one-time sign-in code is sent. */
export const SEND_TYPES = ['sms', 'email'] as const;
export type SendType = (typeof SEND_TYPES)[number];

/** What a catalogue product is. */
export const PRODUCT_KINDS = ['service', 'retail'] as const;
export type ProductKind = (typeof PRODUCT_KINDS)[number];

/** Store codes that collide with top-level paths of the site. */
export const RESERVED_STORE_CODES = ['api', 'assets', 'docs', 'health', 'static', 'favicon.ico', 'robots.txt'] as const;

/** A pickup order's statuses; transitions are in retail/status.ts. */
export const PICKUP_ORDER_STATUSES = ['Placed', 'Ready', 'PickedUp', 'Cancelled', 'Closed'] as const;
export type PickupOrderStatus = (typeof PICKUP_ORDER_STATUSES)[number];

/** The result of checking one item of a retail cart against the menu. */
export const RETAIL_ITEM_CHECK_STATUSES = ['SUCCESS', 'PRODUCT_NOT_EXISTS', 'STOCK_NOT_ENOUGH'] as const;
export type RetailItemCheckStatus = (typeof RETAIL_ITEM_CHECK_STATUSES)[number];

/** The kinds of field a store's form may ask (forms/answers.ts checks the answers). */
export const FORM_FIELD_KINDS = [
  'ShortText',
  'LongText',
  'SingleChoice',
  'MultipleChoice',
  'Date',
  'YesNo',
  'Signature',
] as const;
export type FormFieldKind = (typeof FORM_FIELD_KINDS)[number];

/** Pending: nothing saved yet; Draft: answers saved; Submitted: read-only. */
export const FORM_STATUSES = ['Pending', 'Draft', 'Submitted'] as const;
export type FormStatus = (typeof FORM_STATUSES)[number];

/** Booking: one form per booking with an attached service; Customer: one per customer, store-wide. */
export const FORM_SCOPES = ['Booking', 'Customer'] as const;
export type FormScope = (typeof FORM_SCOPES)[number];

/** What the message page lists. */
export const MESSAGE_KINDS = ['Announcement', 'StoreNote', 'FormDue'] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

/** What a voucher applies to: the whole order, some products, or the products of some categories. */
export const OFFER_TARGETS = ['All', 'Product', 'Category'] as const;
export type OfferTarget = (typeof OFFER_TARGETS)[number];

/** Percent: the customer pays that share of the targeted price (90 → 9折); Amount: dollars off. */
export const DISCOUNT_TYPES = ['Percent', 'Amount'] as const;
export type DiscountType = (typeof DISCOUNT_TYPES)[number];

/**
 * How a voucher meets a booking of several services or people (wallet/vouchers.ts): EveryOne, every
 * targeted service of everyone in the booking (the spec's default); OneEvent, the one service the
 * cart's voucherDiscountEventId names.
 */
export const VOUCHER_DISCOUNT_CONDITIONS = ['EveryOne', 'OneEvent'] as const;
export type VoucherDiscountCondition = (typeof VOUCHER_DISCOUNT_CONDITIONS)[number];

/** What in the wallet paid part of an order. */
export const WALLET_INSTRUMENTS = ['Voucher', 'ValueCard', 'ServiceTicket'] as const;
export type WalletInstrument = (typeof WALLET_INSTRUMENTS)[number];

/** The two kinds of order a customer places: a booking of services, a pickup order of retail items. */
export const ORDER_KINDS = ['Booking', 'PickupOrder'] as const;
export type OrderKind = (typeof ORDER_KINDS)[number];

/** What a customer's transaction record is of (the `record` and `detail` screens): an order or a top-up. */
export const RECORD_KINDS = [...ORDER_KINDS, 'TopUp'] as const;
export type RecordKind = (typeof RECORD_KINDS)[number];

/**
 * Why a value card's balance moved (one ledger row each): a top-up (+), paying an order (−), a
 * refund (+), or a correction staff made with a reason (+ or −).
 */
export const VALUE_CARD_LEDGER_REASONS = [
  'TopUp',
  'BookingPayment',
  'PickupOrderPayment',
  'Refund',
  'Adjustment',
] as const;
export type ValueCardLedgerReason = (typeof VALUE_CARD_LEDGER_REASONS)[number];

/**
 * What staff do with a customer's wallet at the counter (one `wallet_counter_moves` row each): sell a
 * value card, top it up, adjust it, freeze, unfreeze or deactivate it, issue a voucher, sell a ticket.
 */
export const WALLET_COUNTER_MOVES = [
  'CardSale',
  'TopUp',
  'Adjustment',
  'Freeze',
  'Unfreeze',
  'Deactivate',
  'VoucherIssue',
  'TicketSale',
] as const;
export type WalletCounterMove = (typeof WALLET_COUNTER_MOVES)[number];

/** A service ticket runs out on a date (During) or never (Unlimited). */
export const TICKET_DEADLINE_TYPES = ['Unlimited', 'During'] as const;
export type TicketDeadlineType = (typeof TICKET_DEADLINE_TYPES)[number];

export const TICKET_STATUSES = ['Active', 'Expired', 'Disabled'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

/** A value card's state (wallet/value-cards.ts): only an Active card pays. */
export const VALUE_CARD_STATUSES = ['Active', 'Frozen', 'Expired', 'Deactivated'] as const;
export type ValueCardStatus = (typeof VALUE_CARD_STATUSES)[number];

/** A queued job's state (apps/api/src/modules/jobs): waiting, claimed by a worker, finished, or out of attempts. */
export const JOB_STATES = ['queued', 'running', 'done', 'failed'] as const;
export type JobState = (typeof JOB_STATES)[number];

/** How a message reaches a customer (apps/api/src/modules/notifications). */
export const NOTIFY_CHANNELS = ['line', 'sms', 'email'] as const;
export type NotifyChannel = (typeof NOTIFY_CHANNELS)[number];

/** Why a booking expired: not paid by its payment hold, or not confirmed by the shop before its start. */
export const EXPIRY_CAUSES = ['unpaid', 'unconfirmed'] as const;
export type ExpiryCause = (typeof EXPIRY_CAUSES)[number];

/** What a message to a customer is about. */
export const NOTIFY_KINDS = [
  'bookingReceived',
  'bookingAwaitingShop',
  'bookingConfirmed',
  'bookingMoved',
  'bookingCancelled',
  'bookingClosed',
  'reminder',
  'pickupReady',
  'waitlistSlotFree',
  'paymentAwaiting',
  'formToFill',
  'bookingLapsed',
  'paymentFailed',
] as const;
export type NotifyKind = (typeof NOTIFY_KINDS)[number];

/** A message's state: waiting (queued or being retried), sent, or given up after its attempts. */
export const NOTIFY_STATES = ['queued', 'sent', 'failed'] as const;
export type NotifyState = (typeof NOTIFY_STATES)[number];

/** A waitlist entry: waiting, told of a freed slot, or left by the customer. */
export const WAITLIST_STATES = ['waiting', 'told', 'left'] as const;
export type WaitlistState = (typeof WAITLIST_STATES)[number];

/** The languages of the product (screens, API texts, the messages sent): zh-TW first, the default; English second. */
export const LANGUAGES = ['zh-TW', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
