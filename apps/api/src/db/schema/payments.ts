import type { PaymentRecordMethod, PaymentStatus, PaymentSubject } from '@salon/domain';
import { PAYMENT_RECORD_METHODS, PAYMENT_STATUSES, PAYMENT_SUBJECTS } from '@salon/domain';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { customerIdColumn } from './customers';
import { staffMembers } from './staff';
import { oneOf } from './vocabulary';

/**
 * The payments record: every movement of money, one row each, whoever took it. Online through a
 * provider (Pending until paid), at the counter by a counter method (provider `counter`, Paid at
 * once, with the member who took it), or by the customer's wallet (provider `wallet`, one row per
 * wallet charge). It is for an order (a booking, a pickup order) or a wallet item sold or topped
 * up at the counter (`order_kind` is the subject, `order_id` its id). Its status moves only by
 * conditional updates (a repeated callback finds it moved and changes nothing); `refunded` never
 * exceeds `amount`. Every change is a `payment_events` row. What an order was paid, the figures'
 * takings, a customer's records, commission and e-invoices are read from here.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: uuid('store_id').notNull(),
    customerId: customerIdColumn(),
    orderKind: text('order_kind').$type<PaymentSubject>().notNull(),
    orderId: text('order_id').notNull(),
    method: text('method').$type<PaymentRecordMethod>().notNull(),
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
    /** Online: until when it may be paid (the order's hold); null for money taken at once. */
    payBy: timestamp('pay_by', { withTimezone: true }),
    /** The member of staff who took it (at the counter); null online or by the customer's own wallet use. */
    staffId: uuid('staff_id').references(() => staffMembers.id, { onDelete: 'set null' }),
    /** A wallet row: the wallet charge it stands for (returned with it when the order ends). */
    walletChargeId: uuid('wallet_charge_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    unique('payments_provider_ref').on(t.storeId, t.provider, t.providerRef),
    unique('payments_wallet_charge').on(t.storeId, t.walletChargeId),
    index('payments_store_created').on(t.storeId, t.createdAt),
    /**
     * Not led by the store (store-keys.test.ts lists it): many modules read an order's record by the
     * order's own id and do not pass the store yet (docs/decisions/sharding.md).
     */
    index('payments_order').on(t.orderKind, t.orderId),
    /** The sweeps' (every store's pending payments): only the few pending rows, led by the store. */
    index('payments_pending').on(t.storeId, t.payBy).where(sql`${t.status} = 'Pending'`),
    check('payments_amounts', sql`${t.amount} > 0 AND ${t.refunded} >= 0 AND ${t.refunded} <= ${t.amount}`),
    oneOf('payments_order_kind', t.orderKind, PAYMENT_SUBJECTS),
    oneOf('payments_method', t.method, PAYMENT_RECORD_METHODS),
    oneOf('payments_status', t.status, PAYMENT_STATUSES),
  ],
);

/** Every status change of a payment, append-only: from, to, when, why, and the amount it moved. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    storeId: uuid('store_id').notNull(),
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
    index('payment_events_payment').on(t.storeId, t.paymentId),
    oneOf('payment_events_from_status', t.fromStatus, PAYMENT_STATUSES),
    oneOf('payment_events_to_status', t.toStatus, PAYMENT_STATUSES),
  ],
);

/** Callbacks already handled, by the hash of their signed body: a replay is answered and ignored. */
export const paymentCallbacks = pgTable(
  'payment_callbacks',
  {
    /** The store of the payment the callback was for (the callback is checked against it first). */
    storeId: uuid('store_id').notNull(),
    digest: text('digest').notNull(),
    provider: text('provider').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.digest] })],
);
