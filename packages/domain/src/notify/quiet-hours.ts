import { DateTime } from 'luxon';
import { DEFAULT_TIME_ZONE } from '../format/constants';
import type { NotifyKind } from '../vocabulary';

/** No SMS between 21:00 and 09:00 Taipei time, except the kinds below. */
const QUIET_FROM_HOUR = 21;
const QUIET_UNTIL_HOUR = 9;

/**
 * The kinds an SMS goes at once at any hour: what the customer just caused (a booking made, received
 * or awaiting the shop; their own cancellation; the ATM transfer they chose) and a payment's outcome
 * (a booking lapsed unpaid, a declined card: the customer may still pay or book again now).
 * Only the kinds named here: every other kind keeps the quiet hours (reminders, the store's changes,
 * the waitlist, a form to fill), a new kind too until it is added. A sign-in code is no message kind:
 * the sign-in sends it at once.
 */
export const SMS_AT_ANY_HOUR: readonly NotifyKind[] = [
  'bookingReceived',
  'bookingAwaitingShop',
  'bookingCancelled',
  'paymentAwaiting',
  'bookingLapsed',
  'paymentFailed',
];

/** Whether an SMS of this kind keeps the quiet hours (21:00–09:00 Asia/Taipei). */
export const keepsQuietHours = (kind: NotifyKind) => !SMS_AT_ANY_HOUR.includes(kind);

/**
 * When an SMS of `kind` made at `now` may go: at once for a kind sent at any hour; otherwise at once
 * outside quiet hours, and at once also when the visit (`visitStart`, null: none) comes before the
 * quiet hours end; else at 09:00.
 */
export function smsSendAt(
  kind: NotifyKind,
  now: number,
  visitStart: number | null,
  zone: string = DEFAULT_TIME_ZONE,
): number {
  if (!keepsQuietHours(kind)) return now;
  const local = DateTime.fromSeconds(now, { zone });
  const hour = local.hour;
  if (hour >= QUIET_UNTIL_HOUR && hour < QUIET_FROM_HOUR) return now;
  const day = hour >= QUIET_FROM_HOUR ? local.plus({ days: 1 }) : local;
  const quietEnds = day.set({ hour: QUIET_UNTIL_HOUR, minute: 0, second: 0, millisecond: 0 }).toSeconds();
  if (visitStart !== null && visitStart <= quietEnds) return now;
  return quietEnds;
}
