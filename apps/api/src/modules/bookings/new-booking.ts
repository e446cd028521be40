import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { arrivalBatch } from '#api/db/arrival-batch';
import type { Tx } from '#api/db/client';
import { executeNamed } from '#api/db/named';
import { preparedPerHandle } from '#api/db/prepared';
import { bookingEvents, bookingStatusHistory, bookings } from '#api/db/schema/bookings';
import { type HistoryEntry, historyRows, type NewBooking, type NewBookingEvent } from './repository';
import { lockEventTimes } from './time-locks';

/** A new booking with the events that hold its providers' time and its first history entries. */
export interface NewBookingWrite {
  booking: NewBooking;
  events: NewBookingEvent[];
  history: HistoryEntry[];
}

/**
 * New bookings, the events that hold their providers' time and their first history entries in ONE
 * statement: atomic on its own (no BEGIN/COMMIT round trips), and the exclusion constraint on
 * the events still refuses it whole when another booking holds the time. The events are inserted
 * only after the statement has taken their locks (time-locks.ts): the designers' rows FOR KEY
 * SHARE (against blocked time) and each (designer, hour) they touch, so two bookings over the same
 * time wait for each other instead of deadlocking, and bookings at other times do not wait at all.
 * The text is the same for one booking or many (one JSON parameter per table).
 */
export async function insertNewBookings(db: Tx, writes: readonly NewBookingWrite[]) {
  const booked = jsonRecords(
    bookings,
    writes.map((w) => w.booking),
  );
  const held = jsonRecords(
    bookingEvents,
    writes.flatMap((w) => w.events),
  );
  const noted = jsonRecords(bookingStatusHistory, historyRows(writes.flatMap((w) => w.history)));
  const locks = lockEventTimes(writes.map((w) => ({ storeId: w.booking.storeId, events: w.events })));
  await executeNamed(
    db,
    'new_booking',
    sql`WITH held AS (${locks}),
      new_booking AS (
        INSERT INTO ${bookings} (${booked.columns})
        SELECT ${booked.columns} FROM jsonb_populate_recordset(NULL::bookings, ${booked.json}::jsonb)
      ),
      new_events AS (
        INSERT INTO ${bookingEvents} (${held.columns})
        SELECT ${held.columns} FROM jsonb_populate_recordset(NULL::booking_events, ${held.json}::jsonb)
        WHERE (SELECT n FROM held) >= 0
      )
      INSERT INTO ${bookingStatusHistory} (${noted.columns})
      SELECT ${noted.columns} FROM jsonb_populate_recordset(NULL::booking_status_history, ${noted.json}::jsonb)`,
  );
}

/**
 * Group commit for new bookings outside a transaction: the bookings whose writes arrive together
 * (as arrivalBatch gathers reads) go into ONE statement, so the statement's fixed costs (a round
 * trip, executor start-up, the commit) are paid once per batch. A batch commits whole or not at
 * all; when it fails (another booking took a designer, two in the batch overlap, a key was used
 * twice), each of its bookings is written alone, so each gets its own answer, exactly as if it had
 * never shared a statement.
 */
const newBookingBatch = preparedPerHandle((db) =>
  arrivalBatch<NewBookingWrite, true>(async (writes) => {
    if (writes.length > 1) {
      try {
        await insertNewBookings(db, writes);
        return writes.map(() => true as const);
      } catch {
        // Written alone below: each gets its own answer.
      }
    }
    return Promise.all(
      writes.map((w) =>
        insertNewBookings(db, [w]).then(
          () => true as const,
          (error: unknown) => (error instanceof Error ? error : new Error(String(error))),
        ),
      ),
    );
  }, 50),
);

/** A new booking written outside a transaction, in one statement with those that arrive with it. */
export async function insertNewBookingInBatch(db: Tx, write: NewBookingWrite): Promise<void> {
  await newBookingBatch(db).load(write);
}

/**
 * Rows as JSON records of the table's row type (column names; dates as ISO text) and the list of
 * the columns they give (the others take their defaults). One JSON parameter per table instead of
 * one per value: the statement's text is the same for every booking, and building it stays cheap
 * (with drizzle's insert builders, drizzle was a fifth of a booking's CPU in the profile). The
 * tables' columns and each column list's SQL are made once.
 * A column one row gives and another lacks is null in the other, not its default: the rows of a
 * statement (a batch's bookings too) come from the same builders, so they give the same columns.
 */
function jsonRecords(table: PgTable, rows: readonly Record<string, unknown>[]) {
  const given = columnsOf(table).filter(([prop]) => rows.some((row) => row[prop] !== undefined));
  const records = rows.map((row) => {
    const record: Record<string, unknown> = {};
    for (const [prop, name] of given) {
      const value = row[prop];
      record[name] = value instanceof Date ? value.toISOString() : (value ?? null);
    }
    return record;
  });
  return { columns: columnList(given), json: JSON.stringify(records) };
}

const tableColumns = new WeakMap<PgTable, (readonly [string, string])[]>();

/** [property, column name] of each of a table's columns. */
function columnsOf(table: PgTable): (readonly [string, string])[] {
  let columns = tableColumns.get(table);
  if (!columns) {
    columns = Object.entries(getTableColumns(table) as Record<string, { name: string }>).map(
      ([prop, column]) => [prop, column.name] as const,
    );
    tableColumns.set(table, columns);
  }
  return columns;
}

const columnLists = new Map<string, SQL>();

/** Our own schema's column names, quoted: one raw chunk instead of one identifier chunk each. */
function columnList(given: readonly (readonly [string, string])[]): SQL {
  const text = given.map(([, name]) => `"${name}"`).join(', ');
  let list = columnLists.get(text);
  if (!list) {
    list = sql.raw(text);
    columnLists.set(text, list);
  }
  return list;
}
