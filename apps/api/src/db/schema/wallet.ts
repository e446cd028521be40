import type {
  DiscountType,
  OfferTarget,
  OrderKind,
  TicketDeadlineType,
  ValueCardLedgerReason,
  WalletInstrument,
} from '@salon/domain';
import {
  DISCOUNT_TYPES,
  OFFER_TARGETS,
  ORDER_KINDS,
  TICKET_DEADLINE_TYPES,
  VALUE_CARD_LEDGER_REASONS,
  WALLET_COUNTER_MOVES,
  WALLET_INSTRUMENTS,
  type WalletCounterMove,
} from '@salon/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
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
import { storeIdColumn, stores } from './catalog';
import { customerIdColumn } from './customers';
import { staffMembers } from './staff';
import { oneOf } from './vocabulary';

/**
 * A voucher a store issues (from its store file). `issued` counts the copies handed out; the CHECK
 * keeps it within `total_limit`, so concurrent receives can never hand out more.
 */
export const voucherTemplates = pgTable(
  'voucher_templates',
  {
    storeId: storeIdColumn(),
    id: text('id').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    offerTarget: text('offer_target').$type<OfferTarget>().notNull(),
    targetIds: text('target_ids').array().notNull().default(sql`'{}'::text[]`),
    discountType: text('discount_type').$type<DiscountType>().notNull(),
    discountValue: integer('discount_value').notNull(),
    minSpend: integer('min_spend').notNull().default(0),
    startTime: timestamp('start_time', { withTimezone: true }),
    endTime: timestamp('end_time', { withTimezone: true }),
    receivable: boolean('receivable').notNull().default(false),
    perCustomerLimit: integer('per_customer_limit').notNull().default(1),
    totalLimit: integer('total_limit'),
    issued: integer('issued').notNull().default(0),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.id] }),
    check(
      'voucher_templates_issued',
      sql`${t.issued} >= 0 AND (${t.totalLimit} IS NULL OR ${t.issued} <= ${t.totalLimit})`,
    ),
    oneOf('voucher_templates_target', t.offerTarget, OFFER_TARGETS),
    oneOf('voucher_templates_type', t.discountType, DISCOUNT_TYPES),
  ],
);

/** A customer's copy of a voucher; `uses_left` never below zero. Removed copies stay for the records. */
export const customerVouchers = pgTable(
  'customer_vouchers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: uuid('store_id').notNull(),
    customerId: customerIdColumn(),
    templateId: text('template_id').notNull(),
    usesLeft: integer('uses_left').notNull().default(1),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [
    foreignKey({
      name: 'customer_vouchers_template_fk',
      columns: [t.storeId, t.templateId],
      foreignColumns: [voucherTemplates.storeId, voucherTemplates.id],
    }).onDelete('cascade'),
    index('customer_vouchers_customer').on(t.storeId, t.customerId),
    check('customer_vouchers_uses', sql`${t.usesLeft} >= 0`),
  ],
);

/**
 * A prepaid value card (儲值金). The balance never goes below zero (CHECK) and is always what the
 * ledger sums to: every change is a ledger row written in the same statement's transaction.
 */
export const valueCards = pgTable(
  'value_cards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: storeIdColumn(),
    customerId: customerIdColumn(),
    cardNo: text('card_no').notNull(),
    name: text('name').notNull(),
    balance: integer('balance').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    frozen: boolean('frozen').notNull().default(false),
    /** The store lets it pay online by its number; false: at the counter only. */
    payableOnline: boolean('payable_online').notNull().default(true),
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    /** The customer hid it from the wallet (only once expired or deactivated). */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    unique('value_cards_card_no').on(t.storeId, t.cardNo),
    index('value_cards_customer').on(t.storeId, t.customerId),
    check('value_cards_balance', sql`${t.balance} >= 0`),
  ],
);

/**
 * Every change of a card's balance, append-only: top-ups (+), payments (−), refunds (+),
 * adjustments (±). `staff_id`: the member who made it at the counter (null: the customer's order).
 */
export const valueCardLedger = pgTable(
  'value_card_ledger',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** No ON DELETE action: the rows go with their card (the append-only guard lets only that delete them). */
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id),
    cardId: uuid('card_id')
      .notNull()
      .references(() => valueCards.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    reason: text('reason').$type<ValueCardLedgerReason>().notNull(),
    /** The booking or pickup order it paid or refunded, or `desk:<move id>` for a counter move
     * (`wallet_counter_moves`; the stored prefix keeps its old word: see `counterMoveRef`). */
    ref: text('ref'),
    /** No ON DELETE action: the ledger is append-only, so a member with moves in it is kept, not deleted. */
    staffId: uuid('staff_id').references(() => staffMembers.id),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('value_card_ledger_card').on(t.storeId, t.cardId),
    check('value_card_ledger_after', sql`${t.balanceAfter} >= 0`),
    oneOf('value_card_ledger_reason', t.reason, VALUE_CARD_LEDGER_REASONS),
  ],
);

/** A service ticket (票券): uses of one service, never below zero. */
export const serviceTickets = pgTable(
  'service_tickets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: storeIdColumn(),
    customerId: customerIdColumn(),
    productId: text('product_id').notNull(),
    name: text('name').notNull(),
    totalUses: integer('total_uses').notNull(),
    usesLeft: integer('uses_left').notNull(),
    deadlineType: text('deadline_type').$type<TicketDeadlineType>().notNull(),
    endTime: timestamp('end_time', { withTimezone: true }),
    disabled: boolean('disabled').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('service_tickets_customer').on(t.storeId, t.customerId),
    check('service_tickets_uses', sql`${t.usesLeft} >= 0 AND ${t.usesLeft} <= ${t.totalUses}`),
    oneOf('service_tickets_deadline', t.deadlineType, TICKET_DEADLINE_TYPES),
  ],
);

/** The order kinds the wallet pays for: the domain's (kept for the modules that import it from here). */
export type WalletOrderKind = OrderKind;

/**
 * What the wallet paid of an order: one row per voucher copy, value card or ticket used (a ticket's
 * row is its use record). Cancelling sets `returned_at` by a conditional update, so what was taken
 * comes back exactly once however many cancels race.
 */
export const walletCharges = pgTable(
  'wallet_charges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: uuid('store_id').notNull(),
    customerId: customerIdColumn(),
    orderKind: text('order_kind').$type<OrderKind>().notNull(),
    orderId: text('order_id').notNull(),
    instrument: text('instrument').$type<WalletInstrument>().notNull(),
    instrumentId: uuid('instrument_id').notNull(),
    /** The voucher's, card's or ticket's name when used (for the records). */
    name: text('name').notNull(),
    /** Dollars off (voucher, ticket) or paid (value card). */
    amount: integer('amount').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    returnedAt: timestamp('returned_at', { withTimezone: true }),
    returnedAmount: integer('returned_amount'),
  },
  (t) => [
    /**
     * Holds the store (a distributed database needs it in every unique key) but is led by the order,
     * whose charges are read by its id alone (store-keys.test.ts lists it; docs/decisions/sharding.md).
     */
    unique('wallet_charges_once').on(t.orderKind, t.orderId, t.instrument, t.instrumentId, t.storeId),
    index('wallet_charges_customer').on(t.storeId, t.customerId),
    index('wallet_charges_instrument').on(t.storeId, t.instrumentId),
    check(
      'wallet_charges_amount',
      sql`${t.amount} >= 0 AND coalesce(${t.returnedAmount}, 0) BETWEEN 0 AND ${t.amount}`,
    ),
    oneOf('wallet_charges_order_kind', t.orderKind, ORDER_KINDS),
    oneOf('wallet_charges_instrument_kind', t.instrument, WALLET_INSTRUMENTS),
  ],
);

/**
 * What staff did with a customer's wallet at the counter, one row per move: who, which card,
 * voucher copy or ticket, the balance change. The money a sale or top-up took is a row of the
 * payments record (subject the card, ticket or voucher). `idempotency_key` is unique per store: a
 * repeated request finds the first move instead of making a second. (Until migration 0036:
 * `wallet_desk_moves`.)
 */
export const walletCounterMoves = pgTable(
  'wallet_counter_moves',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: storeIdColumn(),
    customerId: customerIdColumn(),
    staffId: uuid('staff_id').references(() => staffMembers.id, { onDelete: 'set null' }),
    kind: text('kind').$type<WalletCounterMove>().notNull(),
    /** The value card, voucher copy or service ticket moved. */
    instrumentId: uuid('instrument_id').notNull(),
    /** The card's balance change (0 for the other moves). */
    amount: integer('amount').notNull().default(0),
    /** An adjustment's reason, in staff's words. */
    note: text('note'),
    idempotencyKey: text('idempotency_key'),
    /** SHA-256 of the request that used the key. */
    requestHash: text('request_hash'),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [
    unique('wallet_counter_moves_idempotency').on(t.storeId, t.idempotencyKey),
    index('wallet_counter_moves_store_at').on(t.storeId, t.at),
    index('wallet_counter_moves_customer').on(t.storeId, t.customerId),
    oneOf('wallet_counter_moves_kind', t.kind, WALLET_COUNTER_MOVES),
  ],
);
