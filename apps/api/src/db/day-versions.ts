import { sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from './client';
import { preparedPerHandle } from './prepared';

/**
 * Versions kept per store and day (calendar_versions, busy_versions; migrations 0048, 0050): triggers
 * add to each unix day (UTC) the changed times touch (`version_days`), or to day -1 for what shows on
 * every day. A window's version is the sum over its store's rows of the days it touches and of day -1,
 * so a change on another day leaves it as it was.
 */

const DAY = 86400;

/** The unix days (UTC) a window [from, to) touches, as the triggers' version_days counts a time's. */
export function windowDays(from: number, to: number): { first: number; last: number } {
  const first = Math.floor(from / DAY);
  return { first, last: Math.max(first, Math.ceil(to / DAY) - 1) };
}

/** A store's window by the days it touches (windowDays). */
export interface StoreWindow {
  storeId: string;
  first: number;
  last: number;
}

/** A table of versions per store and day. */
type DayVersionsTable = PgTable & { storeId: PgColumn; day: PgColumn; n: PgColumn };

/**
 * A reader of each window's version from `table`, in order: one prepared read (named `name`) for
 * any number of windows (`i`: the window's place, from 1); 0 for a window with no rows.
 */
export function dayVersionsReader(table: DayVersionsTable, name: string) {
  const query = preparedPerHandle((db) =>
    db
      .select({ i: sql<number>`w.i::int`, version: sql<number>`coalesce(sum(${table.n}), 0)::float8` })
      .from(
        sql`unnest(${sql.placeholder('storeIds')}::uuid[], ${sql.placeholder('firsts')}::int[], ${sql.placeholder('lasts')}::int[])
          WITH ORDINALITY AS w(store_id, first_day, last_day, i)`,
      )
      .leftJoin(
        table,
        sql`${table.storeId} = w.store_id AND (${table.day} = -1 OR ${table.day} BETWEEN w.first_day AND w.last_day)`,
      )
      .groupBy(sql`w.i`)
      .prepare(name),
  );
  return async (db: Tx, windows: readonly StoreWindow[]): Promise<number[]> => {
    const rows = await query(db).execute({
      storeIds: windows.map((w) => w.storeId),
      firsts: windows.map((w) => w.first),
      lasts: windows.map((w) => w.last),
    });
    const byPlace = new Map(rows.map((row) => [Number(row.i), Number(row.version)]));
    return windows.map((_, i) => byPlace.get(i + 1) ?? 0);
  };
}

/** Rows of past days folded per clean-up run, at most (a database from before the fold has many). */
const FOLD_PER_RUN = 20_000;

/**
 * Folds the slot rows of days before `beforeDay` (and of day -1) into one row per store and day
 * (slot 0), so the table holds one row per past day instead of up to 64: every window's sum stays
 * what it was, in the one statement (the deleted rows' n is added to slot 0's). A writer bumping a
 * folded row meanwhile either waits for the fold and then writes its row anew, or is waited for and
 * its n folded. Slots exist so concurrent writers of a day do not queue on one row; past days are
 * written rarely (a late status change, a payment), so one row each is enough there.
 * Returns how many rows were folded.
 */
export async function foldDayVersions(db: Tx, table: DayVersionsTable, beforeDay: number): Promise<number> {
  const result = await db.execute(sql`WITH gone AS (
      DELETE FROM ${table} WHERE (${table.storeId}, ${table.day}, slot) IN (
        SELECT ${table.storeId}, ${table.day}, slot FROM ${table}
        WHERE ${table.day} < ${beforeDay} AND slot <> 0 LIMIT ${FOLD_PER_RUN})
      RETURNING ${table.storeId} AS store_id, ${table.day} AS day, ${table.n} AS n
    ), folded AS (
      INSERT INTO ${table} (store_id, day, slot, n)
      SELECT store_id, day, 0, sum(n) FROM gone GROUP BY store_id, day
      ON CONFLICT (store_id, day, slot) DO UPDATE SET n = ${table}.n + excluded.n
    )
    SELECT count(*)::int AS n FROM gone`);
  return Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
}
