import type { BookingStatus } from '../vocabulary/index';

/**
 * The desk's inbox of online bookings (issue 38), as pure rules: what an online booking is to the
 * desk (still to confirm, newly placed, cancelled by the customer) and whether the member has seen
 * it. The API lists the candidates; these decide each one.
 */
export type InboxKind = 'pending' | 'new' | 'cancelled';

export interface InboxCandidate {
  status: BookingStatus;
  /** Unix s of its start, when it was placed, and when the customer cancelled it (null: not cancelled). */
  startTime: number;
  placedAt: number;
  cancelledAt: number | null;
}

/**
 * Its kind, or null when the inbox leaves it out: a Pending one to come waits for the store whatever
 * was seen; one cancelled, or placed, after `since` is news; the rest is not the inbox's.
 */
export function inboxKind(c: InboxCandidate, since: number, now: number): InboxKind | null {
  if (c.status === 'Pending' && c.startTime > now) return 'pending';
  if (c.status === 'Cancelled' && c.cancelledAt !== null && c.cancelledAt > since) return 'cancelled';
  if (c.status !== 'Cancelled' && c.status !== 'Expired' && c.placedAt > since) return 'new';
  return null;
}

/** When the item last changed (placed, or cancelled). */
export const inboxAt = (c: InboxCandidate): number => c.cancelledAt ?? c.placedAt;

/** Whether it changed after the member last looked (a pending one seen before stays, but not as news). */
export const inboxUnseen = (c: InboxCandidate, since: number): boolean => inboxAt(c) > since;

/** How far back a member who never looked sees news: a week. */
export const INBOX_FIRST_LOOK_SECONDS = 7 * 86400;
