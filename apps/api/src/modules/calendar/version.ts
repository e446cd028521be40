import { createHash } from 'node:crypto';
import { arrivalBatch } from '#api/db/arrival-batch';
import type { Tx } from '#api/db/client';
import { dayVersionsReader, foldDayVersions, type StoreWindow, windowDays } from '#api/db/day-versions';
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

/** The calendar version of each window, in order (one prepared read; the event streams' watch reads it too). */
export const windowVersions = dayVersionsReader(calendarVersions, 'calendar_versions_of_windows');

/** The clean-up's part: past days' rows folded into one per store and day (db/day-versions.ts). */
export const foldCalendarVersions = (db: Tx, beforeDay: number) => foldDayVersions(db, calendarVersions, beforeDay);

/**
 * The polls that arrive together share one read of their windows' versions (db/arrival-batch.ts:
 * sent after they arrived, no memo, so a poll sees every change committed before it arrived).
 */
const versions = preparedPerHandle((db) => arrivalBatch<StoreWindow, number>((windows) => windowVersions(db, windows)));

/** The calendar version of a store's window: the sum of its calendar_versions rows of the window's days and of day -1. */
async function calendarVersion(db: Tx, storeId: string, window: { from: number; to: number }): Promise<number> {
  return (await versions(db).load({ storeId, ...windowDays(window.from, window.to) })) ?? 0;
}

/** Everything the calendar's answer depends on: two answers with the same parts are the same. */
interface CalendarParts {
  storeId: string;
  /** Designers, their hours and days off, the store's hours and holidays (stores.catalog_version). */
  catalogVersion: number;
  /** Bookings, their services and payments, blocked time (of the window's days), customers' names and notes. */
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
    calendarVersion: await calendarVersion(db, store.id, window),
    column: columnOf(actor, 'read'),
    masking: maskingKey({ store, actor, now }),
    ...window,
  });
}
