import { SEND_TYPES } from '@salon/domain';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { storeIdColumn } from './catalog';
import { customers } from './customers';
import { oneOf } from './vocabulary';

/**
 * One row per phone that was ever sent a code: the row every send for that phone locks
 * (SELECT ... FOR UPDATE), so the 60-second and daily send limits hold across API instances.
 */
export const otpPhones = pgTable('otp_phones', {
  phoneE164: text('phone_e164').primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Every code sent in the last 24 hours, per phone over all stores (older rows are pruned on the next send). */
export const otpSends = pgTable(
  'otp_sends',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    phoneE164: text('phone_e164')
      .notNull()
      .references(() => otpPhones.phoneE164, { onDelete: 'cascade' }),
    storeId: storeIdColumn(),
    channel: text('channel', { enum: SEND_TYPES }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('otp_sends_phone_time').on(t.phoneE164, t.sentAt), oneOf('otp_sends_channel', t.channel, SEND_TYPES)],
);

/**
 * The current code of a phone in a store: only an HMAC of it (keyed by a random per-code salt) is
 * kept. A new send replaces the row (new id, attempts back to 0). `attempts` counts checks and can
 * never pass 5 (database check); a check is one conditional UPDATE, so concurrent guesses cannot
 * be counted twice or slip past the limit.
 */
export const otpCodes = pgTable(
  'otp_codes',
  {
    storeId: storeIdColumn(),
    phoneE164: text('phone_e164').notNull(),
    id: uuid('id').notNull(),
    channel: text('channel', { enum: SEND_TYPES }).notNull(),
    codeHash: text('code_hash').notNull(),
    salt: text('salt').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.phoneE164] }),
    check('otp_codes_attempts_range', sql`${t.attempts} >= 0 AND ${t.attempts} <= 5`),
    oneOf('otp_codes_channel', t.channel, SEND_TYPES),
  ],
);

/**
 * A proven phone: the short-lived registration session (`authToken`) validatePhoneNumber returns.
 * Only a SHA-256 of the token is kept; it is used once (register, resetEmail, forgotPassword).
 */
export const phoneSessions = pgTable(
  'phone_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    storeId: storeIdColumn(),
    phoneE164: text('phone_e164').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('phone_sessions_store_phone').on(t.storeId, t.phoneE164)],
);

/** A verified LINE identity (`lineLoginId`, from lineTokenVerify): hashed, short-lived, used once. */
export const lineLogins = pgTable(
  'line_logins',
  {
    idHash: text('id_hash').primaryKey(),
    storeId: storeIdColumn(),
    lineUserId: text('line_user_id').notNull(),
    name: text('name'),
    picture: text('picture'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('line_logins_store_user').on(t.storeId, t.lineUserId)],
);

/**
 * A customer's optional password (scrypt), which can replace the code at emailOTPLogin.
 * At most 5 checks per 15-minute window, counted by one conditional UPDATE.
 */
export const customerPasswords = pgTable(
  'customer_passwords',
  {
    storeId: storeIdColumn(),
    customerId: uuid('customer_id')
      .primaryKey()
      .references(() => customers.id, { onDelete: 'cascade' }),
    passwordHash: text('password_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [check('customer_passwords_attempts_range', sql`${t.attempts} >= 0 AND ${t.attempts} <= 5`)],
);
