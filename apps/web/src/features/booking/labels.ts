import {
  awaitsOnlinePayment,
  BOOKING_STATUS_LABELS,
  type BookingStatus,
  type DisplayLocale,
  type PaymentStatus,
} from '@salon/domain';
import type { TFunction } from 'i18next';
import type { IconName } from '#web/components/Icon';

/** The spec's zh-TW status labels (from the domain); English from the locale file. */
export function statusLabel(status: BookingStatus, locale: DisplayLocale, t: TFunction): string {
  return locale === 'zh-TW' ? BOOKING_STATUS_LABELS[status] : t(`booking.status.${status}`);
}

/** A new booking waiting for its online payment (pending, or declined and not yet paid again). */
export const isAwaitingPayment = (b: { status: BookingStatus; onlinePayment: { status: PaymentStatus } | null }) =>
  b.status === 'New' && awaitsOnlinePayment(b.onlinePayment);

/** Badge colours: open ones in the brand colour, done ones green, ended ones grey. */
export const STATUS_TONE: Record<BookingStatus, string> = {
  New: 'bg-sand-100 text-sand-700',
  Pending: 'bg-sand-100 text-sand-700',
  Confirmed: 'bg-brand-100 text-brand-800',
  Arrived: 'bg-brand-100 text-brand-800',
  Completed: 'bg-emerald-50 text-emerald-800',
  Paid: 'bg-emerald-50 text-emerald-800',
  Cancelled: 'bg-line/60 text-muted',
  Closed: 'bg-line/60 text-muted',
  NoShow: 'bg-red-50 text-red-700',
  Expired: 'bg-line/60 text-muted',
};

/** How a booking stands, for its banner: open (still to come), waiting (on the salon), done, ended, missed. */
export type StatusLook = 'open' | 'waiting' | 'done' | 'ended' | 'missed';

export const STATUS_LOOK: Record<BookingStatus, StatusLook> = {
  New: 'waiting',
  Pending: 'waiting',
  Confirmed: 'open',
  Arrived: 'open',
  Completed: 'done',
  Paid: 'done',
  Cancelled: 'ended',
  Closed: 'ended',
  NoShow: 'missed',
  Expired: 'ended',
};

/** Banner colours and icon of each look. */
export const LOOK_STYLE: Record<StatusLook, { box: string; badge: string; title: string; icon: IconName }> = {
  open: {
    box: 'bg-emerald-50 ring-emerald-200',
    badge: 'bg-emerald-600 text-white',
    title: 'text-emerald-900',
    icon: 'check',
  },
  waiting: {
    box: 'bg-amber-50 ring-amber-200',
    badge: 'bg-amber-500 text-white',
    title: 'text-amber-900',
    icon: 'clock',
  },
  done: {
    box: 'bg-brand-50 ring-brand-200',
    badge: 'bg-brand-600 text-white',
    title: 'text-brand-900',
    icon: 'sparkle',
  },
  ended: { box: 'bg-stone-100 ring-stone-200', badge: 'bg-stone-500 text-white', title: 'text-stone-900', icon: 'x' },
  missed: { box: 'bg-red-50 ring-red-200', badge: 'bg-red-600 text-white', title: 'text-red-900', icon: 'info' },
};
