import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase, openTestDatabase } from '#test/db';
import type { Database, Tx } from './client';

/**
 * Every row carries the store it belongs to, and the keys and indexes are led by it, so the data
 * can be sharded by store (docs/decisions/sharding.md). What is left out is named here, each with
 * its reason; a new table or index outside these lists fails.
 */

/** Tables without a NOT NULL store_id. */
const NOT_BY_STORE: Record<string, string> = {
  // The stores themselves: their id is the store key (a reference table on Citus).
  stores: 'the store key itself',
  // The send limits count a phone over every store (60 s between codes, a daily cap): keyed by phone.
  otp_phones: "a phone's send lock across stores",
  // The job queue of every store: store_id is null for the sweeps of every store; claimed across stores.
  jobs: 'the queue of every store',
};

/** Indexes (not primary keys) that are not led by store_id. */
const NOT_LED_BY_STORE: Record<string, string> = {
  // Counted per phone over every store, as the send limits are.
  otp_sends_phone_time: "a phone's sends across stores",
  // Read by the order's own id from many modules that do not pass the store yet.
  payments_order: "an order's record by its id",
  // Holds store_id (as a distributed database needs) but is led by the order, read by its id alone.
  wallet_charges_once: "an order's wallet charges by its id",
};

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

async function tables(db: Tx) {
  return rowsOf<{ table_name: string; nullable: string | null }>(
    await db.execute(sql`
      SELECT t.table_name, c.is_nullable AS nullable
      FROM information_schema.tables t
      LEFT JOIN information_schema.columns c
        ON c.table_schema = t.table_schema AND c.table_name = t.table_name AND c.column_name = 'store_id'
      WHERE t.table_schema = 'public' AND t.table_type = 'BASE TABLE'
      ORDER BY t.table_name`),
  );
}

/** Every index of the public tables with its columns in order (an expression's column as `expr`). */
async function indexes(db: Tx) {
  return rowsOf<{ table_name: string; index_name: string; is_primary: boolean; is_unique: boolean; columns: string[] }>(
    await db.execute(sql`
      SELECT r.relname AS table_name, i.relname AS index_name, x.indisprimary AS is_primary,
             x.indisunique AS is_unique,
             array(SELECT coalesce(a.attname, 'expr') FROM unnest(x.indkey) WITH ORDINALITY k(attnum, n)
                   LEFT JOIN pg_attribute a ON a.attrelid = r.oid AND a.attnum = k.attnum AND k.attnum > 0
                   ORDER BY k.n)::text[] AS columns
      FROM pg_index x
      JOIN pg_class r ON r.oid = x.indrelid
      JOIN pg_class i ON i.oid = x.indexrelid
      JOIN pg_namespace n ON n.oid = r.relnamespace
      WHERE n.nspname = 'public'
      ORDER BY r.relname, i.relname`),
  );
}

describeEachDatabase('every table is keyed by its store', (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database.close());

  it('every table has a NOT NULL store_id, but the few named with their reason', async () => {
    const all = await tables(database.db);
    expect(all.length).toBeGreaterThan(50);
    const without = all.filter((t) => t.nullable !== 'NO').map((t) => t.table_name);
    expect(without.sort()).toEqual(Object.keys(NOT_BY_STORE).sort());
  });

  it('every unique key and index of a store table is led by store_id, but the few named with their reason', async () => {
    const byStore = new Set((await tables(database.db)).filter((t) => t.nullable === 'NO').map((t) => t.table_name));
    const all = (await indexes(database.db)).filter((i) => byStore.has(i.table_name));
    expect(all.length).toBeGreaterThan(80);
    // Primary keys are the rows' own ids (uuid, text ids, serials, token hashes): the one exception, see sharding.md.
    const notLed = all.filter((i) => !i.is_primary && i.columns[0] !== 'store_id').map((i) => i.index_name);
    expect(notLed.sort()).toEqual(Object.keys(NOT_LED_BY_STORE).sort());
    // A distributed database needs the store in every unique key: even those not led by it hold it.
    const uniqueWithout = all.filter((i) => !i.is_primary && i.is_unique && !i.columns.includes('store_id'));
    expect(uniqueWithout.map((i) => i.index_name)).toEqual([]);
  });

  it('the allowed exceptions still exist (a stale entry is removed from the lists)', async () => {
    const names = new Set((await indexes(database.db)).map((i) => i.index_name));
    for (const name of Object.keys(NOT_LED_BY_STORE)) expect(names.has(name), name).toBe(true);
  });
});
