/** Counts the bench reads from the database after a load run. */
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../src/db/client';

/** The one number a `SELECT count(*)::int AS n` gives. */
export async function countOf(database: Database, query: SQL): Promise<number> {
  const result = (await database.db.execute(query)) as unknown as { rows: { n: number }[] };
  return Number(result.rows[0]?.n ?? 0);
}

export async function overlaps(database: Database, storeIds: string[]): Promise<number> {
  return countOf(
    database,
    sql`
    SELECT count(*)::int AS n FROM booking_events a JOIN booking_events b
      ON a.store_id = b.store_id AND a.provider_id = b.provider_id
      AND (a.booking_id, a.index) < (b.booking_id, b.index) AND a.during && b.during
    WHERE a.store_id IN ${storeIds} AND a.active AND b.active`,
  );
}

export async function countBookings(database: Database, storeIds: string[]): Promise<number> {
  return countOf(database, sql`SELECT count(*)::int AS n FROM bookings WHERE store_id IN ${storeIds}`);
}
