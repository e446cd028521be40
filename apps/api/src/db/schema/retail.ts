import type { PaymentMethodName, PickupOrderStatus } from '@salon/domain';
import { ORDER_ACTORS, PAYMENT_METHODS, PICKUP_ORDER_STATUSES } from '@salon/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { retailItems, storeIdColumn } from './catalog';
import { customerIdColumn } from './customers';
import { staffMembers } from './staff';
import { oneOf } from './vocabulary';

/**
 * A customer's order of retail items to pick up in the store. The id (pickId) is the capability
 * an anonymous visitor reads it with, so it is random (128 bits, base64url). Money is whole
 * dollars. Stock is taken from retail_items in the transaction that writes the order, and given
 * back exactly once by the conditional status update that cancels or closes it.
 */
export const pickupOrders = pgTable(
  'pickup_orders',
  {
    id: text('id').primaryKey(),
    storeId: storeIdColumn(),
    customerId: customerIdColumn(),
    status: text('status').$type<PickupOrderStatus>().notNull(),
    /** Null: any time in opening hours. */
    pickupTime: timestamp('pickup_time', { withTimezone: true }),
    paymentMethod: text('payment_method').$type<PaymentMethodName>().notNull(),
    customerNotes: text('customer_notes').notNull().default(''),
    total: integer('total').notNull(),
    /** Paid online: until when the order (and its stock) waits for the payment; null once paid or not online. */
    holdUntil: timestamp('hold_until', { withTimezone: true }),
    /** Dollars paid online for it (refunded whole when it is cancelled or closed). */
    paidAmount: integer('paid_amount').notNull().default(0),
    statusChangedBy: text('status_changed_by', { enum: ORDER_ACTORS }).notNull(),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }).notNull(),
    idempotencyKey: text('idempotency_key'),
    /** SHA-256 of the request that used the idempotency key. */
    requestHash: text('request_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    unique('pickup_orders_idempotency').on(t.storeId, t.customerId, t.idempotencyKey),
    index('pickup_orders_customer_created').on(t.storeId, t.customerId, t.createdAt),
    check('pickup_orders_total_nonneg', sql`${t.total} >= 0`),
    oneOf('pickup_orders_status', t.status, PICKUP_ORDER_STATUSES),
    oneOf('pickup_orders_payment_method', t.paymentMethod, PAYMENT_METHODS),
    oneOf('pickup_orders_status_changed_by', t.statusChangedBy, ORDER_ACTORS),
  ],
);

/** One line of a pickup order; name and price are those at the time of the order. */
export const pickupOrderItems = pgTable(
  'pickup_order_items',
  {
    pickId: text('pick_id')
      .notNull()
      .references(() => pickupOrders.id, { onDelete: 'cascade' }),
    lineIndex: integer('line_index').notNull(),
    storeId: uuid('store_id').notNull(),
    productId: text('product_id').notNull(),
    name: text('name').notNull(),
    /** The item's English name then, when the store gave one (issue 43.5; older rows: null). */
    nameEn: text('name_en'),
    price: integer('price').notNull(),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.pickId, t.lineIndex] }),
    foreignKey({ columns: [t.storeId, t.productId], foreignColumns: [retailItems.storeId, retailItems.id] }).onDelete(
      'cascade',
    ),
    check('pickup_order_items_quantity_pos', sql`${t.quantity} > 0`),
    check('pickup_order_items_price_nonneg', sql`${t.price} >= 0`),
  ],
);

/**
 * A change of a retail item's stock by staff (a delivery counted in, breakage, a recount): by how
 * much, why, who and the stock it left. Written in the statement's transaction with the stock.
 */
export const stockAdjustments = pgTable(
  'stock_adjustments',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    storeId: uuid('store_id').notNull(),
    itemId: text('item_id').notNull(),
    staffId: uuid('staff_id').references(() => staffMembers.id, { onDelete: 'set null' }),
    /** The member's name then (kept when the member is gone). */
    staffName: text('staff_name').notNull(),
    delta: integer('delta').notNull(),
    reason: text('reason').notNull(),
    stockAfter: integer('stock_after').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('stock_adjustments_item_at').on(t.storeId, t.itemId, t.at),
    foreignKey({ columns: [t.storeId, t.itemId], foreignColumns: [retailItems.storeId, retailItems.id] }).onDelete(
      'cascade',
    ),
    check('stock_adjustments_delta_nonzero', sql`${t.delta} <> 0`),
    check('stock_adjustments_stock_after_nonneg', sql`${t.stockAfter} >= 0`),
  ],
);
