import type { StaffBookingStatusBody } from '@salon/contract';
import { type BookingStatus, canCheckOut, isActiveStatus, transition } from '@salon/domain';
import type { CalendarBooking } from './grid';

export type StaffAction = StaffBookingStatusBody['action'];

/** The contract's staff moves (typed against it; a plain list, so no schema code ships with the app). */
const STAFF_BOOKING_ACTIONS = [
  'confirm',
  'arrive',
  'undoArrive',
  'complete',
  'noShow',
  'close',
] as const satisfies readonly StaffAction[];

/** The status moves staff may make on the booking now: the domain's state machine, timing included. */
export function allowedActions(booking: Pick<CalendarBooking, 'status' | 'startTime'>, now: number): StaffAction[] {
  return STAFF_BOOKING_ACTIONS.filter(
    (action) => transition(booking.status, action, { now, start: booking.startTime }) !== null,
  );
}

/** Whether the booking can be taken to the counter (checked out): arrived or completed, not yet paid. */
export const canCheckout = (booking: Pick<CalendarBooking, 'status'>): boolean => canCheckOut(booking.status);

/**
 * paid: nothing left to pay; awaiting: an online payment is pending (until its hold ends);
 * partly: some paid (a deposit), the rest at the counter; due: all of it at the counter;
 * none: the visit is off (cancelled, closed, no-show, expired), so nothing is collected for it.
 */
export type PaymentState = 'paid' | 'awaiting' | 'partly' | 'due' | 'none';

/** What is left to collect at the counter: nothing once the visit is off or paid. */
export const amountDue = (booking: Pick<CalendarBooking, 'status' | 'total' | 'paidAmount'>): number =>
  !isActiveStatus(booking.status) ? 0 : Math.max(0, booking.total - booking.paidAmount);

export function paymentState(
  booking: Pick<CalendarBooking, 'status' | 'total' | 'paidAmount' | 'awaitingPaymentUntil'>,
  now: number,
): PaymentState {
  if (!isActiveStatus(booking.status)) return 'none';
  if (booking.paidAmount >= booking.total) return 'paid';
  if (booking.awaitingPaymentUntil !== null && booking.awaitingPaymentUntil > now) return 'awaiting';
  return booking.paidAmount > 0 ? 'partly' : 'due';
}

/**
 * The block colours of a status: a tinted surface with a darker left edge; the status is also
 * written in the block (never the colour alone). Every pair keeps the text at 4.5:1 or more.
 */
export const STATUS_TONE: Record<BookingStatus, string> = {
  New: 'bg-sky-50 border-sky-600 text-sky-950',
  Pending: 'bg-amber-50 border-amber-600 text-amber-950',
  Confirmed: 'bg-brand-50 border-brand-600 text-brand-900',
  Arrived: 'bg-violet-50 border-violet-600 text-violet-950',
  Completed: 'bg-emerald-50 border-emerald-700 text-emerald-950',
  Paid: 'bg-emerald-100 border-emerald-800 text-emerald-950',
  Cancelled: 'bg-stone-100 border-stone-500 text-stone-800',
  Closed: 'bg-stone-100 border-stone-500 text-stone-800',
  NoShow: 'bg-rose-50 border-rose-600 text-rose-950',
  Expired: 'bg-stone-100 border-stone-500 text-stone-800',
};

/** The services of a booking in one column (or all), in order, without repeats: `剪髮、染髮`. */
export function serviceNames(booking: Pick<CalendarBooking, 'events'>, columnId?: string): string[] {
  const names = booking.events
    .filter((e) => columnId === undefined || e.userId === columnId)
    .sort((a, b) => a.startTime - b.startTime)
    .map((e) => e.name);
  return [...new Set(names)];
}
