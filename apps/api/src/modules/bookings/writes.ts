import { createHash, randomBytes } from 'node:crypto';
import type {
  BookingCancelled,
  BookingCart,
  BookingCreated,
  CreateBookingRequest,
  UpdateBookingRequest,
} from '@salon/contract';
import {
  type BookingStatus,
  holdUntil,
  isActiveStatus,
  type OnlinePaymentMethod,
  onlineCharge,
  transition,
} from '@salon/domain';
import type { Tx } from '#api/db/client';
import { ApiError } from '#api/http/errors';
import { openPayment, startPayment } from '#api/modules/payments/service';
import { expirePending, refundOrder } from '#api/modules/payments/settlement';
import { chargeWallet, planWalletPayment, returnWallet, usesWallet } from '#api/modules/wallet/payments';
import { onlineProviderFor, paymentProviderFor } from '#api/platform/payments/index';
import { serviceProducts } from '../catalog/service';
import { findCustomerGender } from '../menu/repository';
import type { StoreRow } from '../store/repository';
import {
  bookingNotFound,
  DEADLOCK,
  databaseError,
  EXCLUSION_VIOLATION,
  SERIALIZATION_FAILURE,
  UNIQUE_VIOLATION,
} from './errors';
import { type BookingQuote, choosesProvider, depositOf, eventRows, orderLines, quoteBooking } from './quote';
import * as repo from './repository';
import { at, type BookingRow, type NewBooking, toSeconds } from './repository';
import { type BookingDeps, type CustomerScope, loadBooking, type StoreScope } from './service';
import { cancellationNow, customerMayChange, termsOf } from './views';

/** Creating, rescheduling and cancelling bookings: each one transaction that holds or releases provider time. */

/** Attempts of one booking write when another booking took the chosen provider first. */
const MAX_ATTEMPTS = 5;

// ---- create -------------------------------------------------------------------------------

const newBookingId = () => randomBytes(16).toString('base64url');

function requestHash(body: CreateBookingRequest): string {
  return createHash('sha256').update(JSON.stringify(body)).digest('hex');
}

/**
 * Creates a booking in one transaction: re-checks the cart, assigns providers, holds their time.
 * The exclusion constraint is the final arbiter: when another booking took a provider first, a
 * cart with no-preference events is re-assigned with fresh busy data (a few attempts); otherwise,
 * or when the attempts run out, INVALID_OPERATIONS. With an idempotency key, a repeat returns the
 * first booking and a concurrent duplicate gets DUPLICATED_KEY.
 */
export async function createBooking(
  deps: BookingDeps,
  { store, customer, now }: CustomerScope,
  body: CreateBookingRequest,
  idempotencyKey: string | undefined,
): Promise<BookingCreated> {
  const atStore = paymentProviderFor(store.paymentMethods, body.paymentMethod);
  const online = atStore ? null : onlineProviderFor(deps.payments, store.paymentMethods, body.paymentMethod);
  if (!atStore && !online) throw new ApiError('PAYMENT_UNAVAILABLE');
  const hash = idempotencyKey ? requestHash(body) : null;
  const repeat = idempotencyKey ? await replayed(deps.db, store.id, customer.id, idempotencyKey, hash) : null;
  if (repeat) return repeat;
  const products = await serviceProducts(deps.db, store);
  const scope = { store, customer, now };

  // No explicit transaction unless the wallet or an online payment is involved: the busy read
  // needs none (the exclusion constraint is the guard) and the booking is written by one
  // statement, so a booking costs 2 statements after the store's. The wallet's charges, the
  // booking and its pending online payment commit together.
  const wallet = usesWallet(body);
  const write = async () => {
    const quote = await quoteBooking(deps.db, store, products, body, customer, now);
    const plan = wallet ? await planWalletPayment(deps.db, scope, orderLines(quote), body, quote.start) : null;
    const bookingId = newBookingId();
    const deposit = depositOf(store, quote.total);
    const paid = atStore
      ? await atStore.open({ bookingId, method: body.paymentMethod, total: quote.total, deposit: deposit.amount })
      : { status: 'AwaitingPayment', paid: 0 };
    const run = async (db: Tx) => {
      const charged = plan ? await chargeWallet(db, scope, { kind: 'Booking', id: bookingId }, plan) : null;
      const due = quote.total - (plan?.payment.discount ?? 0) - (charged?.valueCard ?? 0);
      const onlineAmount = online ? onlineCharge(due, deposit) : 0;
      const status = (onlineAmount > 0 ? 'New' : transition('New', 'autoConfirm')) as BookingStatus;
      const hold = onlineAmount > 0 ? holdUntil(now, deps.payments.holdSeconds, quote.start) : null;
      const row = newBookingRow({
        bookingId,
        store,
        customerId: customer.id,
        body,
        quote,
        status,
        now,
        idempotencyKey,
        hash,
      });
      await repo.insertNewBooking(
        db,
        {
          ...row,
          depositAmount: deposit.amount,
          paidAmount: paid.paid + (charged?.valueCard ?? 0),
          holdUntil: hold === null ? null : at(hold),
        },
        eventRows(bookingId, store.id, quote),
        [
          { bookingId, from: null, to: 'New', now, by: 'customer', reason: 'created' },
          ...(status === 'New'
            ? []
            : [{ bookingId, from: 'New' as const, to: status, now, by: 'system' as const, reason: 'auto-confirmed' }]),
        ],
      );
      const opened =
        online && hold !== null
          ? await openPayment(db, {
              storeId: store.id,
              customerId: customer.id,
              order: { kind: 'Booking', id: bookingId },
              method: body.paymentMethod as OnlinePaymentMethod,
              provider: online,
              amount: onlineAmount,
              payBy: hold,
              now,
            })
          : null;
      return { bookingId, status, opened };
    };
    return plan || online ? deps.db.transaction(run) : run(deps.db);
  };

  try {
    const { bookingId, status, opened } = await withProviderRetry(choosesProvider(store, body.events), write);
    if (!opened) return { bookingId, status };
    const payment = await startPayment(
      deps,
      opened,
      { description: `${store.name} 預約`, returnUrl: `/${store.code}/booking/${bookingId}?result=payment` },
      now,
    );
    return { bookingId, status, payment };
  } catch (error) {
    const db = databaseError(error);
    const duplicate = db?.code === UNIQUE_VIOLATION && db.constraint === 'bookings_idempotency';
    if (duplicate) throw new ApiError('DUPLICATED_KEY');
    // A concurrent duplicate may also lose the time race before reaching the key's unique index.
    if (idempotencyKey && (await repo.findByIdempotencyKey(deps.db, store.id, customer.id, idempotencyKey))) {
      throw new ApiError('DUPLICATED_KEY');
    }
    throw error;
  }
}

/** A new booking's row; the cancel policy in force now is kept with it. Payment fields are added by the caller. */
function newBookingRow(b: {
  bookingId: string;
  store: StoreRow;
  customerId: string;
  body: CreateBookingRequest;
  quote: BookingQuote;
  status: BookingStatus;
  now: number;
  idempotencyKey: string | undefined;
  hash: string | null;
}): NewBooking {
  return {
    id: b.bookingId,
    storeId: b.store.id,
    customerId: b.customerId,
    status: b.status,
    startTime: at(b.quote.start),
    endTime: at(b.quote.end),
    customerCount: b.body.customerCount,
    parallel: b.body.parallel,
    customerNotes: b.body.customerNotes.trim(),
    paymentMethod: b.body.paymentMethod,
    total: b.quote.total,
    cancelPolicy: b.store.cancelPolicy,
    depositRule: b.store.depositRule,
    depositScope: b.store.depositScope,
    depositRequired: b.store.depositRequired,
    depositValue: b.store.depositValue,
    cancelConditions: b.store.cancelCondition,
    idempotencyKey: b.idempotencyKey ?? null,
    requestHash: b.hash,
    createdAt: at(b.now),
    updatedAt: at(b.now),
  };
}

/** The first result for a repeated key; the same key with another request is a duplicate. */
async function replayed(db: Tx, storeId: string, customerId: string, key: string, hash: string | null) {
  const first = await repo.findByIdempotencyKey(db, storeId, customerId, key);
  if (!first) return null;
  if (first.requestHash !== hash) throw new ApiError('DUPLICATED_KEY');
  return { bookingId: first.id, status: first.status };
}

/**
 * Runs a booking write (one statement or a transaction). When the exclusion constraint (or a
 * deadlock between two such writes) says another booking holds the time, tries again with fresh
 * data if the engine may pick someone else; otherwise the time is no longer offered.
 */
async function withProviderRetry<T>(mayReassign: boolean, write: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await write();
    } catch (error) {
      const code = databaseError(error)?.code;
      const lostRace = code === EXCLUSION_VIOLATION || code === DEADLOCK || code === SERIALIZATION_FAILURE;
      if (!lostRace) throw error;
      if (!mayReassign || attempt >= MAX_ATTEMPTS) throw new ApiError('INVALID_OPERATIONS');
    }
  }
}

// ---- change -------------------------------------------------------------------------------

/**
 * Locks the booking for a change by the customer. A booking no longer open (cancelled, expired,
 * ...) → 409; one the policy does not let the customer change now → 422.
 */
async function lockForChange(tx: Tx, store: StoreRow, bookingId: string, now: number, kind: 'cancel' | 'reschedule') {
  const row = await repo.findBooking(tx, store.id, bookingId, true);
  if (!row) throw bookingNotFound();
  const cancellation = cancellationNow(termsOf(row, store.timeZone), toSeconds(row.startTime), now, row.paidAmount);
  if (!customerMayChange(row, cancellation.quote, now)) {
    const open = transition(row.status, 'cancel') !== null;
    if (kind === 'cancel') throw new ApiError('CANCEL_NOT_ALLOWED', { stateConflict: !open });
    throw new ApiError(open ? 'RESCHEDULE_NOT_ALLOWED' : 'UPDATE_FAILED');
  }
  return { row, cancellation };
}

/** The cart a booking was made with (customer 0's events in cart order). */
async function bookedCart(tx: Tx, row: BookingRow) {
  const events = await repo.loadEvents(tx, [row.id]);
  return events
    .filter((e) => e.customerIndex === 0)
    .sort((a, b) => a.eventIndex - b.eventIndex)
    .map((e) => ({ productId: e.productId, userId: e.requestedUserId, subItemId: e.subItemId }));
}

/**
 * Moves a booking to a new start (and cart, when given) while the policy lets the customer
 * change it: in one transaction the old events go and the new ones hold their time.
 */
export async function rescheduleBooking(
  deps: BookingDeps,
  scope: StoreScope,
  body: UpdateBookingRequest,
): Promise<BookingCreated> {
  const { store, now } = scope;
  await loadBooking(deps, scope, body.bookingId);
  const products = await serviceProducts(deps.db, store);
  const mayReassign = body.events ? choosesProvider(store, body.events) : true;
  const write = async (tx: Tx): Promise<BookingCreated> => {
    const { row } = await lockForChange(tx, store, body.bookingId, now, 'reschedule');
    const cart: BookingCart = {
      events: body.events ?? (await bookedCart(tx, row)),
      startTime: body.startTime,
      customerCount: body.customerCount ?? row.customerCount,
      parallel: body.parallel ?? row.parallel,
    };
    await repo.deleteEvents(tx, row.id);
    const gender = await findCustomerGender(tx, store.id, row.customerId);
    const quote = await quoteBooking(tx, store, products, cart, { gender }, now);
    const events = eventRows(row.id, store.id, quote);
    // Same order as a new booking's statement (see insertNewBooking): providers locked first.
    await repo.lockProviders(
      tx,
      store.id,
      events.map((e) => e.providerId),
    );
    await repo.insertEvents(tx, events);
    await repo.updateBooking(tx, row.id, {
      startTime: at(quote.start),
      endTime: at(quote.end),
      customerCount: cart.customerCount,
      parallel: cart.parallel,
      customerNotes: body.customerNotes?.trim() ?? row.customerNotes,
      total: quote.total,
      // The deposit terms the customer agreed to, not the store's current ones.
      depositAmount: depositOf(row, quote.total).amount,
      updatedAt: at(now),
    });
    await repo.recordHistory(tx, [
      { bookingId: row.id, from: row.status, to: row.status, now, by: 'customer', reason: 'rescheduled' },
    ]);
    return { bookingId: row.id, status: row.status };
  };
  return withProviderRetry(mayReassign, () => deps.db.transaction(write));
}

/** Cancels a booking with the refund the policy gives now; its time is released in the same transaction. */
export async function cancelBooking(
  deps: BookingDeps,
  scope: StoreScope,
  bookingId: string,
): Promise<BookingCancelled> {
  const { store, now } = scope;
  await loadBooking(deps, scope, bookingId);
  const done = await deps.db.transaction(async (tx) => {
    const { row, cancellation } = await lockForChange(tx, store, bookingId, now, 'cancel');
    const to = transition(row.status, 'cancel', {
      now,
      start: toSeconds(row.startTime),
      cancelAllowed: cancellation.quote.allowed,
    }) as BookingStatus;
    const refund = cancellation.quote.refund;
    await repo.setStatus(
      tx,
      { bookingId, from: row.status, to, active: isActiveStatus(to), now },
      { refundAmount: refund },
    );
    await repo.recordHistory(tx, [{ bookingId, from: row.status, to, now, by: 'customer', reason: 'cancelled' }]);
    const back = await returnWallet(tx, { kind: 'Booking', id: bookingId }, { paid: row.paidAmount, refund }, now);
    // Not paid yet: it can no longer be (a payment arriving late is refunded whole).
    await expirePending(tx, { kind: 'Booking', id: bookingId }, now);
    return { bookingId, status: to, refund, refundText: cancellation.text, online: refund - back.valueCard };
  });
  // What was paid online goes back through its provider once the cancel has committed.
  const { online, ...cancelled } = done;
  if (online > 0) await refundOrder(deps, { kind: 'Booking', id: bookingId }, online, now);
  return cancelled;
}
