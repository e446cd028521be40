import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '#api/db/client';
import { preparedPerHandle } from '#api/db/prepared';
import type { StoreRow } from '#api/db/rows';
import { calendarVersions } from '#api/db/schema/calendar';
import type { StaffActor } from '#api/http/actor';
import { columnOf } from './columns';
import { maskingKey } from './phones';

/**
 * The calendar's answer, named by what it is made of (its ETag): an unchanged poll is answered 304
 * after one read of the store's calendar version, without the calendar's own queries.
 */

/** Moved by hand when the calendar's answer changes form, so an ETag kept by a page never names an answer of another release. */
const CALENDAR_FORMAT = 2;

const versionQuery = preparedPerHandle((db) =>
  db
    .select({ version: sql<number>`coalesce(sum(${calendarVersions.n}), 0)::float8` })
    .from(calendarVersions)
    .where(eq(calendarVersions.storeId, sql.placeholder('storeId')))
    .prepare('calendar_version_of_store'),
);

/** The store's calendar version: the sum of its calendar_versions rows (moved by triggers, migration 0042); 0 when none. */
async function calendarVersion(db: Tx, storeId: string): Promise<number> {
  const [row] = await versionQuery(db).execute({ storeId });
  return Number(row?.version ?? 0);
}

/** Everything the calendar's answer depends on: two answers with the same parts are the same. */
interface CalendarParts {
  storeId: string;
  /** Designers, their hours and days off, the store's hours and holidays (stores.catalog_version). */
  catalogVersion: number;
  /** Bookings, their services and payments, blocked time, customers' names and notes. */
  calendarVersion: number;
  /** Whose columns the viewer sees: every designer's (null), one designer's, or none (false). */
  column: string | null | false;
  /** Whether (and on which day) the viewer's customers' phones are masked: the answer changes at midnight. */
  masking: string;
  from: number;
  to: number;
}

/** A weak ETag of the parts (the same data may be written with rows of one start in another order). */
function calendarEtag(parts: CalendarParts): string {
  const column = parts.column === null ? '*' : parts.column === false ? '-' : parts.column;
  const key = [
    CALENDAR_FORMAT,
    parts.storeId,
    parts.catalogVersion,
    parts.calendarVersion,
    column,
    parts.masking,
    parts.from,
    parts.to,
  ];
  return `W/"${createHash('sha256').update(key.join('|')).digest('base64url').slice(0, 22)}"`;
}

/** The ETag of the calendar this viewer would be answered now for [from, to). */
export async function currentCalendarEtag(
  db: Tx,
  store: StoreRow,
  actor: StaffActor,
  window: { from: number; to: number },
  now: number,
): Promise<string> {
  return calendarEtag({
    storeId: store.id,
    catalogVersion: store.catalogVersion,
    calendarVersion: await calendarVersion(db, store.id),
    column: columnOf(actor, 'read'),
    masking: maskingKey({ store, actor, now }),
    ...window,
  });
}
