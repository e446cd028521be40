import type { StaffInbox, StaffInboxSeen } from '@salon/contract';
import { INBOX_FIRST_LOOK_SECONDS, inboxAt, inboxKind, inboxUnseen } from '@salon/domain';
import { toSeconds } from '#api/db/time';
import { eventsOf, onlineInbox } from '#api/modules/bookings/calendar-side';
import { customerSummariesOf } from '#api/modules/customer/service';
import type { StaffScope } from '#api/modules/scope';
import { columnOf } from './columns';
import type { CalendarDeps } from './deps';
import * as repo from './repository';

/**
 * GET /staff/inbox: the online bookings the desk should know of (domain `inboxKind`): Pending ones
 * to come, and those placed or cancelled since this member last looked (a week back if never). A
 * designer sees only those with a service in her column, as in the calendar.
 */
export async function staffInbox(
  deps: Pick<CalendarDeps, 'db'>,
  { store, now, actor }: StaffScope,
): Promise<StaffInbox> {
  const column = columnOf(actor, 'read');
  const seenAt = await repo.inboxSeenAt(deps.db, actor.staffId);
  if (column === false) return { seenAt, unseen: 0, items: [] };
  const since = seenAt ?? now - INBOX_FIRST_LOOK_SECONDS;
  const rows = await onlineInbox(deps.db, store.id, since, now);
  if (rows.length === 0) return { seenAt, unseen: 0, items: [] };
  const ids = rows.map((r) => r.booking.id);
  const [events, customers] = await Promise.all([
    eventsOf(deps.db, ids),
    customerSummariesOf(
      deps.db,
      store.id,
      rows.map((r) => r.booking.customerId),
    ),
  ]);
  const items = rows.flatMap(({ booking, placedAt, cancelledAt }) => {
    const candidate = { status: booking.status, startTime: toSeconds(booking.startTime), placedAt, cancelledAt };
    const kind = inboxKind(candidate, since, now);
    const own = events
      .filter((e) => e.bookingId === booking.id && e.customerIndex === 0)
      .sort((a, b) => a.eventIndex - b.eventIndex);
    const designerIds = [...new Set(events.filter((e) => e.bookingId === booking.id).map((e) => e.providerId))];
    if (kind === null || own.length === 0) return [];
    if (column !== null && !designerIds.includes(column)) return [];
    return [
      {
        bookingId: booking.id,
        kind,
        status: booking.status,
        startTime: candidate.startTime,
        endTime: toSeconds(booking.endTime),
        customer: { name: customers.get(booking.customerId)?.lastName ?? '' },
        services: own.map((e) => (e.subItemName ? `${e.productName}（${e.subItemName}）` : e.productName)),
        designerIds,
        at: inboxAt(candidate),
        unseen: inboxUnseen(candidate, since),
      },
    ];
  });
  items.sort((a, b) => Number(b.kind === 'pending') - Number(a.kind === 'pending') || b.at - a.at);
  return { seenAt, unseen: items.filter((i) => i.unseen).length, items };
}

/**
 * POST /staff/inbox/seen: this member has looked now; what is older is no longer news to them. A
 * read of the member's own, not a change of the store's: not in the audit log.
 */
export async function staffMarkInboxSeen(deps: Pick<CalendarDeps, 'db'>, scope: StaffScope): Promise<StaffInboxSeen> {
  const { now, actor, store } = scope;
  await repo.markInboxSeen(deps.db, store.id, actor.staffId, now);
  return { seenAt: now };
}
