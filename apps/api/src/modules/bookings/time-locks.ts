import { type SQL, sql } from 'drizzle-orm';
import { intArrayLiteral, textArrayLiteral } from '#api/db/array-literal';
import { providers } from '#api/db/schema/catalog';

/**
 * The locks a write of booking events takes before it inserts them (a new booking's one statement,
 * a move's transaction). Two jobs:
 *
 * - **No deadlock between two bookings over the same time.** Two inserts whose events overlap would
 *   each add its entry to the exclusion constraint's index, find the other's and wait for it: a
 *   deadlock PostgreSQL breaks only after deadlock_timeout (1 s). So each write first takes a
 *   transaction advisory lock per (designer, hour) its events touch, in key order: two overlapping
 *   events share an instant, hence an hour, so the later write waits for the earlier to commit and
 *   is then refused at once by the constraint. Writes for the same designer at other hours do not
 *   wait for each other (a lock on the designer's row made every booking of a designer wait for the
 *   previous one's commit: ~200 bookings/s per designer on a 5 ms disk, the bench's ceiling).
 * - **No booking on blocked time.** Blocked time is made under the designer's row lock FOR UPDATE
 *   after checking for events (`calendar/blocks.ts`); the writes here first take FOR KEY SHARE on the same rows,
 *   which conflicts with FOR UPDATE only — so bookings do not wait for each other, and a booking
 *   and a block each see the other's committed row (the events' trigger checks blocked time).
 *
 * The advisory keys are (hash of store and designer, hour since 1970): a hash collision only makes
 * two writes wait for each other; the exclusion constraint, not these locks, refuses overlaps.
 */

const HOUR_MS = 3_600_000;

interface TimedEvent {
  providerId: string;
  startTime: Date;
  endTime: Date;
}

/** FNV-1a of a string as a signed 32-bit integer (an advisory lock key half is int4). */
function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h | 0;
}

/** The (designer, hour) keys the events touch, each once, in order. */
export function hourKeys(storeId: string, events: readonly TimedEvent[]): [number, number][] {
  const keys = new Map<string, [number, number]>();
  for (const e of events) {
    const designer = hash32(`${storeId}/${e.providerId}`);
    const last = Math.floor((e.endTime.getTime() - 1) / HOUR_MS);
    for (let hour = Math.floor(e.startTime.getTime() / HOUR_MS); hour <= last; hour++) {
      keys.set(`${designer}/${hour}`, [designer, hour]);
    }
  }
  return [...keys.values()].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
}

/** What one write of events holds: its store and the events. */
export interface EventWrite {
  storeId: string;
  events: readonly TimedEvent[];
}

/**
 * A query that takes both kinds of lock for the events of one or more writes (designers' rows
 * first, in (store, designer) order, then the hours in key order) and gives one row `n` (≥ 0).
 * Inside a larger statement, make the insert depend on `n` so the locks come first. Its text is
 * the same for any number of writes and designers (arrays as parameters).
 */
export function lockEventTimes(writes: readonly EventWrite[]): SQL {
  const designers = new Map<string, [string, string]>();
  const keys = new Map<string, [number, number]>();
  for (const { storeId, events } of writes) {
    for (const e of events) designers.set(`${storeId}/${e.providerId}`, [storeId, e.providerId]);
    for (const key of hourKeys(storeId, events)) keys.set(`${key[0]}/${key[1]}`, key);
  }
  const rows = [...designers.values()];
  const hours = [...keys.values()].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  // The filter on the rows' count is evaluated once, before the scan: rows first, then the hours in key order.
  return sql`SELECT count(pg_advisory_xact_lock(k.designer, k.hour)) AS n
    FROM unnest(${intArrayLiteral(hours.map((k) => k[0]))}::int[], ${intArrayLiteral(hours.map((k) => k[1]))}::int[]) AS k(designer, hour)
    WHERE (SELECT count(*) FROM (
      SELECT 1 FROM unnest(${textArrayLiteral(rows.map((r) => r[0]))}::uuid[], ${textArrayLiteral(rows.map((r) => r[1]))}::text[]) AS d(store_id, id)
      JOIN ${providers} p ON p.store_id = d.store_id AND p.id = d.id
      ORDER BY p.store_id, p.id FOR KEY SHARE OF p
    ) locked) >= 0`;
}
