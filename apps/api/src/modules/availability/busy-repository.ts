import type { EngineProvider, Interval, WeeklyHours } from '@salon/domain';
import { type SQL, sql } from 'drizzle-orm';
import { intArrayLiteral, textArrayLiteral } from '#api/db/array-literal';
import { arrivalBatch } from '#api/db/arrival-batch';
import type { Tx } from '#api/db/client';
import { windowDays } from '#api/db/day-versions';
import { executeNamed } from '#api/db/named';
import { preparedPerHandle } from '#api/db/prepared';
import type { StoreRow } from '#api/db/rows';
import { bookingEvents, busyVersions } from '#api/db/schema/bookings';
import { designerBlocks } from '#api/db/schema/calendar';
import { at } from '#api/db/time';
import { type Catalog, catalogOf } from '../catalog/service';

/** The designers' calendars the availability engine reads: their schedules and the time bookings hold. */

const DAY = 86400;
const isoDay = (seconds: number) => new Date(seconds * 1000).toISOString().slice(0, 10);

/** One window whose busy times are asked for: a store, [from, to), and a booking left out (a move). */
interface BusyWindow {
  storeId: string;
  from: number;
  to: number;
  exclude: string | null;
}

/**
 * Per window asked for: the active booking events (and, in a second column, the blocked time)
 * overlapping it, each as ONE JSON array of [provider, start, end] (null when none), and the
 * window's busy-time version (its days' rows and day -1's) in the same snapshot (what a cached
 * copy of these rows is worth). One value instead of a row per event: parsed by one JSON.parse
 * instead of a protocol message, a parse and drizzle's row mapping per event (+7 % availability
 * requests/s, docs/decisions/performance.md).
 * Seconds by date_part, which gives float8, not extract, which gives numeric (a conversion per value).
 * The windows asked for together (arrivalBatch) share the statement; its text is the same for any
 * number of them.
 */
function busyTimesQuery(windows: readonly BusyWindow[]) {
  const iso = (seconds: number) => at(seconds).toISOString();
  const held = heldWithin(sql`w.from_time`, sql`w.to_time`, sql`(w.exclude IS NULL OR e.booking_id <> w.exclude)`);
  const days = windows.map((w) => windowDays(w.from, w.to));
  return sql`SELECT w.i::int AS i, ${held.busy} AS busy, ${held.blocked} AS blocked,
      (SELECT coalesce(sum(v.n), 0)::float8 FROM ${busyVersions} v WHERE v.store_id = w.store_id
        AND (v.day = -1 OR v.day BETWEEN w.first_day AND w.last_day)) AS version
    FROM unnest(${textArrayLiteral(windows.map((w) => w.storeId))}::uuid[],
      ${textArrayLiteral(windows.map((w) => iso(w.from)))}::timestamptz[],
      ${textArrayLiteral(windows.map((w) => iso(w.to)))}::timestamptz[],
      ${textArrayLiteral(windows.map((w) => w.exclude))}::text[],
      ${intArrayLiteral(days.map((d) => d.first))}::int[], ${intArrayLiteral(days.map((d) => d.last))}::int[])
      WITH ORDINALITY AS w(store_id, from_time, to_time, exclude, first_day, last_day, i)`;
}

/**
 * For each row `w` of a read's windows (a `store_id` column): the active booking events (matching
 * `alsoEvents` too) and the blocked time overlapping [from, to), each as ONE JSON array of
 * [provider, start, end], null when none. `e.active` is literal, not a parameter: the generic plan
 * then uses the partial indexes (WHERE active).
 */
export function heldWithin(from: SQL, to: SQL, alsoEvents: SQL = sql`true`) {
  return {
    busy: sql`(SELECT json_agg(json_build_array(e.provider_id,
          date_part('epoch', e.start_time), date_part('epoch', e.end_time)))
        FROM ${bookingEvents} e
        WHERE e.store_id = w.store_id AND e.active AND e.during && tstzrange(${from}, ${to}) AND ${alsoEvents})`,
    blocked: sql`(SELECT json_agg(json_build_array(b.provider_id,
          date_part('epoch', b.start_time), date_part('epoch', b.end_time)))
        FROM ${designerBlocks} b
        WHERE b.store_id = w.store_id AND b.during && tstzrange(${from}, ${to}))`,
  };
}

interface BusyRow {
  i: number;
  busy: [string, number, number][] | null;
  blocked: [string, number, number][] | null;
  version: number;
}

/** The windows' busy times in one statement, sent once the windows asked for together have arrived. */
const busyTimesBatch = preparedPerHandle((db) =>
  arrivalBatch<BusyWindow, BusyTimes>(async (windows) => {
    const { rows } = (await executeNamed(db, 'busy_times', busyTimesQuery(windows))) as { rows: BusyRow[] };
    const answers: (BusyTimes | null)[] = windows.map(() => null);
    for (const row of rows) answers[row.i - 1] = busyTimesOf(row);
    return answers;
  }),
);

function busyTimesOf(row: BusyRow): BusyTimes {
  return {
    byProvider: heldByProvider(row.busy, row.blocked),
    blocked: heldByProvider(row.blocked),
    version: Number(row.version),
  };
}

/**
 * [provider, start, end] lists (as the busy reads send them: booked events, then blocked time) as
 * each provider's intervals. Blocked time (a break, a meeting) is busy time to the engine like a booking.
 */
export function heldByProvider(...lists: ([string, number, number][] | null)[]): Map<string, Interval[]> {
  const byProvider = new Map<string, Interval[]>();
  for (const list of lists) {
    for (const [providerId, start, end] of list ?? []) {
      const held = byProvider.get(providerId) ?? [];
      held.push({ start, end });
      byProvider.set(providerId, held);
    }
  }
  return byProvider;
}

/** Who is busy when within a window (bookings and blocked time alike), and the window's busy-time version then. */
export interface BusyTimes {
  byProvider: Map<string, Interval[]>;
  /** Of those, the blocked time alone (a day the store blocked reads as closed, not fully booked). */
  blocked: Map<string, Interval[]>;
  version: number;
}

/** The busy times of a store within [from, to), in ONE query (the engine then sweeps them once; no per-slot query). */
export async function readBusyTimes(
  db: Tx,
  storeId: string,
  from: number,
  to: number,
  excludeBookingId?: string,
): Promise<BusyTimes> {
  const busy = await busyTimesBatch(db).load({ storeId, from, to, exclude: excludeBookingId ?? null });
  return busy ?? { byProvider: new Map(), blocked: new Map(), version: 0 };
}

/**
 * Every active provider of a store with schedule and days off (from the store's catalogue, the
 * version the store row was read with) and the time their active booking events hold within
 * [from, to).
 */
export async function loadProviderCalendars(
  db: Tx,
  store: StoreRow,
  from: number,
  to: number,
  excludeBookingId?: string,
): Promise<EngineProvider[]> {
  const [catalog, busy] = await Promise.all([
    catalogOf(db, store),
    readBusyTimes(db, store.id, from, to, excludeBookingId),
  ]);
  return providerCalendars(catalog, busy.byProvider, from, to, busy.blocked);
}

/** The catalogue's designers with the busy times given (and of them the blocked time) and the days off near [from, to). */
export function providerCalendars(
  catalog: Catalog,
  busy: Map<string, Interval[]>,
  from: number,
  to: number,
  blocked?: Map<string, Interval[]>,
): EngineProvider[] {
  const key = `${from}:${to}`;
  const known = madeFrom.get(busy);
  if (known?.catalog === catalog && known.key === key) return known.providers;
  const providers = makeProviderCalendars(catalog, busy, from, to, blocked);
  madeFrom.set(busy, { catalog, key, providers });
  return providers;
}

/**
 * The provider values last made from a window's busy times (the busy-time cache keeps one map per
 * window and version) and a catalogue version: while neither changes, every request gets the same
 * values, so the engine's per-provider work is remembered with them (domain providerFreeTime).
 */
const madeFrom = new WeakMap<Map<string, Interval[]>, { catalog: Catalog; key: string; providers: EngineProvider[] }>();

function makeProviderCalendars(
  catalog: Catalog,
  busy: Map<string, Interval[]>,
  from: number,
  to: number,
  blocked: Map<string, Interval[]> | undefined,
): EngineProvider[] {
  const firstDay = isoDay(from - DAY);
  const lastDay = isoDay(to + DAY);
  return catalog.providers.map((p) => ({
    id: p.id,
    name: p.name,
    schedule: p.schedule as WeeklyHours | null,
    daysOff: (catalog.daysOff.get(p.id) ?? []).filter((day) => day >= firstDay && day <= lastDay),
    extraDays: p.extraDays.filter((day) => day >= firstDay && day <= lastDay),
    busy: busy.get(p.id) ?? [],
    blocked: blocked?.get(p.id) ?? [],
  }));
}
