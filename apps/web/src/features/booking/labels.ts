import { BOOKING_STATUS_LABELS, type BookingStatus, type DisplayLocale } from '@salon/domain';
import type { TFunction } from 'i18next';

/** The spec's zh-TW status labels (from the domain); English from the locale file. */
export function statusLabel(status: BookingStatus, locale: DisplayLocale, t: TFunction): string {
  return locale === 'zh-TW' ? BOOKING_STATUS_LABELS[status] : t(`booking.status.${status}`);
}

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
