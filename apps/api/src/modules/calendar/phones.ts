import { masksPhones, phoneFor, visitDayOf, visitsToday } from '@salon/domain';
import type { Tx } from '#api/db/client';
import { toSeconds } from '#api/db/time';
import { bookingsOverlapping, eventsOf } from '#api/modules/bookings/calendar-side';
import type { StaffScope } from '#api/modules/scope';

const NEVER_SERVED = new Set<string>(['Cancelled', 'Expired']);

/** The store's masking as this viewer meets it (the domain's `PhoneViewer`). */
const phoneViewerOf = ({ store, actor }: Pick<StaffScope, 'store' | 'actor'>) => ({
  role: actor.role,
  maskPhones: store.maskPhonesForDesigners,
});

/**
 * The customers who visit this designer today (the store's zone): a booking, not cancelled or
 * expired, with a service in her column, starting today.
 */
async function visitingToday(db: Tx, { store, now, actor }: StaffScope): Promise<Set<string>> {
  const today = visitDayOf(now, store.timeZone);
  const rows = (await bookingsOverlapping(db, store.id, today.from, today.to)).filter(
    (b) => !NEVER_SERVED.has(b.status),
  );
  const events = await eventsOf(
    db,
    rows.map((b) => b.id),
  );
  const hers = new Set(events.filter((e) => e.providerId === actor.providerId).map((e) => e.bookingId));
  return new Set(
    rows
      .filter((b) => hers.has(b.id) && visitsToday([toSeconds(b.startTime)], now, store.timeZone))
      .map((b) => b.customerId),
  );
}

/**
 * How this viewer is given a customer's phone (issue 40, point 5): a designer of a store that masks
 * reads it masked (0912-***-678) unless the customer visits her today; everyone else in full. The
 * full number never leaves the API for a masked designer.
 */
export async function phonesForViewer(
  db: Tx,
  scope: StaffScope,
): Promise<(customerId: string, phone: string | null) => string | null> {
  const viewer = phoneViewerOf(scope);
  if (!masksPhones(viewer)) return (_, phone) => phone;
  const today = await visitingToday(db, scope);
  return (customerId, phone) => phoneFor(viewer, phone, today.has(customerId));
}

/** What the masking of this viewer's answer depends on (for the calendar's ETag): today's date when masked, else nothing. */
export function maskingKey(scope: Pick<StaffScope, 'store' | 'actor' | 'now'>): string {
  return masksPhones(phoneViewerOf(scope)) ? visitDayOf(scope.now, scope.store.timeZone).date : '-';
}
