import { COUNTER_METHODS } from '@salon/domain';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bookings } from './bookings';
import { storeIdColumn } from './catalog';
import { staffMembers } from './staff';
import { oneOf } from './vocabulary';

/**
 * A booking's bill settled at the counter: who settled it, when, the counter method chosen and the
 * bill's two sums. One per booking (the booking is Paid by it); the money is in the payments
 * record (the method's row and the wallet's rows), the retail sold with it in counter_items.
 */
export const counterCheckouts = pgTable(
  'counter_checkouts',
  {
    bookingId: text('booking_id')
      .primaryKey()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    storeId: storeIdColumn(),
    staffId: uuid('staff_id').references(() => staffMembers.id, { onDelete: 'set null' }),
    method: text('method', { enum: COUNTER_METHODS }).notNull(),
    servicesTotal: integer('services_total').notNull(),
    retailTotal: integer('retail_total').notNull(),
    /** A manual discount given at the counter (dollars off the bill; no money taken) and its reason. */
    discount: integer('discount').notNull().default(0),
    discountReason: text('discount_reason'),
    /** Cash handed over by the customer, when the desk typed it (the change is tendered − cash). */
    tendered: integer('tendered'),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('counter_checkouts_store_at').on(t.storeId, t.at),
    oneOf('counter_checkouts_method', t.method, COUNTER_METHODS),
    check('counter_checkouts_money_nonneg', sql`${t.servicesTotal} >= 0 AND ${t.retailTotal} >= 0`),
    check(
      'counter_checkouts_discount_fits',
      sql`${t.discount} >= 0 AND ${t.discount} <= ${t.servicesTotal} + ${t.retailTotal} AND (${t.discount} = 0 OR ${t.discountReason} IS NOT NULL)`,
    ),
    check('counter_checkouts_tendered_nonneg', sql`${t.tendered} IS NULL OR ${t.tendered} >= 0`),
  ],
);

/** A retail item sold at the counter with a booking's bill: name and price as they were. */
export const counterItems = pgTable(
  'counter_items',
  {
    storeId: storeIdColumn(),
    bookingId: text('booking_id')
      .notNull()
      .references(() => counterCheckouts.bookingId, { onDelete: 'cascade' }),
    itemId: text('item_id').notNull(),
    name: text('name').notNull(),
    price: integer('price').notNull(),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.bookingId, t.itemId] }),
    check('counter_items_quantity_positive', sql`${t.quantity} > 0 AND ${t.price} >= 0`),
  ],
);
