import type { OnlinePaymentMethod, OrderKind, PaymentStatus } from '@salon/domain';
import { ONLINE_PAYMENT_METHODS, ORDER_KINDS, PAYMENT_STATUSES } from '@salon/domain';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { customerIdColumn } from './customers';
import { oneOf } from './vocabulary';

/**
 * A payment through an online provider for a booking or a pickup order. Its status moves only by
 * conditional updates (a repeated callback finds it moved and changes nothing); `refunded` never
 * exceeds `amount`. Every change is a `payment_events` row.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: uuid('store_id').notNull(),
    customerId: customerIdColumn(),
    orderKind: text('order_kind').$type<OrderKind>().notNull(),
    orderId: text('order_id').notNull(),
    method: text('method').$type<OnlinePaymentMethod>().notNull(),
    provider: text('provider').notNull(),
    /** The provider's id of it (its transaction or order id), once created there. */
    providerRef: text('provider_ref'),
    currency: text('currency').notNull().default('TWD'),
    amount: integer('amount').notNull(),
    refunded: integer('refunded').notNull().default(0),
    status: text('status').$type<PaymentStatus>().notNull(),
    /** Where the customer pays (the provider's hosted page), while it is pending. */
    redirectUrl: text('redirect_url'),
    /** Where the customer's browser goes back to when the provider is done (our order page). */
    returnUrl: text('return_url'),
    /** ATM: the virtual account to transfer to. */
    atmBankCode: text('atm_bank_code'),
    atmAccount: text('atm_account'),
    /** Until when it may be paid (the order's hold). */
    payBy: timestamp('pay_by', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    unique('payments_provider_ref').on(t.provider, t.providerRef),
    index('payments_order').on(t.orderKind, t.orderId),
    index('payments_pending').on(t.status, t.payBy),
    check('payments_amounts', sql`${t.amount} > 0 AND ${t.refunded} >= 0 AND ${t.refunded} <= ${t.amount}`),
    oneOf('payments_order_kind', t.orderKind, ORDER_KINDS),
    oneOf('payments_method', t.method, ONLINE_PAYMENT_METHODS),
    oneOf('payments_status', t.status, PAYMENT_STATUSES),
  ],
);

/** Every status change of a payment, append-only: from, to, when, why, and the amount it moved. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status').$type<PaymentStatus>(),
    toStatus: text('to_status').$type<PaymentStatus>().notNull(),
    amount: integer('amount').notNull().default(0),
    /** In words, for whoever reads the trail: opened, provider: paid, order ended, ... */
    reason: text('reason').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('payment_events_payment').on(t.paymentId),
    oneOf('payment_events_from_status', t.fromStatus, PAYMENT_STATUSES),
    oneOf('payment_events_to_status', t.toStatus, PAYMENT_STATUSES),
  ],
);

/** Callbacks already handled, by the hash of their signed body: a replay is answered and ignored. */
export const paymentCallbacks = pgTable('payment_callbacks', {
  digest: text('digest').primaryKey(),
  provider: text('provider').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
});
