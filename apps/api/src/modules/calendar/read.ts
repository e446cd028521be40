import type { StaffCalendar } from '@salon/contract';
import { providerShifts } from '@salon/domain';
import { toSeconds } from '#api/db/time';
import { engineStore } from '#api/modules/availability/quote';
import { calendarBookingsBetween, calendarEventsOf } from '#api/modules/bookings/calendar-side';
import { customerSummariesOf } from '#api/modules/customer/service';
import { paidByOrder } from '#api/modules/payments/record';
import type { StaffScope } from '#api/modules/scope';
import { catalogOf, designerSchedules } from '../catalog/service';
import { designerNamesOf } from '../team/service';
import { columnOf } from './columns';
import type { CalendarDeps } from './deps';
import { phonesForViewer } from './phones';
import * as repo from './repository';

const NEVER_SERVED = new Set<string>(['Cancelled', 'Expired']);

/**
 * Designers who have left keep a column, with no working time, on the days they hold bookings:
 * the history stays where it happened.
 */
async function formerColumns(
  deps: CalendarDeps,
  storeId: string,
  shown: ReadonlySet<string>,
  held: readonly (string | null)[],
  column: string | null,
) {
  const ids = [...new Set(held)].filter(
    (id): id is string => id !== null && !shown.has(id) && (column === null || id === column),
  );
  if (ids.length === 0) return [];
  const names = await designerNamesOf(deps.db, storeId, ids);
  return ids.filter((id) => names.has(id)).map((id) => ({ id, name: names.get(id)!, shifts: [] }));
}

/** The staff's calendar: the designers' columns of a window, their bookings and blocked time. */

/**
 * The designers and the bookings overlapping [from, to): a manager or owner sees every column; a
 * designer only their own column, and only the bookings (and events) in it.
 */
export async function staffCalendar(
  deps: CalendarDeps,
  scope: StaffScope,
  window: { from: number; to: number },
): Promise<StaffCalendar> {
  const { store, actor } = scope;
  const column = columnOf(actor, 'read');
  if (column === false) return { designers: [], team: [], bookings: [], blocks: [], ended: [] };
  // Working hours only: the calendar shows bookings themselves, so no busy-time query (it is polled every 3 s).
  const [catalog, rows, blocks] = await Promise.all([
    catalogOf(deps.db, store),
    calendarBookingsBetween(deps.db, store.id, window.from, window.to),
    repo.blocksBetween(deps.db, store.id, window.from, window.to),
  ]);
  const ids = rows.map((b) => b.id);
  // The customers' names are the customer module's: asked in the same round as the events and payments, by ids.
  const [events, paid, customers, phoneOf] = await Promise.all([
    calendarEventsOf(deps.db, ids),
    paidByOrder(deps.db, 'Booking', ids),
    customerSummariesOf(
      deps.db,
      store.id,
      rows.map((b) => b.customerId),
    ),
    // A designer reads her customers' phones masked except on the day of their visit with her.
    phonesForViewer(deps.db, scope),
  ]);
  const team = designerSchedules(catalog);
  const designers = team.filter((p) => column === null || p.id === column);
  const eventsByBooking = new Map<string, typeof events>();
  for (const e of events) {
    if (column !== null && e.providerId !== column) continue;
    const list = eventsByBooking.get(e.bookingId);
    if (list) list.push(e);
    else eventsByBooking.set(e.bookingId, [e]);
  }
  const bookings = rows.flatMap((booking) => {
    const own = eventsByBooking.get(booking.id) ?? [];
    const who = customers.get(booking.customerId);
    if (own.length === 0 || !who) return [];
    const customer = {
      name: who.lastName,
      phone: phoneOf(booking.customerId, who.phone),
      staffNotes: who.staffNotes,
    };
    return [
      {
        id: booking.id,
        status: booking.status,
        startTime: booking.startTime,
        endTime: booking.endTime,
        customer,
        events: own.map((e) => ({
          userId: e.providerId,
          productId: e.productId,
          name: e.subItemName ? `${e.productName}（${e.subItemName}）` : e.productName,
          startTime: e.startTime,
          endTime: e.endTime,
        })),
        customerNotes: booking.customerNotes,
        total: booking.total,
        paidAmount: paid.get(booking.id) ?? 0,
        awaitingPaymentUntil: booking.holdUntil,
        closeReason: booking.closeReason,
        assistantId: booking.assistantId,
      },
    ];
  });
  const engine = engineStore(store);
  const columns = designers.map((d) => ({
    id: d.id,
    name: d.name,
    shifts: providerShifts(d, engine, window.from, window.to).map((i) => ({ startTime: i.start, endTime: i.end })),
  }));
  const held = bookings.flatMap((b) => b.events.map((e) => e.userId));
  return {
    designers: columns.concat(await formerColumns(deps, store.id, new Set(columns.map((c) => c.id)), held, column)),
    team: team.map((d) => ({ id: d.id, name: d.name })),
    // Cancelled and expired bookings were never served and hold no time: apart, so they cover nothing.
    bookings: bookings.filter((b) => !NEVER_SERVED.has(b.status)),
    ended: bookings.filter((b) => NEVER_SERVED.has(b.status)),
    blocks: blocks
      .filter((b) => column === null || b.providerId === column)
      .map((b) => ({
        id: b.id,
        userId: b.providerId,
        startTime: toSeconds(b.startTime),
        endTime: toSeconds(b.endTime),
        reason: b.reason,
      })),
  };
}
