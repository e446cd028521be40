import { LANGUAGES, NOTIFY_CHANNELS, NOTIFY_KINDS, NOTIFY_STATES, WAITLIST_STATES } from '@salon/domain';
import { bigint, boolean, index, jsonb, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { storeIdColumn, stores } from './catalog';
import { customers } from './customers';
import { oneOf } from './vocabulary';

/**
 * A store's messaging settings (modules/notifications): its LINE Messaging API channel access token
 * (null: no LINE pushes) and the reminders' offsets before a visit, in seconds (default 24 h and 2 h).
 */
export const storeNotifySettings = pgTable('store_notify_settings', {
  storeId: uuid('store_id')
    .primaryKey()
    .references(() => stores.id, { onDelete: 'cascade' }),
  lineChannelToken: text('line_channel_token'),
  reminderOffsets: jsonb('reminder_offsets').$type<number[]>().notNull().default([86400, 7200]),
});

/** A customer's choice: the language of messages, the channel they prefer (null: ours) and reminders on or off. */
export const customerNotifySettings = pgTable(
  'customer_notify_settings',
  {
    storeId: storeIdColumn(),
    customerId: uuid('customer_id')
      .primaryKey()
      .references(() => customers.id, { onDelete: 'cascade' }),
    language: text('language', { enum: LANGUAGES }).notNull().default('zh-TW'),
    channel: text('channel', { enum: NOTIFY_CHANNELS }),
    reminders: boolean('reminders').notNull().default(true),
  },
  (t) => [
    oneOf('customer_notify_settings_language', t.language, LANGUAGES),
    oneOf('customer_notify_settings_channel', t.channel, NOTIFY_CHANNELS),
  ],
);

/**
 * Every message to a customer, one row per channel: what, to whom, its text and whether it left.
 * Written with its send job; the row is the message history staff and the customer see.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: storeIdColumn(),
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    /** The booking or pickup order it is about. */
    orderId: text('order_id'),
    /** What caused it, unique per channel: `history:<id>`, `reminder:<booking>:<start>:<offset>`, ... */
    cause: text('cause').notNull(),
    kind: text('kind', { enum: NOTIFY_KINDS }).notNull(),
    channel: text('channel', { enum: NOTIFY_CHANNELS }).notNull(),
    to: text('to').notNull(),
    subject: text('subject').notNull().default(''),
    text: text('text').notNull(),
    state: text('state', { enum: NOTIFY_STATES }).notNull().default('queued'),
    error: text('error'),
    createdAt: bigint('created_at', { mode: 'number' }).notNull(),
    sentAt: bigint('sent_at', { mode: 'number' }),
  },
  (t) => [
    unique('notifications_cause_channel').on(t.storeId, t.cause, t.channel),
    index('notifications_order').on(t.storeId, t.orderId),
    index('notifications_customer').on(t.storeId, t.customerId, t.createdAt),
    oneOf('notifications_kind', t.kind, NOTIFY_KINDS),
    oneOf('notifications_channel', t.channel, NOTIFY_CHANNELS),
    oneOf('notifications_state', t.state, NOTIFY_STATES),
  ],
);

/**
 * A customer waiting for a day (and a service, a designer, or no preference) with no slot that fits.
 * When a cancellation or a closing frees time that day, the first still waiting (by when they joined)
 * is told; whoever books first gets the time (the booking's own checks decide).
 */
export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: storeIdColumn(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** The day in Asia/Taipei, YYYY-MM-DD. */
    day: text('day').notNull(),
    productId: text('product_id'),
    providerId: text('provider_id'),
    state: text('state', { enum: WAITLIST_STATES }).notNull().default('waiting'),
    createdAt: bigint('created_at', { mode: 'number' }).notNull(),
    toldAt: bigint('told_at', { mode: 'number' }),
  },
  (t) => [
    index('waitlist_entries_day').on(t.storeId, t.day, t.state, t.createdAt),
    oneOf('waitlist_entries_state', t.state, WAITLIST_STATES),
  ],
);
