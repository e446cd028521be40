import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { stores } from './catalog';
import { customers } from './customers';

/** Sign-in tokens: only a SHA-256 of the token is kept; a token is valid for one store only. */
export const loginTokens = pgTable(
  'login_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_tokens_customer').on(t.customerId)],
);
