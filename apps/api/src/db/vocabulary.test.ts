import { readdirSync, readFileSync } from 'node:fs';
import {
  BOOKING_SETTING_TYPES,
  BOOKING_STATUSES,
  CANCEL_POLICIES,
  COUNTER_METHODS,
  CUSTOMER_LIMITS,
  DEPOSIT_RULES,
  DEPOSIT_SCOPES,
  DISCOUNT_TYPES,
  FORM_SCOPES,
  FORM_STATUSES,
  GENDERS,
  INVOICE_PROVIDERS,
  INVOICE_ROW_STATUSES,
  JOB_STATES,
  LANGUAGES,
  NOTIFY_CHANNELS,
  NOTIFY_KINDS,
  NOTIFY_STATES,
  OFFER_TARGETS,
  ORDER_ACTORS,
  ORDER_KINDS,
  PAYMENT_METHODS,
  PAYMENT_RECORD_METHODS,
  PAYMENT_STATUSES,
  PAYMENT_SUBJECTS,
  PICKUP_ORDER_STATUSES,
  PRODUCT_KINDS,
  SEND_TYPES,
  STAFF_ROLES,
  SUB_ITEM_TYPES,
  TICKET_DEADLINE_TYPES,
  UNASSIGNED_MODES,
  VALUE_CARD_LEDGER_REASONS,
  WAITLIST_STATES,
  WALLET_COUNTER_MOVES,
  WALLET_INSTRUMENTS,
} from '@salon/domain';
import { eq, type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeEachDatabase, openTestDatabase } from '#test/db';
import { bookingRow, seedStore, signedInCustomer } from '#test/fixtures';
import type { Database, Tx } from './client';
import { databaseError } from './errors';
import { bookings, payments, stores } from './schema/index';
import { literal, oneOf } from './schema/vocabulary';

/** Every column of a closed vocabulary, `table.column`, and the domain list it must hold exactly. */
const VOCABULARY: Record<string, readonly string[]> = {
  'stores.deposit_rule': DEPOSIT_RULES,
  'stores.deposit_scope': DEPOSIT_SCOPES,
  'stores.unassigned_mode': UNASSIGNED_MODES,
  'stores.booking_setting_type': BOOKING_SETTING_TYPES,
  'stores.cancel_policy': CANCEL_POLICIES,
  'categories.kind': PRODUCT_KINDS,
  'products.sub_item_type': SUB_ITEM_TYPES,
  'products.customer_limited': CUSTOMER_LIMITS,
  'customers.gender': GENDERS,
  'otp_sends.channel': SEND_TYPES,
  'otp_codes.channel': SEND_TYPES,
  'bookings.status': BOOKING_STATUSES,
  'bookings.payment_method': PAYMENT_METHODS,
  'bookings.cancel_policy': CANCEL_POLICIES,
  'bookings.deposit_rule': DEPOSIT_RULES,
  'bookings.deposit_scope': DEPOSIT_SCOPES,
  'booking_status_history.from_status': BOOKING_STATUSES,
  'booking_status_history.to_status': BOOKING_STATUSES,
  'booking_status_history.by': ORDER_ACTORS,
  'pickup_orders.status': PICKUP_ORDER_STATUSES,
  'pickup_orders.payment_method': PAYMENT_METHODS,
  'pickup_orders.status_changed_by': ORDER_ACTORS,
  'payments.order_kind': PAYMENT_SUBJECTS,
  'payments.method': PAYMENT_RECORD_METHODS,
  'payments.status': PAYMENT_STATUSES,
  'invoices.status': INVOICE_ROW_STATUSES,
  'invoices.order_kind': PAYMENT_SUBJECTS,
  'store_invoice_settings.provider': INVOICE_PROVIDERS,
  'payment_events.from_status': PAYMENT_STATUSES,
  'payment_events.to_status': PAYMENT_STATUSES,
  'form_templates.scope': FORM_SCOPES,
  'forms.status': FORM_STATUSES,
  'voucher_templates.offer_target': OFFER_TARGETS,
  'voucher_templates.discount_type': DISCOUNT_TYPES,
  'value_card_ledger.reason': VALUE_CARD_LEDGER_REASONS,
  'service_tickets.deadline_type': TICKET_DEADLINE_TYPES,
  'wallet_charges.order_kind': ORDER_KINDS,
  'wallet_charges.instrument': WALLET_INSTRUMENTS,
  'wallet_counter_moves.kind': WALLET_COUNTER_MOVES,
  'staff_members.role': STAFF_ROLES,
  'counter_checkouts.method': COUNTER_METHODS,
  'jobs.state': JOB_STATES,
  'notifications.kind': NOTIFY_KINDS,
  'notifications.channel': NOTIFY_CHANNELS,
  'notifications.state': NOTIFY_STATES,
  'customer_notify_settings.channel': NOTIFY_CHANNELS,
  'customer_notify_settings.language': LANGUAGES,
  'waitlist_entries.state': WAITLIST_STATES,
};

/**
 * Columns whose name reads like a vocabulary but whose words are free: a history's reason in words
 * (and the shop's own words for a close or a blocked hour)
 * for whoever reads the trail (nothing branches on it), the store file's own list of store types,
 * and the payment provider's name (an implementation, not a word of the product).
 */
const FREE_TEXT = new Set([
  'booking_status_history.reason',
  'payment_events.reason',
  'bookings.close_reason',
  'designer_blocks.reason',
  'customers.block_reason',
  // Why staff changed a retail item's stock, in their words.
  'stock_adjustments.reason',
  // Why the owner or a manager took money off a bill at the counter, in their words.
  'counter_checkouts.discount_reason',
  'stores.type',
  'payments.provider',
  // The e-invoice provider's own words for its last refusal.
  'invoices.reason',
  'payment_callbacks.provider',
  // The worker holding a job (host, pid and a random part).
  'jobs.locked_by',
]);

/** A column name that says "one word of a closed list". */
const VOCABULARY_NAME =
  /(^|_)(status|kind|type|reason|method|by|channel|scope|gender|instrument|target|policy|rule|mode|limited|provider|role|actor)$/;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** The words of a `CHECK (column IN (...))` as PostgreSQL prints it: `= ANY (ARRAY['a'::text, ...])`. */
function wordsOf(definition: string): string[] | null {
  const array = /^CHECK \(\(?\(?"?\w+"? = ANY \(ARRAY\[(.*)\]\)\)\)?\)?$/.exec(definition);
  if (!array) return null;
  return [...array[1]!.matchAll(/'((?:[^']|'')*)'::text/g)].map((m) => m[1]!.replaceAll("''", "'"));
}

async function catalogue(db: Tx) {
  const columns = rowsOf<{ table_name: string; column_name: string; data_type: string }>(
    await db.execute(sql`
      SELECT c.table_name, c.column_name, c.data_type
      FROM information_schema.columns c
      JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
      WHERE c.table_schema = 'public' AND t.table_type = 'BASE TABLE'`),
  );
  const checks = rowsOf<{ table_name: string; column_name: string; name: string; definition: string }>(
    await db.execute(sql`
      SELECT r.relname AS table_name, a.attname AS column_name, k.conname AS name,
             pg_get_constraintdef(k.oid) AS definition
      FROM pg_constraint k
      JOIN pg_class r ON r.oid = k.conrelid
      JOIN pg_namespace n ON n.oid = r.relnamespace
      JOIN pg_attribute a ON a.attrelid = r.oid AND a.attnum = k.conkey[1]
      WHERE k.contype = 'c' AND n.nspname = 'public' AND cardinality(k.conkey) = 1`),
  );
  return { columns, checks };
}

describeEachDatabase('the vocabulary in the database', (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database.close());

  it('every column named status, and every vocabulary column, has a CHECK holding exactly its domain list', async () => {
    const { columns, checks } = await catalogue(database.db);
    const vocabularyWords = (key: string) =>
      checks.filter((c) => `${c.table_name}.${c.column_name}` === key).flatMap((c) => wordsOf(c.definition) ?? []);

    const statusColumns = columns.filter((c) => /(^|_)status$/.test(c.column_name));
    expect(statusColumns.length).toBeGreaterThanOrEqual(8);
    for (const c of statusColumns) {
      const key = `${c.table_name}.${c.column_name}`;
      expect(VOCABULARY[key], `${key} is a status column without a domain list here`).toBeDefined();
    }

    const unlisted = columns
      .filter((c) => ['text', 'character varying', 'ARRAY', 'USER-DEFINED'].includes(c.data_type))
      .map((c) => `${c.table_name}.${c.column_name}`)
      .filter((key) => VOCABULARY_NAME.test(key.split('.')[1]!) && !(key in VOCABULARY) && !FREE_TEXT.has(key));
    expect(unlisted, 'columns named like a vocabulary, with no domain list and not known to be free text').toEqual([]);

    for (const [key, list] of Object.entries(VOCABULARY)) {
      const [table, column] = key.split('.');
      expect(
        columns.find((c) => c.table_name === table && c.column_name === column)?.data_type,
        `${key} exists as text`,
      ).toBe('text');
      const own = checks.filter((c) => `${c.table_name}.${c.column_name}` === key && wordsOf(c.definition));
      expect(own, `${key}: one CHECK of the form IN (...)`).toHaveLength(1);
      expect(vocabularyWords(key), key).toEqual([...list]);
    }
  });

  it('refuses, in each vocabulary column, a word outside its list and takes one inside', async () => {
    const { columns } = await catalogue(database.db);
    for (const [key, list] of Object.entries(VOCABULARY)) {
      const [table, column] = key.split('.') as [string, string];
      // A copy of the table with its CHECKs and no NOT NULL, so one column can be written alone.
      await database.db.transaction(async (tx) => {
        await tx.execute(sql.raw(`CREATE TEMP TABLE probe (LIKE "${table}" INCLUDING CONSTRAINTS) ON COMMIT DROP`));
        for (const c of columns.filter((c) => c.table_name === table)) {
          await tx.execute(sql.raw(`ALTER TABLE probe ALTER COLUMN "${c.column_name}" DROP NOT NULL`));
        }
        const write = (word: string) =>
          tx.transaction((sp) => sp.execute(sql.raw(`INSERT INTO probe ("${column}") VALUES (${literal(word)})`)));
        const refused = await write('NotAWord').catch((error: unknown) => databaseError(error));
        expect(refused, key).toEqual({ code: '23514', constraint: expect.stringMatching(new RegExp(`^${table}_`)) });
        await expect(write(list[0]!), key).resolves.toBeDefined();
      });
    }
  });

  describe('in the tables themselves', () => {
    let storeId: string;
    let customerId: string;
    let bookingId: string;
    const now = Date.UTC(2026, 10, 23, 2) / 1000;

    beforeAll(async () => {
      const { db } = database;
      await seedStore(db);
      const [store] = await db.select({ id: stores.id }).from(stores).where(eq(stores.code, 'demo'));
      storeId = store!.id;
      customerId = (await signedInCustomer(db, storeId, now)).customer.id;
      bookingId = `vocabulary-${kind}`;
      await db
        .insert(bookings)
        .values(
          bookingRow(
            { id: bookingId, storeId, customerId, start: now + 86_400, end: now + 90_000, now },
            { status: 'New', paymentMethod: 'CreditCard', cancelPolicy: 'None' },
          ),
        );
    });

    const refusal = (statement: SQL) =>
      database.db.execute(statement).then(
        () => null,
        (error: unknown) => databaseError(error),
      );

    it("a booking's status, method and history outside the domain's words are refused", async () => {
      expect(await refusal(sql`UPDATE bookings SET status = 'Lost' WHERE id = ${bookingId}`)).toEqual({
        code: '23514',
        constraint: 'bookings_status',
      });
      expect(await refusal(sql`UPDATE bookings SET payment_method = 'Barter' WHERE id = ${bookingId}`)).toEqual({
        code: '23514',
        constraint: 'bookings_payment_method',
      });
      expect(
        await refusal(sql`INSERT INTO booking_status_history (store_id, booking_id, from_status, to_status, at, by, reason)
          VALUES (${storeId}, ${bookingId}, 'New', 'Confirmed', now(), 'robot', 'test')`),
      ).toEqual({ code: '23514', constraint: 'booking_status_history_by' });
      expect(await refusal(sql`UPDATE bookings SET status = 'Confirmed' WHERE id = ${bookingId}`)).toBeNull();
    });

    it("a payment's status, method and order kind outside the domain's words are refused", async () => {
      const [payment] = await database.db
        .insert(payments)
        .values({
          storeId,
          customerId,
          orderKind: 'Booking',
          orderId: bookingId,
          method: 'CreditCard',
          provider: 'Sandbox',
          amount: 800,
          status: 'Pending',
          payBy: new Date(now * 1000 + 900_000),
          createdAt: new Date(now * 1000),
          updatedAt: new Date(now * 1000),
        })
        .returning({ id: payments.id });
      const id = payment!.id;
      expect(await refusal(sql`UPDATE payments SET status = 'Lost' WHERE id = ${id}`)).toEqual({
        code: '23514',
        constraint: 'payments_status',
      });
      expect(await refusal(sql`UPDATE payments SET method = 'Bitcoin' WHERE id = ${id}`)).toEqual({
        code: '23514',
        constraint: 'payments_method',
      });
      expect(await refusal(sql`UPDATE payments SET order_kind = 'TopUp' WHERE id = ${id}`)).toEqual({
        code: '23514',
        constraint: 'payments_order_kind',
      });
      expect(await refusal(sql`UPDATE payments SET status = 'Paid' WHERE id = ${id}`)).toBeNull();
    });
  });
});

describe('the schema writes no vocabulary by hand', () => {
  const folder = new URL('./schema/', import.meta.url);

  it("no file of db/schema holds an IN ('...') literal: the words come from the domain through oneOf", () => {
    const files = readdirSync(folder).filter((f) => f.endsWith('.ts'));
    expect(files.length).toBeGreaterThan(5);
    const literals = files.filter((f) => /\bIN\s*\(\s*'/i.test(readFileSync(new URL(f, folder), 'utf8')));
    expect(literals).toEqual([]);
  });

  it('quotes words safely, and refuses what a literal cannot hold', () => {
    expect(literal('Placed')).toBe("'Placed'");
    expect(literal("O'Brien")).toBe("'O''Brien'");
    expect(() => literal('a\\b')).toThrow(/backslash/);
    expect(() => literal('a\0b')).toThrow(/NUL/);
  });

  it('refuses an empty list (it would refuse every row)', () => {
    expect(() => oneOf('bookings_status', bookings.status, [])).toThrow(/empty/);
  });
});
