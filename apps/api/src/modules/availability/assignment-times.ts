import type { AssignmentWindow, Interval } from '@salon/domain';
import { type SQL, sql } from 'drizzle-orm';
import { textArrayLiteral } from '#api/db/array-literal';
import { arrivalBatch } from '#api/db/arrival-batch';
import type { Tx } from '#api/db/client';
import { executeNamed } from '#api/db/named';
import { preparedPerHandle } from '#api/db/prepared';
import { bookingEvents } from '#api/db/schema/bookings';
import { designerBlocks } from '#api/db/schema/calendar';
import { at } from '#api/db/time';
import { heldByProvider, heldWithin } from './busy-repository';

/**
 * What a booking's assignment reads of the designers' time (domain assignmentWindow): the busy
 * time within the cart, and per designer the minutes held on the cart's local day. Summed by
 * PostgreSQL instead of shipping the day's events: on a full day that is hundreds of events per
 * booking, each built into JSON, parsed and swept again, for a number per designer.
 */
export interface AssignmentTimes {
  byProvider: Map<string, Interval[]>;
  dayMinutes: Map<string, number>;
  /** What holds the time within the cart, by kind: a staff booking's refusal names it (TIME_TAKEN). */
  held: HeldWithin;
}

/** [designer, start, end] of the booked services and of the blocked time within the cart. */
export interface HeldWithin {
  booking: [string, number, number][];
  block: [string, number, number][];
}

interface AssignmentRead {
  storeId: string;
  window: AssignmentWindow;
}

/**
 * Per window: the active booking events and the blocked time overlapping the cart (JSON arrays of
 * [provider, start, end]) and the seconds each designer holds within the day, as the domain counts
 * them (the union of their busy time, clipped to the day). Active events never overlap another
 * event of their designer (the exclusion constraint) nor blocked time (the events' trigger, and
 * calendar/blocks.ts under the designer's lock), so their clipped lengths simply add up; blocked
 * times may overlap each other, so theirs are merged first (range_agg). The windows asked for
 * together share the statement (arrivalBatch); its text is the same for any number of them.
 */
function assignmentTimesQuery(reads: readonly AssignmentRead[]) {
  const iso = (seconds: number) => at(seconds).toISOString();
  const column = (pick: (w: AssignmentWindow) => number) => textArrayLiteral(reads.map((r) => iso(pick(r.window))));
  const eventsIn = (from: SQL, to: SQL) =>
    sql`e.store_id = w.store_id AND e.active AND e.during && tstzrange(${from}, ${to})`;
  const blocksIn = (from: SQL, to: SQL) => sql`b.store_id = w.store_id AND b.during && tstzrange(${from}, ${to})`;
  const day = [sql`w.day_from`, sql`w.day_to`] as const;
  const held = heldWithin(sql`w.cart_from`, sql`w.cart_to`);
  return sql`SELECT w.i::int AS i, ${held.busy} AS busy, ${held.blocked} AS blocked,
      (SELECT json_object_agg(t.provider_id, t.seconds) FROM (
        SELECT h.provider_id, date_part('epoch', sum(h.held)) AS seconds FROM (
          SELECT e.provider_id, least(e.end_time, w.day_to) - greatest(e.start_time, w.day_from) AS held
            FROM ${bookingEvents} e WHERE ${eventsIn(...day)}
          UNION ALL
          SELECT m.provider_id, upper(r) - lower(r) FROM (
              SELECT b.provider_id, range_agg(b.during * tstzrange(w.day_from, w.day_to)) AS merged
                FROM ${designerBlocks} b WHERE ${blocksIn(...day)} GROUP BY b.provider_id
            ) m, unnest(m.merged) AS r
        ) h GROUP BY h.provider_id) t) AS seconds
    FROM unnest(${textArrayLiteral(reads.map((r) => r.storeId))}::uuid[],
      ${column((w) => w.day.start)}::timestamptz[], ${column((w) => w.day.end)}::timestamptz[],
      ${column((w) => w.cart.start)}::timestamptz[], ${column((w) => w.cart.end)}::timestamptz[])
      WITH ORDINALITY AS w(store_id, day_from, day_to, cart_from, cart_to, i)`;
}

type Held = [string, number, number][] | null;

interface AssignmentRow {
  i: number;
  busy: Held;
  blocked: Held;
  seconds: Record<string, number> | null;
}

function assignmentTimesOf(row: AssignmentRow): AssignmentTimes {
  const byProvider = heldByProvider(row.busy, row.blocked);
  // Whole minutes, rounded as the domain's bookedMinutesOn rounds them.
  const dayMinutes = new Map(Object.entries(row.seconds ?? {}).map(([id, s]) => [id, Math.round(s / 60)]));
  return { byProvider, dayMinutes, held: { booking: row.busy ?? [], block: row.blocked ?? [] } };
}

const assignmentTimesBatch = preparedPerHandle((db) =>
  arrivalBatch<AssignmentRead, AssignmentTimes>(async (reads) => {
    const query = assignmentTimesQuery(reads);
    const { rows } = (await executeNamed(db, 'assignment_times', query)) as { rows: AssignmentRow[] };
    const answers: (AssignmentTimes | null)[] = reads.map(() => null);
    for (const row of rows) answers[row.i - 1] = assignmentTimesOf(row);
    return answers;
  }),
);

/** The designers' time a booking's assignment needs (through `db`: inside a transaction, as it sees it). */
export async function readAssignmentTimes(db: Tx, storeId: string, window: AssignmentWindow): Promise<AssignmentTimes> {
  const times = await assignmentTimesBatch(db).load({ storeId, window });
  return times ?? { byProvider: new Map(), dayMinutes: new Map(), held: { booking: [], block: [] } };
}
