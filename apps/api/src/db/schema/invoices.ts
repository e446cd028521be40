import {
  INVOICE_PROVIDERS,
  INVOICE_ROW_STATUSES,
  type InvoiceChoice,
  type InvoiceProviderName,
  type InvoiceRowStatus,
  PAYMENT_SUBJECTS,
  type PaymentSubject,
} from '@salon/domain';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { storeIdColumn } from './catalog';
import { oneOf } from './vocabulary';

/**
 * Taiwan e-invoices (電子發票), one per sale: the money taken together for an order (a counter
 * checkout's rows, a pickup's payment, an online payment). The row is written by a trigger on the
 * payments record in the transaction that takes the money (migration 0040), keyed by the sale, so
 * a sale never has two; the provider is called by the `invoice-issue` job with the row's relate
 * number, which the provider also keeps unique (a retried issue after a kill -9 finds the first).
 */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: storeIdColumn(),
    /** The sale: `<order kind>:<order id>:<unix s>` for money taken at the counter, `payment:<id>` online. */
    saleKey: text('sale_key').notNull(),
    /** Our number of it at the provider (ECPay's RelateNumber): 20 capitals and digits from the sale. */
    relateNumber: text('relate_number').notNull(),
    orderKind: text('order_kind').$type<PaymentSubject>().notNull(),
    orderId: text('order_id').notNull(),
    customerId: uuid('customer_id'),
    /** What the sale took (its payments' amounts); refunds are read from the payments record. */
    amount: integer('amount').notNull(),
    /** The customer's choice given at the checkout; null: their saved choice, else a printed proof. */
    choice: jsonb('choice').$type<InvoiceChoice>(),
    status: text('status').$type<InvoiceRowStatus>().notNull().default('Pending'),
    number: text('number'),
    randomCode: text('random_code'),
    issuedAt: timestamp('issued_at', { withTimezone: true }),
    /** Refunded by allowances (折讓) so far. */
    allowed: integer('allowed').notNull().default(0),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    /** The invoice this one replaces (voided for a cancellation, issued again for what remained). */
    replaces: uuid('replaces'),
    /** The provider's last refusal, while it fails. */
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    unique('invoices_store_sale').on(t.storeId, t.saleKey),
    unique('invoices_store_relate').on(t.storeId, t.relateNumber),
    index('invoices_store_created').on(t.storeId, t.createdAt),
    index('invoices_store_order').on(t.storeId, t.orderKind, t.orderId),
    oneOf('invoices_status', t.status, INVOICE_ROW_STATUSES),
    oneOf('invoices_order_kind', t.orderKind, PAYMENT_SUBJECTS),
  ],
);

/** A store's e-invoicing: on or off, through which provider, with its merchant id and keys (write-only). */
export const storeInvoiceSettings = pgTable(
  'store_invoice_settings',
  {
    storeId: storeIdColumn().primaryKey(),
    enabled: boolean('enabled').notNull().default(false),
    provider: text('provider').$type<InvoiceProviderName>().notNull().default('sandbox'),
    merchantId: text('merchant_id'),
    hashKey: text('hash_key'),
    hashIv: text('hash_iv'),
    /** The provider's test platform (ECPay's einvoice-stage) instead of the real one. */
    testMode: boolean('test_mode').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [oneOf('store_invoice_settings_provider', t.provider, INVOICE_PROVIDERS)],
);
