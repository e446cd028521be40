import type { CancelCondition, EnglishText, PaymentMethod, WeeklyHours } from '@salon/domain';
import {
  BOOKING_SETTING_TYPES,
  CANCEL_POLICIES,
  CUSTOMER_LIMITS,
  DEPOSIT_RULES,
  DEPOSIT_SCOPES,
  PRODUCT_KINDS,
  SUB_ITEM_TYPES,
  UNASSIGNED_MODES,
} from '@salon/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  foreignKey,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { oneOf } from './vocabulary';

/** A store and every field of the spec's Store setting, plus time zone, slot interval and customer-count cap. */
export const stores = pgTable(
  'stores',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull().unique(),
    name: text('name').notNull(),
    address: text('address').notNull().default(''),
    description: text('description').notNull().default(''),
    phone: text('phone').notNull().default(''),
    type: text('type').array().notNull().default(sql`'{}'::text[]`),
    banner: text('banner'),
    logo: text('logo'),
    serviceEnable: boolean('service_enable').notNull().default(true),
    enableConcurrentServices: boolean('enable_concurrent_services').notNull().default(false),
    minConcurrentServiceUsers: integer('min_concurrent_service_users').notNull().default(1),
    retailEnable: boolean('retail_enable').notNull().default(false),
    consultEnable: boolean('consult_enable').notNull().default(false),
    consultUrl: text('consult_url'),
    pickupTimeEnable: boolean('pickup_time_enable').notNull().default(true),
    /** New online bookings wait as Pending until the store's staff confirm each one. */
    confirmEachBooking: boolean('confirm_each_booking').notNull().default(false),
    /** Designers read customers' phones masked (0912-***-678) except on the day of the visit (issue 40). */
    maskPhonesForDesigners: boolean('mask_phones_for_designers').notNull().default(true),
    /** Checkouts a customer may ask for in an hour; 0: no cap. */
    checkoutAttemptsPerHour: integer('checkout_attempts_per_hour').notNull().default(0),
    paymentMethods: jsonb('payment_methods').$type<PaymentMethod[]>().notNull().default([]),
    openingHours: jsonb('opening_hours').$type<WeeklyHours>().notNull(),
    workingHours: jsonb('working_hours').$type<WeeklyHours>().notNull(),
    /** Dated closed days ('YYYY-MM-DD', the store's zone): nobody works, nothing is booked. */
    holidays: jsonb('holidays').$type<string[]>().notNull().default([]),
    bookingTimeOffset: integer('booking_time_offset').notNull().default(60),
    cancelCondition: jsonb('cancel_condition').$type<CancelCondition[]>().notNull().default([]),
    depositRequired: boolean('deposit_required').notNull().default(false),
    depositValue: integer('deposit_value').notNull().default(0),
    depositRule: text('deposit_rule', { enum: DEPOSIT_RULES }).notNull().default('None'),
    depositScope: text('deposit_scope', { enum: DEPOSIT_SCOPES }).notNull().default('All'),
    notes: text('notes').notNull().default(''),
    unassignedMode: text('unassigned_mode', { enum: UNASSIGNED_MODES }).notNull().default('Normal'),
    websiteBanner: text('website_banner'),
    websiteTitle: text('website_title'),
    websiteDescription: text('website_description'),
    liffId: text('liff_id'),
    bookingSettingType: text('booking_setting_type', { enum: BOOKING_SETTING_TYPES }).notNull().default('Store'),
    cancelPolicy: text('cancel_policy', { enum: CANCEL_POLICIES }).notNull().default('Single'),
    timeZone: text('time_zone').notNull().default('Asia/Taipei'),
    slotInterval: integer('slot_interval').notNull().default(30),
    maxCustomerCount: integer('max_customer_count').notNull().default(1),
    /**
     * Bumped by database triggers (migration 0007) in the same transaction as every write to the
     * store's catalogue (this row, designers, days off, products, overrides, sub-items), so each API
     * process can tell with one cheap read whether its cached catalogue is current.
     */
    catalogVersion: bigint('catalog_version', { mode: 'number' }).notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    oneOf('stores_deposit_rule', t.depositRule, DEPOSIT_RULES),
    oneOf('stores_deposit_scope', t.depositScope, DEPOSIT_SCOPES),
    oneOf('stores_unassigned_mode', t.unassignedMode, UNASSIGNED_MODES),
    oneOf('stores_booking_setting_type', t.bookingSettingType, BOOKING_SETTING_TYPES),
    oneOf('stores_cancel_policy', t.cancelPolicy, CANCEL_POLICIES),
  ],
);

/** The store a row belongs to; the row goes with the store. */
export const storeIdColumn = () =>
  uuid('store_id')
    .notNull()
    .references(() => stores.id, { onDelete: 'cascade' });

/** Designers. `schedule` null means the store's workingHours. Archived ones keep their history. */
export const providers = pgTable(
  'providers',
  {
    storeId: storeIdColumn(),
    id: text('id').notNull(),
    name: text('name').notNull(),
    avatar: text('avatar'),
    title: text('title'),
    description: text('description'),
    schedule: jsonb('schedule').$type<WeeklyHours | null>(),
    /** Dated extra working days ('YYYY-MM-DD'): the designer works the store's hours that day. */
    extraDays: jsonb('extra_days').$type<string[]>().notNull().default([]),
    sort: integer('sort').notNull().default(0),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.id] })],
);

/** Dated days off of a designer, as local dates in the store's zone. */
export const providerDaysOff = pgTable(
  'provider_days_off',
  {
    storeId: uuid('store_id').notNull(),
    providerId: text('provider_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.providerId, t.day] }),
    foreignKey({ columns: [t.storeId, t.providerId], foreignColumns: [providers.storeId, providers.id] }).onDelete(
      'cascade',
    ),
  ],
);

export const categories = pgTable(
  'categories',
  {
    storeId: storeIdColumn(),
    id: text('id').notNull(),
    kind: text('kind', { enum: PRODUCT_KINDS }).notNull(),
    name: text('name').notNull(),
    productIds: text('product_ids').array().notNull().default(sql`'{}'::text[]`),
    sort: integer('sort').notNull().default(0),
    /** The store's English name, when it gave one (issue 28.2). */
    en: jsonb('en').$type<EnglishText>(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.id] }), oneOf('categories_kind', t.kind, PRODUCT_KINDS)],
);

/** Service products. */
export const products = pgTable(
  'products',
  {
    storeId: storeIdColumn(),
    id: text('id').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    image: text('image'),
    price: integer('price').notNull(),
    duration: integer('duration').notNull(),
    isAssigned: boolean('is_assigned').notNull().default(false),
    subItemType: text('sub_item_type', { enum: SUB_ITEM_TYPES }).notNull().default('Single'),
    isShowSubItem: boolean('is_show_sub_item').notNull().default(false),
    customerLimited: text('customer_limited', { enum: CUSTOMER_LIMITS }).notNull().default('None'),
    sort: integer('sort').notNull().default(0),
    /** Off the customer's menu and not bookable, for now (the staff still list it). */
    hidden: boolean('hidden').notNull().default(false),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    /** The store's English name and description, when it gave them (issue 28.2). */
    en: jsonb('en').$type<EnglishText>(),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.id] }),
    check('products_price_nonneg', sql`${t.price} >= 0`),
    check('products_duration_pos', sql`${t.duration} > 0`),
    oneOf('products_sub_item_type', t.subItemType, SUB_ITEM_TYPES),
    oneOf('products_customer_limited', t.customerLimited, CUSTOMER_LIMITS),
  ],
);

/** A designer's override of a product (price, duration, whether they provide it). */
export const productProviders = pgTable(
  'product_providers',
  {
    storeId: uuid('store_id').notNull(),
    productId: text('product_id').notNull(),
    userId: text('user_id').notNull(),
    useDefault: boolean('use_default').notNull().default(true),
    price: integer('price'),
    duration: integer('duration'),
    isProvided: boolean('is_provided').notNull().default(true),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.productId, t.userId] }),
    foreignKey({ columns: [t.storeId, t.productId], foreignColumns: [products.storeId, products.id] }).onDelete(
      'cascade',
    ),
    foreignKey({ columns: [t.storeId, t.userId], foreignColumns: [providers.storeId, providers.id] }).onDelete(
      'cascade',
    ),
  ],
);

export const subItems = pgTable(
  'sub_items',
  {
    storeId: uuid('store_id').notNull(),
    productId: text('product_id').notNull(),
    id: text('id').notNull(),
    name: text('name').notNull(),
    price: integer('price').notNull(),
    duration: integer('duration').notNull(),
    sort: integer('sort').notNull().default(0),
    /** The store's English name of the option, when it gave one (issue 28.2). */
    en: jsonb('en').$type<EnglishText>(),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.productId, t.id] }),
    foreignKey({ columns: [t.storeId, t.productId], foreignColumns: [products.storeId, products.id] }).onDelete(
      'cascade',
    ),
  ],
);

export const subItemProviders = pgTable(
  'sub_item_providers',
  {
    storeId: uuid('store_id').notNull(),
    productId: text('product_id').notNull(),
    subItemId: text('sub_item_id').notNull(),
    userId: text('user_id').notNull(),
    price: integer('price').notNull(),
    duration: integer('duration').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.productId, t.subItemId, t.userId] }),
    foreignKey({
      columns: [t.storeId, t.productId, t.subItemId],
      foreignColumns: [subItems.storeId, subItems.productId, subItems.id],
    }).onDelete('cascade'),
    foreignKey({ columns: [t.storeId, t.userId], foreignColumns: [providers.storeId, providers.id] }).onDelete(
      'cascade',
    ),
  ],
);

/** Retail items for pickup. Stock can never go below zero (database check). */
export const retailItems = pgTable(
  'retail_items',
  {
    storeId: storeIdColumn(),
    id: text('id').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    image: text('image'),
    price: integer('price').notNull(),
    stock: integer('stock').notNull().default(0),
    sort: integer('sort').notNull().default(0),
    /** Off the customer's retail page and not orderable, for now (the staff still list it). */
    hidden: boolean('hidden').notNull().default(false),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    /** The store's English name and description, when it gave them (issue 28.2). */
    en: jsonb('en').$type<EnglishText>(),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.id] }),
    check('retail_items_stock_nonneg', sql`${t.stock} >= 0`),
    check('retail_items_price_nonneg', sql`${t.price} >= 0`),
  ],
);
