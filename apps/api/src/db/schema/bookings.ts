import type { BookingStatus, CancelCondition, PaymentMethodName } from '@salon/domain';
import {
  BOOKING_STATUSES,
  CANCEL_POLICIES,
  DEPOSIT_RULES,
  DEPOSIT_SCOPES,
  ORDER_ACTORS,
  PAYMENT_METHODS,
} from '@salon/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { providers, storeIdColumn } from './catalog';
import { customerIdColumn } from './customers';
import { staffMembers } from './staff';
import { oneOf } from './vocabulary';

/** A PostgreSQL tstzrange; only ever written by the database (a generated column). */
const tstzrange = customType<{ data: string; driverData: string }>({ dataType: () => 'tstzrange' });

/**
 * A customer's booking. The id is the capability an anonymous visitor reads and cancels it with,
 * so it is random (128 bits, base64url). Money is whole dollars. The cancel policy and conditions
 * in force when it was made are kept with it: a later change of the store's policy does not
 * change what this customer agreed to.
 */
export const bookings = pgTable(
  'bookings',
  {
    id: text('id').primaryKey(),
    storeId: storeIdColumn(),
    customerId: customerIdColumn(),
    status: text('status').$type<BookingStatus>().notNull(),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }).notNull(),
    customerCount: integer('customer_count').notNull().default(1),
    parallel: boolean('parallel').notNull().default(false),
    customerNotes: text('customer_notes').notNull().default(''),
    paymentMethod: text('payment_method').$type<PaymentMethodName>().notNull(),
    currency: text('currency').notNull().default('TWD'),
    total: integer('total').notNull(),
    depositAmount: integer('deposit_amount').notNull().default(0),
    /** Dollars actually paid so far (refunds are computed on this). */
    paidAmount: integer('paid_amount').notNull().default(0),
    cancelPolicy: text('cancel_policy', { enum: CANCEL_POLICIES }).notNull(),
    depositRule: text('deposit_rule', { enum: DEPOSIT_RULES }).notNull(),
    depositScope: text('deposit_scope', { enum: DEPOSIT_SCOPES }).notNull(),
    depositRequired: boolean('deposit_required').notNull().default(false),
    depositValue: integer('deposit_value').notNull().default(0),
    cancelConditions: jsonb('cancel_conditions').$type<CancelCondition[]>().notNull(),
    refundAmount: integer('refund_amount'),
    /** Why the shop closed it (cancelled by the shop), shown to the customer. */
    closeReason: text('close_reason'),
    /** The assistant staff named on it (a designer of the store helping): takes the rules' assistant share of its services. */
    assistantId: text('assistant_id'),
    /** Awaiting online payment: the booking holds its designers' time until then, and lapses unpaid after. */
    holdUntil: timestamp('hold_until', { withTimezone: true }),
    idempotencyKey: text('idempotency_key'),
    /** SHA-256 of the request that used the idempotency key. */
    requestHash: text('request_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    unique('bookings_idempotency').on(t.storeId, t.customerId, t.idempotencyKey),
    index('bookings_customer_start').on(t.storeId, t.customerId, t.startTime),
    foreignKey({
      name: 'bookings_assistant_fk',
      columns: [t.storeId, t.assistantId],
      foreignColumns: [providers.storeId, providers.id],
    }),
    check('bookings_time_order', sql`${t.endTime} > ${t.startTime}`),
    check('bookings_money_nonneg', sql`${t.total} >= 0 AND ${t.depositAmount} >= 0 AND ${t.paidAmount} >= 0`),
    oneOf('bookings_status', t.status, BOOKING_STATUSES),
    oneOf('bookings_payment_method', t.paymentMethod, PAYMENT_METHODS),
    oneOf('bookings_cancel_policy', t.cancelPolicy, CANCEL_POLICIES),
    oneOf('bookings_deposit_rule', t.depositRule, DEPOSIT_RULES),
    oneOf('bookings_deposit_scope', t.depositScope, DEPOSIT_SCOPES),
  ],
);

/**
 * One service of a booking for one customer, with the provider who serves it and the time it
 * holds. `during` is generated from start/end; an exclusion constraint (migration
 * booking_exclusion) forbids two active rows of one provider from overlapping. Product and
 * sub-item names are snapshots: the catalogue may change or be re-imported later.
 */
export const bookingEvents = pgTable(
  'booking_events',
  {
    bookingId: text('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    index: integer('index').notNull(),
    customerIndex: integer('customer_index').notNull(),
    eventIndex: integer('event_index').notNull(),
    storeId: uuid('store_id').notNull(),
    productId: text('product_id').notNull(),
    productName: text('product_name').notNull(),
    /** The product's English name then, when the store gave one (issue 43.5; older rows: null). */
    productNameEn: text('product_name_en'),
    subItemId: text('sub_item_id'),
    subItemName: text('sub_item_name'),
    subItemNameEn: text('sub_item_name_en'),
    requestedUserId: text('requested_user_id'),
    providerId: text('provider_id').notNull(),
    providerName: text('provider_name').notNull(),
    price: integer('price').notNull(),
    duration: integer('duration').notNull(),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }).notNull(),
    during: tstzrange('during').notNull().generatedAlwaysAs(sql`tstzrange("start_time", "end_time", '[)')`),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    primaryKey({ columns: [t.bookingId, t.index] }),
    foreignKey({
      name: 'booking_events_provider_fk',
      columns: [t.storeId, t.providerId],
      foreignColumns: [providers.storeId, providers.id],
    }),
    check('booking_events_time_order', sql`${t.endTime} > ${t.startTime}`),
    // A store's active events by time, whoever holds them: windows of busy time (availability, a
    // booking's assignment, the staff calendar) are read by store and time. The exclusion
    // constraint's index (store, designer, time) is descended once per designer for such a read
    // (15 pages for 7 events in the bench's store); this one reads 3.
    index('booking_events_store_during').using('gist', t.storeId, t.during).where(sql`${t.active}`),
  ],
);

/** The time a moved booking left: its start (unix seconds) and its services' and designers' ids and names. */
export interface MovedFrom {
  start: number;
  productIds: string[];
  providerIds: string[];
  services: string[];
  /** The services' English names, each else its Chinese (issue 43.5; absent on older rows). */
  servicesEn?: string[];
  designers: string[];
}

/** Every change of a booking's status: who (customer, store, system) and when. */
export const bookingStatusHistory = pgTable(
  'booking_status_history',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    storeId: storeIdColumn(),
    bookingId: text('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status').$type<BookingStatus>(),
    toStatus: text('to_status').$type<BookingStatus>().notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    by: text('by', { enum: ORDER_ACTORS }).notNull(),
    /** The member of staff who made the change, when the store made it. */
    staffId: uuid('staff_id').references(() => staffMembers.id, { onDelete: 'set null' }),
    /** What happened, in words for whoever reads the history: created, rescheduled, cancelled, ... */
    reason: text('reason').notNull(),
    /**
     * A move (reason rescheduled): the time it left, which is free again (start in unix seconds,
     * its services' and designers' ids and names), so the waitlist for that day can be told.
     */
    movedFrom: jsonb('moved_from').$type<MovedFrom>(),
  },
  (t) => [
    index('booking_status_history_booking').on(t.storeId, t.bookingId),
    oneOf('booking_status_history_from_status', t.fromStatus, BOOKING_STATUSES),
    oneOf('booking_status_history_to_status', t.toStatus, BOOKING_STATUSES),
    oneOf('booking_status_history_by', t.by, ORDER_ACTORS),
  ],
);

/**
 * How often the time a store's designers are busy (active booking events, blocked time) has
 * changed, per day: a window's version is the sum of `n` over its store's rows of the days it
 * touches and of day -1 (db/day-versions.ts), moved by triggers (migrations 0028, 0050) in the
 * writing transaction for each day (unix day, UTC) the changed times touch, before and after a move.
 * Availability caches busy times per store and window and re-reads them only when this sum has
 * moved (modules/availability/busy-cache.ts): a booking next week keeps today's windows. A writer adds 1 to the row of its own
 * connection's slot (backend pid mod 64), so concurrent bookings of one store do not queue on one
 * row until commit, as they would on a single counter.
 */
export const busyVersions = pgTable(
  'busy_versions',
  {
    storeId: storeIdColumn(),
    /** Unix day (UTC) of the changed times; -1: rows kept from before versions were per day (every window counts them). */
    day: integer('day').notNull().default(-1),
    slot: integer('slot').notNull(),
    n: bigint('n', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.day, t.slot] })],
);
