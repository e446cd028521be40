import type { BookingStatus } from '../vocabulary/index';

/** Statuses that hold provider time (the exclusion constraint covers these). */
export const ACTIVE_BOOKING_STATUSES = ['New', 'Pending', 'Confirmed', 'Arrived', 'Completed', 'Paid'] as const;

/**
 * Booked and still to come: awaiting the store's confirmation or confirmed (not New, which may
 * still await its online payment, nor Arrived). The store moves only these; reminders and
 * form requests go only to these.
 */
export const UPCOMING_BOOKING_STATUSES = ['Pending', 'Confirmed'] as const satisfies readonly BookingStatus[];

/** Served: completed at the salon or paid in full there; the booking's total counts as the customer's spending. */
export const SPENT_BOOKING_STATUSES = ['Completed', 'Paid'] as const satisfies readonly BookingStatus[];

/** Statuses with no way out. */
export const FINAL_BOOKING_STATUSES = ['Paid', 'Cancelled', 'Closed', 'NoShow', 'Expired'] as const;

export const BOOKING_STATUS_LABELS: Record<BookingStatus, string> = {
  New: '新預約',
  Pending: '待店家確認',
  Confirmed: '已確認',
  Arrived: '已報到',
  Completed: '已完成',
  Paid: '已結帳',
  Cancelled: '已取消',
  Closed: '店家已取消',
  NoShow: '未到',
  Expired: '已逾期',
};

/**
 * submit: the store confirms manually (→ Pending); autoConfirm: the store confirms at once
 * (→ Confirmed); confirm: the store confirms; arrive: check-in; undoArrive: a check-in made by
 * mistake taken back (the visit is Confirmed again); complete / pay: checkout done;
 * cancel: by the customer; close: cancelled by the store; noShow; expire: Pending not confirmed
 * before the start; lapse: a New booking awaiting online payment whose hold ran out unpaid.
 */
export type BookingAction =
  | 'submit'
  | 'autoConfirm'
  | 'confirm'
  | 'arrive'
  | 'undoArrive'
  | 'complete'
  | 'pay'
  | 'cancel'
  | 'close'
  | 'noShow'
  | 'expire'
  | 'lapse';

export interface TransitionContext {
  now?: number;
  /** Booking start, unix seconds. */
  start?: number;
  /** Whether the cancel policy lets the customer cancel now (see cancellationQuote). */
  cancelAllowed?: boolean;
}

const OPEN: readonly BookingStatus[] = ['New', 'Pending', 'Confirmed'];

const RULES: Record<BookingAction, { from: readonly BookingStatus[]; to: BookingStatus }> = {
  submit: { from: ['New'], to: 'Pending' },
  autoConfirm: { from: ['New'], to: 'Confirmed' },
  confirm: { from: ['Pending'], to: 'Confirmed' },
  arrive: { from: ['Confirmed'], to: 'Arrived' },
  undoArrive: { from: ['Arrived'], to: 'Confirmed' },
  complete: { from: ['Arrived'], to: 'Completed' },
  pay: { from: ['Arrived', 'Completed'], to: 'Paid' },
  cancel: { from: OPEN, to: 'Cancelled' },
  close: { from: OPEN, to: 'Closed' },
  noShow: { from: ['Confirmed'], to: 'NoShow' },
  expire: { from: ['Pending'], to: 'Expired' },
  lapse: { from: ['New'], to: 'Expired' },
};

function timingAllows(action: BookingAction, ctx: TransitionContext): boolean {
  const { now, start } = ctx;
  if (now === undefined || start === undefined) return true;
  if (action === 'cancel' || action === 'confirm') return now < start;
  if (action === 'noShow' || action === 'expire') return now >= start;
  return true;
}

/**
 * The one place booking states change: the next status, or null when the action is not allowed
 * from `from`. With now and start: cancel and confirm only before the start, noShow and expire
 * only from the start on. Cancel also needs the policy's permission (cancelAllowed).
 */
export function transition(
  from: BookingStatus,
  action: BookingAction,
  ctx: TransitionContext = {},
): BookingStatus | null {
  const rule = RULES[action];
  if (!rule.from.includes(from)) return null;
  if (action === 'cancel' && ctx.cancelAllowed === false) return null;
  return timingAllows(action, ctx) ? rule.to : null;
}

/** Whether a booking can be checked out at the counter now (the `pay` move: Arrived or Completed → Paid). */
export const canCheckOut = (status: BookingStatus): boolean => transition(status, 'pay') !== null;

export function isActiveStatus(status: BookingStatus): boolean {
  return (ACTIVE_BOOKING_STATUSES as readonly BookingStatus[]).includes(status);
}

/** Pending past its start becomes Expired; anything else stays. */
export function expireIfDue(status: BookingStatus, start: number, now: number): BookingStatus {
  return transition(status, 'expire', { now, start }) ?? status;
}
