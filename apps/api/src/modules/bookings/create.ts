import { randomBytes } from 'node:crypto';
import type { BookingCreated, CreateBookingRequest } from '@salon/contract';
import {
  type BookingStatus,
  holdUntil,
  type Language,
  onlineCharge,
  paymentDescription,
  transition,
} from '@salon/domain';
import type { Tx } from '#api/db/client';
import type { StoreRow } from '#api/db/rows';
import type { CustomerActor, StaffActor } from '#api/http/actor';
import { ApiError } from '#api/http/errors';
import { type BookingQuote, quoteBooking } from '#api/modules/availability/quote';
import { createOrder, type OrderWrite } from '#api/modules/orders/create';
import { payWithWallet } from '#api/modules/orders/wallet';
import type { CustomerScope, Scope } from '#api/modules/scope';
import { planWalletPayment, usesWallet } from '#api/modules/wallet/payments';
import { serviceProducts } from '../catalog/service';
import type { BookingCustomer, BookingDeps } from './deps';
import { DEADLOCK, databaseError, EXCLUSION_VIOLATION, SERIALIZATION_FAILURE } from './errors';
import { choosesProvider, depositOf, eventRows, orderLines } from './from-quote';
import { findByIdempotencyKey } from './idempotency';
import { insertNewBookingInBatch, insertNewBookings, type NewBookingWrite } from './new-booking';
import { at, type NewBooking } from './repository';

/** Attempts of one booking write when another booking took the chosen provider first. */
const MAX_ATTEMPTS = 5;

const newBookingId = () => randomBytes(16).toString('base64url');

/** POST /bookings: a booking the signed-in customer places for themselves. */
export function createBooking(
  deps: BookingDeps,
  scope: CustomerScope,
  body: CreateBookingRequest,
  idempotencyKey: string | undefined,
  language: Language | null = null,
): Promise<BookingCreated> {
  return createBookingFor(deps, scope, { customer: scope.actor.customer }, body, idempotencyKey, language);
}

/** Whom a booking is for, and whether working hours are set aside (a staff booking may). */
export interface BookingFor {
  customer: BookingCustomer;
  ignoreHours?: boolean;
}

/** Who places a booking: the customer themselves, or a member of staff for them (a staff booking). */
type BookingScope = Scope<CustomerActor | StaffActor>;

/**
 * Creates a booking for `who.customer` through the order module's one create path (method,
 * idempotency, payment), placed by the scope's actor: the customer, or a member of staff (then it is
 * made by the store: confirmed at once, the member in its history and on the wallet's charges).
 * Its own part, in one transaction: re-checks the cart, assigns providers, holds their time, charges
 * the wallet. The exclusion constraint is the final arbiter: when another booking took a provider
 * first, a cart with no-preference events is re-assigned with fresh busy data (a few attempts);
 * otherwise, or when the attempts run out, INVALID_OPERATIONS (TIME_TAKEN for a staff booking).
 */
export async function createBookingFor(
  deps: BookingDeps,
  scope: BookingScope,
  who: BookingFor,
  body: CreateBookingRequest,
  idempotencyKey: string | undefined,
  /** The customer's language (the request's): the provider's page names the booking in it. */
  language: Language | null = null,
): Promise<BookingCreated> {
  const { store } = scope;
  return createOrder(deps, scope, {
    method: body.paymentMethod,
    customerId: who.customer.id,
    body,
    idempotencyKey,
    keyConstraint: 'bookings_idempotency',
    findByKey: (key) => findByIdempotencyKey(deps.db, store.id, who.customer.id, key),
    write: async (w) => {
      const products = await serviceProducts(deps.db, store);
      const lost = scope.actor.kind === 'staff' ? 'TIME_TAKEN' : 'INVALID_OPERATIONS';
      return withProviderRetry(
        choosesProvider(store, body.events),
        () => writeBooking(deps, scope, who, body, products, { ...w, idempotencyKey }),
        lost,
      );
    },
    created: (bookingId, status, payment) => (payment ? { bookingId, status, payment } : { bookingId, status }),
    payment: {
      description: paymentDescription(store.name, 'booking', language ?? 'zh-TW'),
      returnPath: (id) => `/${store.code}/booking/${id}?result=payment`,
    },
    invoice: body.invoice,
  });
}

/**
 * One attempt: no explicit transaction unless the wallet or an online payment is involved (the
 * busy read needs none, the exclusion constraint is the guard, and the booking is one statement,
 * so a plain booking costs 2 statements after the store's). The wallet's charges, the booking and
 * its pending online payment commit together.
 */
async function writeBooking(
  deps: BookingDeps,
  scope: BookingScope,
  { customer, ignoreHours }: BookingFor,
  body: CreateBookingRequest,
  products: Awaited<ReturnType<typeof serviceProducts>>,
  w: OrderWrite & { idempotencyKey: string | undefined },
) {
  const { store, now, actor } = scope;
  const staffId = actor.kind === 'staff' ? actor.staffId : undefined;
  const staff = actor.kind === 'staff';
  const quote = await quoteBooking(deps.db, store, products, body, customer, now, { ignoreHours, staff });
  // What checkout showed is what is charged: a designer taken meanwhile must not raise the price unseen.
  if (body.expectedTotal !== undefined && body.expectedTotal !== quote.total) {
    throw new ApiError('CALCULATE_FAILED', { data: { total: quote.total } });
  }
  const plan = usesWallet(body)
    ? await planWalletPayment(deps.db, scope, customer.id, orderLines(quote), body, quote.start)
    : null;
  const bookingId = newBookingId();
  const deposit = depositOf(store, quote.total);
  const inTransaction = Boolean(plan || w.online);
  const run = async (db: Tx) => {
    const charged = plan ? await payWithWallet(db, scope, { kind: 'Booking', id: bookingId }, plan) : null;
    const due = quote.total - (plan?.payment.discount ?? 0) - (charged?.valueCard ?? 0);
    const onlineAmount = w.online ? onlineCharge(due, deposit) : 0;
    // Made by the store it is confirmed at once; online, the store's setting decides.
    const by = actor.kind === 'staff' ? ('store' as const) : ('customer' as const);
    const step = by === 'store' ? 'autoConfirm' : firstStep(store);
    const status = (onlineAmount > 0 ? 'New' : transition('New', step)) as BookingStatus;
    const hold = onlineAmount > 0 ? holdUntil(now, deps.payments.holdSeconds, quote.start) : null;
    const row = newBookingRow({ bookingId, store, customerId: customer.id, body, quote, status, now, ...w });
    const write: NewBookingWrite = {
      booking: {
        ...row,
        depositAmount: deposit.amount,
        paidAmount: charged?.valueCard ?? 0,
        holdUntil: hold === null ? null : at(hold),
      },
      events: eventRows(bookingId, store.id, quote),
      history: [
        { storeId: store.id, bookingId, from: null, to: 'New', now, by, reason: 'created', staffId },
        ...(status === 'New'
          ? []
          : [
              {
                storeId: store.id,
                bookingId,
                from: 'New' as const,
                to: status,
                now,
                by: firstMoveBy(by),
                reason: stepReason(step),
                staffId,
              },
            ]),
      ],
    };
    await (inTransaction ? insertNewBookings(db, [write]) : insertNewBookingInBatch(db, write));
    const opened =
      hold === null
        ? null
        : await w.openOnline(db, { kind: 'Booking', id: bookingId }, { amount: onlineAmount, payBy: hold });
    return { id: bookingId, status, opened };
  };
  return inTransaction ? deps.db.transaction(run) : run(deps.db);
}

/** A booking placed (or paid online) waits for the store when it confirms each one, else is confirmed. */
export const firstStep = (store: Pick<StoreRow, 'confirmEachBooking'>) =>
  store.confirmEachBooking ? ('submit' as const) : ('autoConfirm' as const);

const stepReason = (step: 'submit' | 'autoConfirm') => (step === 'submit' ? 'awaiting the store' : 'auto-confirmed');
/** The store confirms what it books itself; the system confirms (or holds) what customers book. */
const firstMoveBy = (by: 'customer' | 'store') => (by === 'store' ? by : ('system' as const));

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
  requestHash: string | null;
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
    requestHash: b.requestHash,
    createdAt: at(b.now),
    updatedAt: at(b.now),
  };
}

/**
 * Runs a booking write (one statement or a transaction). When the exclusion constraint (or a
 * deadlock between two such writes) says another booking holds the time, tries again with fresh
 * data if the engine may pick someone else; otherwise the time is no longer offered.
 */
export async function withProviderRetry<T>(
  mayReassign: boolean,
  write: () => Promise<T>,
  lost: 'INVALID_OPERATIONS' | 'TIME_TAKEN' = 'INVALID_OPERATIONS',
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await write();
    } catch (error) {
      const code = databaseError(error)?.code;
      const lostRace = code === EXCLUSION_VIOLATION || code === DEADLOCK || code === SERIALIZATION_FAILURE;
      if (!lostRace) throw error;
      if (!mayReassign || attempt >= MAX_ATTEMPTS) throw new ApiError(lost);
    }
  }
}
