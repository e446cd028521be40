import { GENDERS, type InvoiceChoice } from '@salon/domain';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { storeIdColumn } from './catalog';
import { oneOf } from './vocabulary';

/** A customer belongs to one store: the same phone in another store is another customer. */
export const customers = pgTable(
  'customers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: storeIdColumn(),
    /** Null for a walk-in added by staff without a phone (they cannot sign in until one is added). */
    phoneE164: text('phone_e164'),
    lastName: text('last_name').notNull(),
    gender: text('gender', { enum: GENDERS }).notNull(),
    email: text('email'),
    avatar: text('avatar'),
    birthYear: integer('birth_year'),
    birthMonth: integer('birth_month'),
    birthDate: integer('birth_date'),
    lineUserId: text('line_user_id'),
    /** Blocked by the store: their bookings and checkouts answer INVALID_CUSTOMER ("contact the shop"). */
    blockedAt: timestamp('blocked_at', { withTimezone: true }),
    blockReason: text('block_reason'),
    /** The store's own notes on the customer; never shown to the customer. */
    staffNotes: text('staff_notes').notNull().default(''),
    /** Their e-invoice choice, remembered from the last checkout or set on their profile; null: a printed proof. */
    invoiceChoice: jsonb('invoice_choice').$type<InvoiceChoice>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    unique('customers_store_phone').on(t.storeId, t.phoneE164),
    unique('customers_store_line').on(t.storeId, t.lineUserId),
    oneOf('customers_gender', t.gender, GENDERS),
  ],
);

/** The customer a row belongs to; the row goes with the customer. */
export const customerIdColumn = () =>
  uuid('customer_id')
    .notNull()
    .references(() => customers.id, { onDelete: 'cascade' });

/**
 * A customer's checkouts in the last hour, for the store's cap (checkout_attempts_per_hour): the
 * customer module's (its ordering checks take one), so it lives with the customers.
 */
export const checkoutAttempts = pgTable(
  'checkout_attempts',
  {
    storeId: storeIdColumn(),
    customerId: customerIdColumn(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('checkout_attempts_customer_at').on(t.storeId, t.customerId, t.at)],
);
