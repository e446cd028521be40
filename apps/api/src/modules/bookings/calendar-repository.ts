import type { EngineProvider, Interval, WeeklyHours } from '@salon/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '#api/db/client';
import { preparedPerHandle } from '#api/db/prepared';
import type { StoreRow } from '#api/db/rows';
import { bookingEvents, busyVersions, designerBlocks } from '#api/db/schema/index';
import { at } from '#api/db/time';
import { type Catalog, catalogOf } from '../catalog/service';

/** The designers' calendars the availability engine reads: their schedules and the time bookings hold. */

const DAY = 86400;
const isoDay = (seconds: number) => new Date(seconds * 1000).toISOString().slice(0, 10);

/**
 * Active booking events (and, in a second column, blocked time) of a store overlapping [from, to):
 * who is busy when, as ONE row holding a
 * JSON array of [provider, start, end] (null when none). One value instead of a row per event:
 * parsed by one JSON.parse instead of a protocol message, a parse and drizzle's row mapping per
 * event (+7 % availability requests/s, docs/decisions/performance.md).
 */
const busyTimesQuery = preparedPerHandle((db) =>
  db
    .select({
      busy: sql<[string, number, number][] | null>`json_agg(json_build_array(${bookingEvents.providerId},
        extract(epoch FROM ${bookingEvents.startTime})::float8, extract(epoch FROM ${bookingEvents.endTime})::float8))`,
      blocked: sql<[string, number, number][] | null>`(SELECT json_agg(json_build_array(b.provider_id,
        extract(epoch FROM b.start_time)::float8, extract(epoch FROM b.end_time)::float8))
        FROM ${designerBlocks} b WHERE b.store_id = ${sql.placeholder('storeId')}::uuid
        AND b.during && tstzrange(${sql.placeholder('from')}::timestamptz, ${sql.placeholder('to')}::timestamptz))`,
      // The store's busy-time version in the same snapshot: what a cached copy of these rows is worth.
      version: sql<number>`(SELECT coalesce(sum(v.n), 0)::float8 FROM ${busyVersions} v
        WHERE v.store_id = ${sql.placeholder('storeId')}::uuid)`,
    })
    .from(bookingEvents)
    .where(
      and(
        eq(bookingEvents.storeId, sql.placeholder('storeId')),
        // Literal, not a parameter: the generic plan then uses the partial index (WHERE active).
        sql`${bookingEvents.active}`,
        sql`${bookingEvents.during} && tstzrange(${sql.placeholder('from')}::timestamptz, ${sql.placeholder('to')}::timestamptz)`,
        sql`(${sql.placeholder('exclude')}::text IS NULL OR ${bookingEvents.bookingId} <> ${sql.placeholder('exclude')}::text)`,
      ),
    )
    .prepare('busy_times'),
);

/** Who is busy when within a window (bookings and blocked time alike), and the store's busy-time version then. */
export interface BusyTimes {
  byProvider: Map<string, Interval[]>;
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
  const [row] = await busyTimesQuery(db).execute({
    storeId,
    from: at(from).toISOString(),
    to: at(to).toISOString(),
    exclude: excludeBookingId ?? null,
  });
  const byProvider = new Map<string, Interval[]>();
  // Blocked time (a break, a meeting) is busy time to the engine like a booking.
  for (const [providerId, start, end] of [...(row?.busy ?? []), ...(row?.blocked ?? [])]) {
    const held = byProvider.get(providerId) ?? [];
    held.push({ start, end });
    byProvider.set(providerId, held);
  }
  return { byProvider, version: Number(row?.version ?? 0) };
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
  return providerCalendars(catalog, busy.byProvider, from, to);
}

/** The catalogue's designers with the busy times given and the days off near [from, to). */
export function providerCalendars(
  catalog: Catalog,
  busy: Map<string, Interval[]>,
  from: number,
  to: number,
): EngineProvider[] {
  const key = `${from}:${to}`;
  const known = madeFrom.get(busy);
  if (known?.catalog === catalog && known.key === key) return known.providers;
  const providers = makeProviderCalendars(catalog, busy, from, to);
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
  }));
}
