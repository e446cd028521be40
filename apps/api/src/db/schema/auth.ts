import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { storeIdColumn } from './catalog';
import { customerIdColumn } from './customers';

/** Sign-in tokens: only a SHA-256 of the token is kept; a token is valid for one store only. */
export const loginTokens = pgTable(
  'login_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    storeId: storeIdColumn(),
    customerId: customerIdColumn(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_tokens_customer').on(t.storeId, t.customerId)],
);
