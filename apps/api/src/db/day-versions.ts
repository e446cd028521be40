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
