import type {
  BookingCreated,
  StaffBlock,
  StaffCreateBlockBody,
  StaffCreateBookingBody,
  StaffMoveBookingBody,
} from '@salon/contract';
import { type BookingStatus, can, reach, UPCOMING_BOOKING_STATUSES } from '@salon/domain';
import type { Tx } from '#api/db/client';
import type { StaffActor } from '#api/http/actor';
import { ApiError, fieldError } from '#api/http/errors';
import { recordChange } from '#api/modules/audit/service';
import { requirePhone } from '#api/modules/auth/phone';
import { findCustomerById, findCustomerByPhone, insertCustomer } from '#api/modules/customer/service';
import type { StaffScope } from '#api/modules/scope';
import { serviceProducts } from '../catalog/service';
import { bookedCart, moveBooking } from './change';
import { createBooking, withProviderRetry } from './create';
import type { BookingDeps } from './deps';
import { bookingNotFound } from './errors';
import * as repo from './repository';
import { toSeconds } from './repository';
import { columnOf } from './staff';
import * as staffRepo from './staff-repository';

/** What staff do at the desk: book (a call, a walk-in), move a booking, block time. */

/** Only a manager or owner sets working hours aside (never over a booking or blocked time). */
function mayIgnoreHours(actor: StaffActor, asked: boolean): boolean {
  if (asked && !can(actor.role, 'book:outsideHours:any')) throw new ApiError('FORBIDDEN');
  return asked;
}

/** A designer reaches only their own column: every designer named must be them. */
function assertColumn(actor: StaffActor, userIds: readonly (string | null)[]) {
  const column = columnOf(actor, 'update');
  if (column === false || (column !== null && userIds.some((id) => id !== column))) throw new ApiError('FORBIDDEN');
}

/**
 * A booking made at the desk for a customer of the store (by id, by phone, or a walk-in without
 * one): the same cart, availability and prices as online, through the order module's one create
 * path, paid at the counter and confirmed at once. The exclusion constraint holds for staff too.
 */
export async function staffCreateBooking(
  deps: BookingDeps,
  scope: StaffScope,
  body: StaffCreateBookingBody,
  idempotencyKey: string | undefined,
): Promise<BookingCreated> {
  const { store, now, actor } = scope;
  assertColumn(
    actor,
    body.events.map((e) => e.userId),
  );
  const ignoreHours = mayIgnoreHours(actor, body.outsideHours);
  const customer = await deskCustomer(deps, store.id, body.customer);
  const { customer: _who, outsideHours: _hours, ...cart } = body;
  const created = await createBooking(
    deps,
    {
      store,
      customer: { id: customer.id, gender: customer.gender },
      now,
      by: 'store',
      staffId: actor.staffId,
      ignoreHours,
    },
    { ...cart, paymentMethod: 'Cash', isAgree: true, voucherIds: [], voucherDiscountCondition: 'EveryOne' },
    idempotencyKey,
  );
  // The order module's create path owns its transaction: the entry follows the booking it made.
  await recordChange(deps.db, scope, {
    operation: 'staffCreateBooking',
    entity: 'booking',
    entityId: created.bookingId,
    after: created,
  });
  return created;
}

async function deskCustomer(deps: BookingDeps, storeId: string, who: StaffCreateBookingBody['customer']) {
  if ('customerId' in who) {
    const found = await findCustomerById(deps.db, storeId, who.customerId);
    if (!found) throw fieldError('customer.customerId', '找不到這位顧客');
    return found;
  }
  if ('walkIn' in who) {
    const walkIn = { storeId, phoneE164: null, lastName: who.name, gender: who.gender };
    return (await insertCustomer(deps.db, walkIn))!;
  }
  const phone = requirePhone(who.phone, 'customer.phone');
  const row = { storeId, phoneE164: phone, lastName: who.name, gender: who.gender };
  // Found by phone, or added now (a concurrent add of the same phone finds the other's row).
  return (
    (await findCustomerByPhone(deps.db, storeId, phone)) ??
    (await insertCustomer(deps.db, row)) ??
    (await findCustomerByPhone(deps.db, storeId, phone))!
  );
}

/** Statuses a booking can still be moved in: awaiting the store or confirmed. */
const MOVABLE: readonly BookingStatus[] = UPCOMING_BOOKING_STATUSES;

/**
 * Moves a booking to a new start, every service shifting with it, and to another designer when
 * `userId` is given: the same checks as a new booking (a manager may set working hours aside),
 * in one transaction under the booking's row lock; the history records the member.
 */
export async function staffMoveBooking(
  deps: BookingDeps,
  scope: StaffScope,
  body: StaffMoveBookingBody,
): Promise<{ id: string; status: BookingStatus }> {
  const { store, now, actor } = scope;
  const ignoreHours = mayIgnoreHours(actor, body.outsideHours);
  const products = await serviceProducts(deps.db, store);
  const write = async (tx: Tx) => {
    const row = await repo.findBooking(tx, store.id, body.bookingId, true);
    if (!row) throw bookingNotFound();
    const events = await repo.loadEvents(tx, [row.id]);
    assertColumn(actor, [...events.map((e) => e.providerId), ...(body.userId ? [body.userId] : [])]);
    if (!MOVABLE.includes(row.status)) throw new ApiError('INVALID_OPERATIONS', { data: { status: row.status } });
    const booked = await bookedCart(tx, row);
    const served = events.filter((e) => e.customerIndex === 0).sort((a, b) => a.eventIndex - b.eventIndex);
    // One guest keeps the designers who serve them; a group keeps what was asked (re-assigned).
    const keep = (i: number) => (row.customerCount === 1 ? (served[i]?.providerId ?? null) : booked[i]!.userId);
    const cart = {
      events: booked.map((e, i) => ({ ...e, userId: body.userId ?? keep(i) })),
      startTime: body.startTime,
      customerCount: row.customerCount,
      parallel: row.parallel,
    };
    await moveBooking(tx, { store, now, row, cart, products }, { by: 'store', staffId: actor.staffId, ignoreHours });
    const after = { id: row.id, status: row.status };
    await recordChange(tx, scope, {
      operation: 'staffMoveBooking',
      entity: 'booking',
      entityId: row.id,
      before: { startTime: toSeconds(row.startTime), userIds: served.map((e) => e.providerId) },
      after: { ...after, startTime: body.startTime, userIds: cart.events.map((e) => e.userId) },
    });
    return after;
  };
  return withProviderRetry(false, () => deps.db.transaction(write));
}

/**
 * Blocks a designer's time (a break, a meeting): refused over an active booking, checked under the
 * designer's row lock FOR UPDATE, which conflicts with the FOR KEY SHARE a booking's insert takes
 * first (time-locks.ts), so neither lands on the other.
 */
export async function staffCreateBlock(
  deps: BookingDeps,
  scope: StaffScope,
  body: StaffCreateBlockBody,
): Promise<StaffBlock> {
  const { store, now, actor } = scope;
  if (reach(actor.role, 'update', 'block') !== 'any') assertColumn(actor, [body.userId]);
  return deps.db.transaction(async (tx) => {
    const locked = await repo.lockProviders(tx, store.id, [body.userId]);
    if (locked === 0) throw fieldError('userId', '找不到這位設計師');
    const overlapping = await staffRepo.activeBookingsOver(tx, store.id, body.userId, body.startTime, body.endTime);
    if (overlapping.length > 0) throw new ApiError('BLOCK_OVERLAPS_BOOKING', { data: { bookingIds: overlapping } });
    const row = await staffRepo.insertBlock(tx, {
      storeId: store.id,
      providerId: body.userId,
      startTime: new Date(body.startTime * 1000),
      endTime: new Date(body.endTime * 1000),
      reason: body.reason,
      createdBy: actor.staffId,
      createdAt: new Date(now * 1000),
    });
    const after = toBlock(row);
    await recordChange(tx, scope, { operation: 'staffCreateBlock', entity: 'block', entityId: row.id, after });
    return after;
  });
}

const toBlock = (row: NonNullable<Awaited<ReturnType<typeof staffRepo.findBlock>>>): StaffBlock => ({
  id: row.id,
  userId: row.providerId,
  startTime: toSeconds(row.startTime),
  endTime: toSeconds(row.endTime),
  reason: row.reason,
});

/** Frees blocked time again; a designer only their own. */
export async function staffRemoveBlock(deps: BookingDeps, scope: StaffScope, blockId: string) {
  const { store, actor } = scope;
  return deps.db.transaction(async (tx) => {
    const block = await staffRepo.findBlock(tx, store.id, blockId);
    if (!block) throw new ApiError('BLOCK_NOT_FOUND');
    if (reach(actor.role, 'update', 'block') !== 'any') assertColumn(actor, [block.providerId]);
    await staffRepo.deleteBlock(tx, store.id, blockId);
    await recordChange(tx, scope, {
      operation: 'staffRemoveBlock',
      entity: 'block',
      entityId: blockId,
      before: toBlock(block),
      after: null,
    });
    return null;
  });
}
