import { STAFF_ROLES } from '@salon/domain';
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { storeIdColumn } from './catalog';
import { oneOf } from './vocabulary';

/**
 * A member of one store's staff: owner, manager or designer (who may be one of the store's
 * providers, `providerId`). Signs in by e-mail and password (bcrypt); wrong passwords count
 * towards a lockout. An invited member has no password until they set one.
 */
export const staffMembers = pgTable(
  'staff_members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: storeIdColumn(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    role: text('role', { enum: STAFF_ROLES }).notNull(),
    providerId: text('provider_id'),
    passwordHash: text('password_hash'),
    /** A one-time link to set the password (invites, a new owner): only its SHA-256, and until when. */
    setupTokenHash: text('setup_token_hash'),
    setupExpiresAt: timestamp('setup_expires_at', { withTimezone: true }),
    failedLogins: integer('failed_logins').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    /** Deactivated by the owner (issue 39): sessions ended, sign-in refused; the designer column stays. */
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('staff_members_email').on(t.storeId, sql`lower(${t.email})`),
    uniqueIndex('staff_members_setup_token').on(t.storeId, t.setupTokenHash),
    oneOf('staff_members_role', t.role, STAFF_ROLES),
  ],
);

/**
 * Staff sessions: the cookie holds a random token, only its SHA-256 is kept; signing out ends
 * one, "sign out everywhere" ends them all (revokedAt).
 */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staffMembers.id, { onDelete: 'cascade' }),
    storeId: storeIdColumn(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('staff_sessions_staff').on(t.storeId, t.staffId)],
);
