/**
 * The capacity model of docs/decisions/performance.md from this run's CPU per request: how many
 * salons of 20 designers one API process (one JavaScript thread) and one PostgreSQL core serve at a
 * Saturday peak hour, each kept under 70 % busy.
 *
 * The hour of one store (performance.md, "A store of 20 designers on a Saturday morning"): 1,200
 * availability requests, 480 store page and menu reads, 120 checkouts, 60 bookings, 300 re-reads of
 * busy times after them, and 5 staff screens polling the calendar every 3 s (6,000 polls). Of the
 * polls, those that follow a change on the days of their window (the calendar's version is per store
 * and day: a booking, status move, block or payment of those days) get the full answer; the rest a
 * 304. Of the full answers, one per change is built and the others are given the one built
 * (calendar/answers.ts): assumed, the 5 screens show the same window to staff who see every column
 * (a designer's own column is another answer).
 *
 * With the event stream (calendar/watch.ts, the staff web's calendar-events.ts) the screens poll only
 * every 60 s as a fallback and connect again every 5 minutes; the process reads each watched window
 * once a tick, writes an event to each screen per change of its window and a heartbeat every 15 s,
 * and each screen asks for the calendar after an event: one answer built per change, the others
 * given it.
 */
import type { CpuPerRequest } from '../apps/api/bench/cpu';
import { HEARTBEAT_MS } from '../apps/api/src/http/event-stream';
import { WATCH_TICK_MS } from '../apps/api/src/modules/calendar/watch';
import { int } from './format';

/** Changes of a store's calendar in its peak hour: 60 online bookings, ~90 moves at the desk (arrived, done, paid). */
export const CHANGES_PER_HOUR = 150;
/**
 * Of those, the changes on the days of the desks' window (its version is per day: migration 0048):
 * the 90 moves at the desk are today's; of the 60 online bookings, assumed a quarter are for the
 * window's days (today and the next two), the rest for later days.
 */
export const WINDOW_CHANGES_PER_HOUR = 90 + 15;
const SCREENS = 5;
const POLLS_PER_SCREEN = 1_200;
/** The staff web's poll while its stream is open (CALENDAR_FALLBACK_POLL_MS, 60 s): an hour's polls per screen. */
const FALLBACK_POLLS_PER_SCREEN = 60;
/**
 * A stream ends every 5 minutes (http/event-stream.ts, MAX_AGE_MS) and the browser connects again:
 * the new stream's request and the 304 asked on its first event, each counted at a 304's cost.
 */
const RECONNECT_REQUESTS_PER_SCREEN = 12 * 2;
type Cpu = { appUs: number; postgresUs: number };

export interface CapacityInput {
  floor: CpuPerRequest;
  duration: CpuPerRequest;
  booking: CpuPerRequest;
  unchangedPoll: CpuPerRequest;
  /** A full answer given from the ones kept by ETag. */
  fullPoll: CpuPerRequest;
  /** A full answer built. */
  builtPoll: CpuPerRequest;
  /**
   * A re-read of the busy times of the date strip's window after a booking moved the store's busy
   * version: the strip's request with its busy times read again, less the same request kept (strip.ts).
   */
  busyReRead: CpuPerRequest;
  /** One watch tick's read, per window (streams.ts). */
  watchTick: CpuPerRequest;
  /** One event written to one open stream (streams.ts); a heartbeat is counted at the same cost. */
  streamWrite: CpuPerRequest;
}

export interface CapacityFigures {
  /** CPU seconds of one store's peak hour. */
  customers: Cpu;
  /** All 6,000 polls answered 304 (no change in the hour): the bound the 304 alone allows. */
  pollsUnchanged: Cpu;
  /** With CHANGES_PER_HOUR changes: the polls after a change get the full calendar. */
  pollsWithChanges: Cpu;
  fullPollsPerHour: number;
  /** Of those, the answers built: one per change at most. */
  builtPollsPerHour: number;
  /** The screens with the event stream open: ticks, events, heartbeats, fallback polls and the fetches after events. */
  streamed: Cpu;
  perProcess: Stores;
  perPostgresCore: Stores;
}

interface Stores {
  unchanged: number;
  withChanges: number;
  /** With the changes, the screens on the event stream. */
  streamed: number;
  customersOnly: number;
}

const known = (c: CpuPerRequest): Cpu => ({ appUs: c.appUs ?? Number.NaN, postgresUs: c.postgresUs ?? Number.NaN });

/** Seconds of CPU for `n` requests of `cost` each, summed over parts. */
function seconds(parts: [number, Cpu][]): Cpu {
  const sum = (pick: (c: Cpu) => number) => parts.reduce((s, [n, c]) => s + n * pick(c), 0) / 1e6;
  return { appUs: sum((c) => c.appUs), postgresUs: sum((c) => c.postgresUs) };
}

/** Stores served under 70 % of one core. */
const storesPer = (secondsPerStore: number) => Math.floor((0.7 * 3600) / secondsPerStore);

export function capacity(input: CapacityInput): CapacityFigures {
  const booking = known(input.booking);
  const customers = seconds([
    [1_200, known(input.duration)],
    [480, known(input.floor)], // cached answers: the floor's cost as a bound
    [120, booking], // a checkout: a booking's cost as a bound
    [60, booking],
    [300, known(input.busyReRead)],
  ]);
  // A poll sees a change when one came in its 3 s: 1,200 × (1 − e^(−changes ÷ 1,200)) per screen.
  const fullPolls = Math.round(
    SCREENS * POLLS_PER_SCREEN * (1 - Math.exp(-WINDOW_CHANGES_PER_HOUR / POLLS_PER_SCREEN)),
  );
  const polls = SCREENS * POLLS_PER_SCREEN;
  const pollsUnchanged = seconds([[polls, known(input.unchangedPoll)]]);
  const builtPolls = Math.min(fullPolls, WINDOW_CHANGES_PER_HOUR);
  const pollsWithChanges = seconds([
    [polls - fullPolls, known(input.unchangedPoll)],
    [fullPolls - builtPolls, known(input.fullPoll)],
    [builtPolls, known(input.builtPoll)],
  ]);
  const streamed = seconds([
    [3_600_000 / WATCH_TICK_MS, known(input.watchTick)],
    [SCREENS * (WINDOW_CHANGES_PER_HOUR + 1 + 3_600_000 / HEARTBEAT_MS), known(input.streamWrite)],
    [SCREENS * (FALLBACK_POLLS_PER_SCREEN + RECONNECT_REQUESTS_PER_SCREEN), known(input.unchangedPoll)],
    [WINDOW_CHANGES_PER_HOUR * (SCREENS - 1), known(input.fullPoll)],
    [WINDOW_CHANGES_PER_HOUR, known(input.builtPoll)],
  ]);
  const per = (pick: (c: Cpu) => number): Stores => ({
    unchanged: storesPer(pick(customers) + pick(pollsUnchanged)),
    withChanges: storesPer(pick(customers) + pick(pollsWithChanges)),
    streamed: storesPer(pick(customers) + pick(streamed)),
    customersOnly: storesPer(pick(customers)),
  });
  return {
    customers,
    pollsUnchanged,
    pollsWithChanges,
    fullPollsPerHour: fullPolls,
    builtPollsPerHour: builtPolls,
    streamed,
    perProcess: per((c) => c.appUs),
    perPostgresCore: per((c) => c.postgresUs),
  };
}

const s = (c: Cpu) => `${c.appUs.toFixed(2)} s thread, ${c.postgresUs.toFixed(2)} s PostgreSQL`;

/** The capacity rows of the bench's table. */
export function capacityRows(c: CapacityFigures): [string, string, string][] {
  return [
    ['capacity: a store’s peak hour, customers’ side', s(c.customers), ''],
    ['capacity: 6,000 calendar polls, all unchanged (304)', s(c.pollsUnchanged), ''],
    [
      `capacity: the polls with ${CHANGES_PER_HOUR} changes an hour, ${WINDOW_CHANGES_PER_HOUR} in the window (${int(c.fullPollsPerHour)} full answers, ${int(c.builtPollsPerHour)} built)`,
      s(c.pollsWithChanges),
      '',
    ],
    [
      `capacity: the screens on the event stream, ${WINDOW_CHANGES_PER_HOUR} changes in the window (ticks, events, heartbeats, fallback polls, fetches)`,
      s(c.streamed),
      '',
    ],
    ['stores per API process (70 % of its thread)', storesText(c.perProcess), '≥ 2,000'],
    ['stores per PostgreSQL core (70 %)', storesText(c.perPostgresCore), '≥ 1,000'],
  ];
}

const storesText = (n: Stores) =>
  `${int(n.streamed)} with the event stream; ${int(n.withChanges)} polling every 3 s; ${int(n.unchanged)} with every poll a 304; ${int(n.customersOnly)} customers only`;
