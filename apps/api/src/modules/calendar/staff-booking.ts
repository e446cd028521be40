import type { BookingCreated, StaffCreateBookingBody, StaffMoveBookingBody } from '@salon/contract';
import { type BookingStatus, UPCOMING_BOOKING_STATUSES } from '@salon/domain';
import type { Tx } from '#api/db/client';
import { toSeconds } from '#api/db/time';
import { ApiError, fieldError } from '#api/http/errors';
import { recordChange } from '#api/modules/audit/service';
import { requirePhone } from '#api/modules/auth/phone';
import { quoteBooking } from '#api/modules/availability/quote';
import {
  bookingForStaff,
  createStaffBooking,
  eventsOf,
  moveBookingByStaff,
  withProviderRetry,
} from '#api/modules/bookings/calendar-side';
import { bookingNotFound } from '#api/modules/bookings/errors';
import {
  findCustomerById,
  findCustomerByPhone,
  forgetNewCustomer,
  insertCustomer,
} from '#api/modules/customer/service';
import type { StaffScope } from '#api/modules/scope';
import { serviceProducts } from '../catalog/service';
import { assertColumn, mayIgnoreHours } from './columns';
import type { CalendarDeps } from './deps';

/** What staff book on the calendar: a booking for a call or a walk-in, a booking moved. */

/**
 * A staff booking (a call, a walk-in) for a customer of the store (by id, by phone, or a walk-in without
 * one): the same cart, availability and prices as online, through the order module's one create
 * path, paid at the counter and confirmed at once. The exclusion constraint holds for staff too.
 */
export async function staffCreateBooking(
  deps: CalendarDeps,
  scope: StaffScope,
  body: StaffCreateBookingBody,
  idempotencyKey: string | undefined,
): Promise<BookingCreated> {
  const { store, actor } = scope;
  assertColumn(
    actor,
    body.events.map((e) => e.userId),
  );
  const ignoreHours = mayIgnoreHours(actor, body.outsideHours);
  const { customer: who, outsideHours: _hours, ...cart } = body;
  // A customer new to the store is added only once the booking is known to fit: a refused booking
  // leaves no customer behind (the create path below checks it again, under the exclusion constraint).
  const known = await knownCustomer(deps, store.id, who);
  if (!known) {
    const products = await serviceProducts(deps.db, store);
    const gender = (who as NewCustomer).gender;
    await quoteBooking(deps.db, store, products, cart, { gender }, scope.now, { ignoreHours, staff: true });
  }
  const added = known ? null : await addCustomer(deps, store.id, who as NewCustomer);
  const customer = known ?? added!.row;
  const created = await createStaffBooking(
    deps,
    scope,
    { customer: { id: customer.id, gender: customer.gender }, ignoreHours },
    cart,
    idempotencyKey,
  ).catch(async (refused: unknown) => {
    // Another booking took the time between the check above and the create (a race).
    if (added?.inserted) await forgetNewCustomer(deps.db, store.id, added.row.id);
    throw refused;
  });
  // The order module's create path owns its transaction: the entry follows the booking it made.
  await recordChange(deps.db, scope, {
    operation: 'staffCreateBooking',
    entity: 'booking',
    entityId: created.bookingId,
    // The start booked, kept in the entry: the log tells it as made even after a move.
    after: { ...created, startTime: cart.startTime },
  });
  return created;
}

type Who = StaffCreateBookingBody['customer'];
type NewCustomer = Exclude<Who, { customerId: string }>;

/** The store's customer the booking is for when already known (by id, or by phone); null for someone new. */
async function knownCustomer(deps: CalendarDeps, storeId: string, who: Who) {
  if ('customerId' in who) {
    const found = await findCustomerById(deps.db, storeId, who.customerId);
    if (!found) throw fieldError('customer.customerId', '找不到這位顧客');
    return found;
  }
  if ('walkIn' in who) return null;
  return findCustomerByPhone(deps.db, storeId, requirePhone(who.phone, 'customer.phone'));
}

/**
 * A walk-in (by name) or a caller new to the store (by phone) added as a customer; `inserted` says
 * this request made the row (a concurrent add of the same phone finds the other's row instead).
 */
async function addCustomer(deps: CalendarDeps, storeId: string, who: NewCustomer) {
  if ('walkIn' in who) {
    const walkIn = { storeId, phoneE164: null, lastName: who.name, gender: who.gender };
    return { row: (await insertCustomer(deps.db, walkIn))!, inserted: true };
  }
  const phone = requirePhone(who.phone, 'customer.phone');
  const row = { storeId, phoneE164: phone, lastName: who.name, gender: who.gender };
  const inserted = await insertCustomer(deps.db, row);
  if (inserted) return { row: inserted, inserted: true };
  return { row: (await findCustomerByPhone(deps.db, storeId, phone))!, inserted: false };
}

/** Statuses a booking can still be moved in: awaiting the store or confirmed. */
const MOVABLE: readonly BookingStatus[] = UPCOMING_BOOKING_STATUSES;

/**
 * Moves a booking to a new start, every service shifting with it, and to another designer when
 * `userId` is given: the same checks as a new booking (a manager may set working hours aside),
 * in one transaction under the booking's row lock; the history records the member.
 */
export async function staffMoveBooking(
  deps: CalendarDeps,
  scope: StaffScope,
  body: StaffMoveBookingBody,
): Promise<{ id: string; status: BookingStatus }> {
  const { store, now, actor } = scope;
  const ignoreHours = mayIgnoreHours(actor, body.outsideHours);
  const products = await serviceProducts(deps.db, store);
  const write = async (tx: Tx) => {
    const row = await bookingForStaff(tx, store.id, body.bookingId, true);
    if (!row) throw bookingNotFound();
    const events = await eventsOf(tx, [row.id]);
    assertColumn(actor, [...events.map((e) => e.providerId), ...(body.userId ? [body.userId] : [])]);
    if (!MOVABLE.includes(row.status)) throw new ApiError('INVALID_OPERATIONS', { data: { status: row.status } });
    const userIds = await moveBookingByStaff(
      tx,
      { store, now, row, events, products, startTime: body.startTime, userId: body.userId },
      { staffId: actor.staffId, ignoreHours },
    );
    const after = { id: row.id, status: row.status };
    await recordChange(tx, scope, {
      operation: 'staffMoveBooking',
      entity: 'booking',
      entityId: row.id,
      before: { startTime: toSeconds(row.startTime), userIds: userIds.before },
      after: { ...after, startTime: body.startTime, userIds: userIds.after },
    });
    return after;
  };
  return withProviderRetry(false, () => deps.db.transaction(write), 'TIME_TAKEN');
}
