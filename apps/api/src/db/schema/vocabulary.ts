import { sql } from 'drizzle-orm';
import { type AnyPgColumn, check } from 'drizzle-orm/pg-core';

/**
 * The CHECK that keeps a column to one word of a domain list (`packages/domain/src/vocabulary`):
 * `oneOf('bookings_status', t.status, BOOKING_STATUSES)`. The list is written once, in the domain;
 * adding or removing a word changes this CHECK and `npm run db:generate` writes the migration
 * (drop and add the constraint). NULL passes, as in every CHECK: a nullable column stays nullable.
 *
 * CHECK rather than a PostgreSQL enum type: a word can be removed from a CHECK (an enum value
 * cannot be dropped), a new word is usable in the same transaction that adds it, and drizzle-kit
 * turns a text column into neither without a hand-written `USING`; both PGlite and PostgreSQL run it.
 */
export function oneOf(name: string, column: AnyPgColumn, words: readonly string[]) {
  if (words.length === 0) throw new Error(`${name}: an empty vocabulary would refuse every row`);
  return check(name, sql`${column} IN (${sql.raw(words.map(literal).join(', '))})`);
}

/**
 * A SQL string literal of a vocabulary word. A CHECK is DDL, so the words are inlined, not bound:
 * a quote is doubled, and a backslash or NUL (whose meaning depends on the server's settings, or
 * which no text can hold) is refused rather than escaped.
 */
export function literal(word: string): string {
  if (/[\\\0]/.test(word)) throw new Error(`a vocabulary word cannot hold a backslash or NUL: ${JSON.stringify(word)}`);
  return `'${word.replaceAll("'", "''")}'`;
}
