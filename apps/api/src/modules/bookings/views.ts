import type { BookingCart, BookingDetail, CancelPolicySummary, CheckoutSummary, PricedEvent } from '@salon/contract';
import {
  type CancelCondition,
  type CancellationQuote,
  type CancelPolicy,
  cancellationQuote,
  cancelNow,
  type DepositRule,
  type DepositScope,
  formatAfterPaying,
  formatCancelNow,
  formatPolicyLine,
  holdUntil,
  isActiveStatus,
  isOneOf,
  linesAhead,
  markCurrent,
  ONLINE_PAYMENT_METHODS,
  type PrepaymentInput,
  policyAt,
  policyInForce,
  prepaymentFor,
  transition,
} from '@salon/domain';
import type { PaymentRow, StoreRow, WalletChargeRow } from '#api/db/rows';
import type { BookingQuote } from '#api/modules/availability/quote';
import { currentPayment, toOnlinePayment } from '#api/modules/payments/views';
import type { WalletPlan } from '#api/modules/wallet/payments';
import { paymentFromCharges, paymentFromPlan } from '#api/modules/wallet/views';
import { bookingPaymentMethods, type OnlinePayments } from '#api/platform/payments/index';
import { type BookedEvent, bookedEvents, depositOf } from './from-quote';
import { type BookingEventRow, type BookingRow, toSeconds } from './repository';
import type { BookingMoney } from './settled';

/** The policy a booking was made under (a snapshot), or the store's for a booking about to be made. */
export interface PolicyTerms {
  cancelPolicy: CancelPolicy;
  depositRule: DepositRule;
  depositScope: DepositScope;
  cancelConditions: CancelCondition[];
  timeZone: string;
  /** How the booking is (to be) paid, for what it prepays (the domain's prepaymentFor); nothing prepaid: no refund wording. */
  payment: PrepaymentInput;
}

function cancelContext(terms: PolicyTerms, bookingStart: number, now: number) {
  return {
    policy: terms.cancelPolicy,
    depositRule: terms.depositRule,
    conditions: terms.cancelConditions,
    bookingStart,
    now,
    timeZone: terms.timeZone,
  };
}

/**
 * The policy, its conditions with the one in force now marked isCurrent, and its zh-TW lines still
 * ahead of now (a passed tier is no longer offered, issue 43.1), as of `now`.
 */
function policySummary(terms: PolicyTerms, bookingStart: number, now: number): CancelPolicySummary {
  const ctx = cancelContext(terms, bookingStart, now);
  const lines = linesAhead(policyInForce({ ...ctx, ...terms.payment }).lines, now);
  return {
    cancelPolicy: terms.cancelPolicy,
    depositRule: terms.depositRule,
    depositScope: terms.depositScope,
    cancelCondition: markCurrent(ctx),
    texts: lines.map((l) => formatPolicyLine(l, 'zh-TW', terms.timeZone)),
    asOf: now,
  };
}

/** What cancelling now would give, with its zh-TW sentence. */
export function cancellationNow(terms: PolicyTerms, bookingStart: number, now: number, paid: number) {
  const quote = cancellationQuote({ ...cancelContext(terms, bookingStart, now), paid });
  return { quote, text: refundText(quote, terms, bookingStart, paid, now) };
}

/**
 * With money paid (or no cancelling at all), what comes back now; with nothing paid yet, the
 * policy line in force now (for a booking that prepays nothing: 預約開始前可免費取消).
 */
function refundText(
  quote: CancellationQuote,
  terms: PolicyTerms,
  bookingStart: number,
  paid: number,
  now: number,
): string {
  const prepayment = prepaymentFor(terms.payment);
  const said = cancelNow(quote, {
    policy: terms.cancelPolicy,
    depositRule: terms.depositRule,
    bookingStart,
    timeZone: terms.timeZone,
    conditions: terms.cancelConditions.map((c, i) => ({ ...c, isCurrent: quote.current?.index === i })),
    scope: prepayment.scope ?? terms.depositScope,
    prepaid: prepayment.amount,
    paid,
    now,
  });
  return formatCancelNow(said, 'zh-TW', terms.timeZone);
}

/**
 * The store's terms now, for a booking about to be made of `total` with no method chosen yet (the
 * web shows the policy of the method chosen, by the same rule).
 */
function storeTerms(store: StoreRow, total: number): PolicyTerms {
  const deposit = depositOf(store, total);
  return {
    cancelPolicy: store.cancelPolicy,
    depositRule: store.depositRule,
    depositScope: store.depositScope,
    cancelConditions: store.cancelCondition,
    timeZone: store.timeZone,
    payment: { method: null, deposit, due: total },
  };
}

/**
 * The terms a booking keeps of what was agreed, with how it is paid: its method, deposit and what
 * was paid. `payment` (what the method pays after the wallet) comes from its charges; without them
 * the rest of the total after what was paid stands for it.
 */
export function termsOf(
  row: BookingRow,
  timeZone: string,
  payment: { due: number; valueCard: number } = { due: row.total - row.paidAmount, valueCard: 0 },
): PolicyTerms {
  return {
    cancelPolicy: row.cancelPolicy,
    depositRule: row.depositRule,
    depositScope: row.depositScope,
    cancelConditions: row.cancelConditions,
    timeZone,
    payment: {
      method: row.paymentMethod,
      deposit: { required: row.depositAmount > 0, amount: row.depositAmount, scope: row.depositScope },
      ...payment,
      paid: row.paidAmount,
    },
  };
}

/** Whether the customer may cancel (and so reschedule) the booking now. */
export function customerMayChange(row: BookingRow, quote: CancellationQuote, now: number): boolean {
  const start = toSeconds(row.startTime);
  return transition(row.status, 'cancel', { now, start, cancelAllowed: quote.allowed }) !== null;
}

function depositStatus(row: BookingRow): BookingDetail['deposit']['status'] {
  if (row.depositAmount === 0) return 'NotRequired';
  return row.paidAmount >= row.depositAmount ? 'Paid' : 'Due';
}

export function toDetail(
  row: BookingRow,
  events: BookingEventRow[],
  charges: readonly WalletChargeRow[],
  online: readonly PaymentRow[],
  timeZone: string,
  now: number,
  money: BookingMoney = { settled: undefined, paid: row.paidAmount },
): BookingDetail {
  const start = toSeconds(row.startTime);
  const payment = paymentFromCharges(row.total, charges);
  const { settled, paid } = money;
  const terms = termsOf(row, timeZone, payment);
  const { quote, text } = cancellationNow(terms, start, now, row.paidAmount);
  const mayChange = customerMayChange(row, quote, now);
  const refund = mayChange
    ? { allowed: true, refund: quote.refund, refundText: text }
    : {
        allowed: false,
        refund: row.refundAmount ?? 0,
        refundText: isActiveStatus(row.status) ? text : '',
      };
  return {
    id: row.id,
    status: row.status,
    startTime: start,
    endTime: toSeconds(row.endTime),
    customerCount: row.customerCount,
    parallel: row.parallel,
    customerNotes: row.customerNotes,
    paymentMethod: row.paymentMethod,
    total: row.total,
    deposit: { amount: row.depositAmount, paid: row.paidAmount, status: depositStatus(row) },
    // What is still to pay, while the booking stands: its total less what the payments record holds.
    payment: paymentFromCharges(row.total, charges, isActiveStatus(row.status) ? paid : undefined),
    onlinePayment: online.length > 0 ? toOnlinePayment(currentPayment(online)!) : null,
    cancelPolicy: policySummary(terms, start, now),
    refund,
    canReschedule: mayChange,
    closeReason: row.status === 'Closed' ? row.closeReason : null,
    // A payment hold is cleared once paid: an expired booking that still has one lapsed unpaid.
    expiredBecause: row.status === 'Expired' ? (row.holdUntil ? 'unpaid' : 'unconfirmed') : null,
    settled: settled
      ? {
          at: toSeconds(settled.checkout.at),
          items: settled.items.map((i) => ({ name: i.name, price: i.price, quantity: i.quantity })),
          paid,
        }
      : null,
    createdAt: toSeconds(row.createdAt),
    events: events.map(toEventView),
  };
}

/** An event as the wire shows it: userId is who was asked for, realUserId who serves. */
function toEventView(e: BookedEvent): PricedEvent {
  return {
    customerIndex: e.customerIndex,
    eventIndex: e.eventIndex,
    productId: e.productId,
    productName: e.productName,
    productNameEn: e.productNameEn,
    subItemId: e.subItemId,
    subItemName: e.subItemName,
    subItemNameEn: e.subItemNameEn,
    userId: e.requestedUserId,
    realUserId: e.providerId,
    realUserName: e.providerName,
    startTime: toSeconds(e.startTime),
    endTime: toSeconds(e.endTime),
    price: e.price,
    duration: e.duration,
  };
}

/** What booking the cart now would cost and commit to: prices, deposit, payment methods, policy. */
export function toCheckoutSummary(
  store: StoreRow,
  cart: BookingCart,
  quote: BookingQuote,
  plan: WalletPlan | null,
  now: number,
  payments: OnlinePayments,
): CheckoutSummary {
  const payment = paymentFromPlan(plan, quote.total);
  const methods = bookingPaymentMethods(store.paymentMethods, payments);
  return {
    startTime: quote.start,
    endTime: quote.end,
    customerCount: cart.customerCount,
    events: bookedEvents(quote).map(toEventView),
    total: quote.total,
    priceRange: quote.priceRange,
    deposit: depositOf(store, quote.total),
    paymentMethods: methods,
    policy: policySummary(storeTerms(store, quote.total), quote.start, now),
    payment,
    online: onlineTerms(store, quote.start, now, { payment, methods, holdSeconds: payments.holdSeconds }),
  };
}

/**
 * Paying online, decided before a method is chosen (issue 43.1, 43.2): how long the booking waits
 * for the money (the hold, so the clock time it lapses if booked now), the policy's lines still
 * ahead for what paying online prepays, and what cancelling right after paying would refund.
 * null when no online method can be used now.
 */
function onlineTerms(
  store: StoreRow,
  start: number,
  now: number,
  o: { payment: CheckoutSummary['payment']; methods: CheckoutSummary['paymentMethods']; holdSeconds: number },
): CheckoutSummary['online'] {
  const method = o.methods.find((m) => m.available && isOneOf(ONLINE_PAYMENT_METHODS, m.method))?.method;
  if (!method) return null;
  const terms = storeTerms(store, o.payment.total);
  const policy = policyAt({
    ...cancelContext(terms, start, now),
    ...terms.payment,
    method,
    due: o.payment.due,
    valueCard: o.payment.valueCard,
  });
  const after = policy.afterPaying;
  return {
    payWithin: o.holdSeconds,
    payBy: holdUntil(now, o.holdSeconds, start),
    texts: policy.lines.map((l) => formatPolicyLine(l, 'zh-TW', store.timeZone)),
    afterPaying: after && { paid: after.paid, refund: after.refund, text: formatAfterPaying(after, 'zh-TW') },
  };
}
