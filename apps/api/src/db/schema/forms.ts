import type { FormAnswer, FormEnglish, FormField, FormScope, FormStatus } from '@salon/domain';
import { FORM_SCOPES, FORM_STATUSES } from '@salon/domain';
import { sql } from 'drizzle-orm';
import {
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { bookings } from './bookings';
import { storeIdColumn } from './catalog';
import { customerIdColumn } from './customers';
import { oneOf } from './vocabulary';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** A form a store asks its customers to fill in (from the store file; ids are the store's own). */
export const formTemplates = pgTable(
  'form_templates',
  {
    storeId: storeIdColumn(),
    id: text('id').notNull(),
    title: text('title').notNull(),
    description: text('description'),
    scope: text('scope').$type<FormScope>().notNull(),
    /** Services whose booking asks for the form (Booking scope). */
    productIds: text('product_ids').array().notNull().default(sql`'{}'::text[]`),
    fields: jsonb('fields').$type<FormField[]>().notNull(),
    /** The store's English for the form (issue 28.2), when it gave it. */
    en: jsonb('en').$type<FormEnglish>(),
    sort: integer('sort').notNull().default(0),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.id] }), oneOf('form_templates_scope', t.scope, FORM_SCOPES)],
);

/**
 * One customer's copy of a form: for a booking, or store-wide (booking_id null). The questions are
 * copied when it is handed out, so a later change of the template never changes what was signed.
 * The id is the capability an anonymous visitor reads it with (random UUID, 122 bits).
 */
export const forms = pgTable(
  'forms',
  {
    id: text('id').primaryKey(),
    storeId: storeIdColumn(),
    templateId: text('template_id').notNull(),
    customerId: customerIdColumn(),
    bookingId: text('booking_id').references(() => bookings.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description'),
    fields: jsonb('fields').$type<FormField[]>().notNull(),
    /** The template's English as it was when handed out, with the questions. */
    en: jsonb('en').$type<FormEnglish>(),
    status: text('status').$type<FormStatus>().notNull(),
    answers: jsonb('answers').$type<Record<string, FormAnswer>>().notNull().default({}),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    unique('forms_booking_template').on(t.storeId, t.bookingId, t.templateId),
    uniqueIndex('forms_customer_template').on(t.storeId, t.customerId, t.templateId).where(sql`${t.bookingId} IS NULL`),
    index('forms_customer').on(t.storeId, t.customerId),
    oneOf('forms_status', t.status, FORM_STATUSES),
  ],
);

/** A signature drawn on a form's pad: the PNG itself, kept with the form. */
export const formSignatures = pgTable(
  'form_signatures',
  {
    id: text('id').primaryKey(),
    storeId: storeIdColumn(),
    formId: text('form_id')
      .notNull()
      .references(() => forms.id, { onDelete: 'cascade' }),
    fieldId: text('field_id').notNull(),
    customerId: uuid('customer_id').notNull(),
    png: bytea('png').notNull(),
    sha256: text('sha256').notNull(),
    size: integer('size').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('form_signatures_form').on(t.storeId, t.formId),
    check('form_signatures_size', sql`${t.size} > 0 AND ${t.size} <= 1000000`),
  ],
);

/** What the store tells its customers on the message page. */
export const storeAnnouncements = pgTable(
  'store_announcements',
  {
    storeId: storeIdColumn(),
    id: text('id').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.id] })],
);
