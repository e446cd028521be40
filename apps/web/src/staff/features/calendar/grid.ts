import type { StaffCalendar } from '@salon/contract';
import { type DayHours, isActiveStatus } from '@salon/domain';

/**
 * The day grid's geometry: rows of ROW_MINUTES from a first to a last minute of the day, and where
 * each booking's block sits in a column (its rows and, when blocks overlap, its lane).
 */

export const ROW_MINUTES = 15;
/** Shown before the store opens and after it closes, so early and late bookings have room. */
const MARGIN_MINUTES = 60;
const DEFAULT_HOURS = { start: 9 * 60, end: 21 * 60 };

export type CalendarBooking = StaffCalendar['bookings'][number];

/** `HH:mm` → minutes from midnight. */
const minutesOf = (time: string): number => {
  const [h, m] = time.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};

/** `HH:mm` of minutes from midnight. */
export const clockOf = (minutes: number): string =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * The minutes the grid shows, whole hours: the store's opening hours of the day with an hour on
 * each side (9:00–21:00 on a closed day), widened to hold every booking of the day that falls outside.
 */
export function visibleMinutes(
  hours: DayHours | undefined,
  bookings: readonly { startTime: number; endTime: number }[],
  dayStart: number,
): { start: number; end: number } {
  const open = hours?.open ?? [];
  let start = open.length ? Math.min(...open.map((r) => minutesOf(r.start))) - MARGIN_MINUTES : DEFAULT_HOURS.start;
  let end = open.length ? Math.max(...open.map((r) => minutesOf(r.end))) + MARGIN_MINUTES : DEFAULT_HOURS.end;
  for (const b of bookings) {
    if (b.endTime <= dayStart || b.startTime >= dayStart + 86400) continue;
    start = Math.min(start, Math.floor((b.startTime - dayStart) / 60));
    end = Math.max(end, Math.ceil((b.endTime - dayStart) / 60));
  }
  start = Math.max(0, Math.floor(start / 60) * 60);
  end = Math.min(24 * 60, Math.ceil(end / 60) * 60);
  return { start, end };
}

/** A booking's stay in one column: from its first to its last service there. */
export interface Block {
  booking: CalendarBooking;
  startTime: number;
  endTime: number;
  /** Which of `lanes` side-by-side places it takes (0 when alone). */
  lane: number;
  lanes: number;
}

/** Whether a booking still holds its time (the domain's active statuses); the rest are drawn apart. */
export const holdsTime = (booking: Pick<CalendarBooking, 'status'>): boolean => isActiveStatus(booking.status);

/**
 * The blocks of one column: each booking holding time (`holdsTime`) with services by `columnId`,
 * between `from` and `to` (unix s). A closed, cancelled, no-show or expired booking is never a
 * block: its time is free again (`endedMarks` draws it apart). Blocks that overlap share the
 * column's width in lanes.
 */
export function columnBlocks(
  bookings: readonly CalendarBooking[],
  columnId: string,
  from: number,
  to: number,
): Block[] {
  const blocks = bookings
    .filter(holdsTime)
    .flatMap((booking) => {
      const own = booking.events.filter((e) => e.userId === columnId && e.endTime > from && e.startTime < to);
      if (own.length === 0) return [];
      const startTime = Math.min(...own.map((e) => e.startTime));
      const endTime = Math.max(...own.map((e) => e.endTime));
      return [{ booking, startTime, endTime, lane: 0, lanes: 1 }];
    })
    .sort((a, b) => a.startTime - b.startTime || a.endTime - b.endTime);
  // Greedy lanes per cluster of overlapping blocks.
  let cluster: Block[] = [];
  let clusterEnd = -1;
  const laneEnds: number[] = [];
  const close = () => {
    for (const b of cluster) b.lanes = laneEnds.length;
    cluster = [];
    laneEnds.length = 0;
  };
  for (const block of blocks) {
    if (block.startTime >= clusterEnd) close();
    let lane = laneEnds.findIndex((end) => end <= block.startTime);
    if (lane === -1) lane = laneEnds.push(0) - 1;
    laneEnds[lane] = block.endTime;
    block.lane = lane;
    cluster.push(block);
    clusterEnd = Math.max(clusterEnd, block.endTime);
  }
  close();
  return blocks;
}

/**
 * The grid rows (1-based, after `headerRows`) a time span takes in a grid that starts at
 * `firstMinute` of the day starting at `dayStart`: clamped to the grid, at least one row.
 */
export function rowSpan(
  span: { startTime: number; endTime: number },
  dayStart: number,
  range: { start: number; end: number },
  headerRows = 1,
): { rowStart: number; rowEnd: number } {
  const rows = (range.end - range.start) / ROW_MINUTES;
  const toRow = (ts: number) => (ts - dayStart) / 60 / ROW_MINUTES - range.start / ROW_MINUTES;
  const first = Math.max(0, Math.min(rows - 1, Math.floor(toRow(span.startTime))));
  const last = Math.max(first + 1, Math.min(rows, Math.ceil(toRow(span.endTime))));
  return { rowStart: first + 1 + headerRows, rowEnd: last + 1 + headerRows };
}

/** Where "now" is in the grid, as a fraction of its height; null when now is not on the grid. */
export function nowFraction(now: number, dayStart: number, range: { start: number; end: number }): number | null {
  const minute = (now - dayStart) / 60;
  if (minute < range.start || minute > range.end) return null;
  return (minute - range.start) / (range.end - range.start);
}

/** The starts of the grid's clickable cells: every `step` minutes of the range. */
export function cellStarts(range: { start: number; end: number }, step = 30): number[] {
  const starts: number[] = [];
  for (let m = range.start; m < range.end; m += step) starts.push(m);
  return starts;
}

type Span = { start: number; end: number };

/**
 * The minutes of `range` outside `working` or inside `rest` (minutes of the day): the grid greys
 * them (closed, a rest, a day off). Working spans may overlap or come unsorted.
 */
export function offSpans(working: readonly Span[], rest: readonly Span[], range: Span): Span[] {
  const on: Span[] = [];
  for (const w of [...working].sort((a, b) => a.start - b.start)) {
    let pieces: Span[] = [{ start: Math.max(w.start, range.start), end: Math.min(w.end, range.end) }];
    for (const r of rest) {
      pieces = pieces.flatMap((p) =>
        r.end <= p.start || r.start >= p.end
          ? [p]
          : [
              { start: p.start, end: r.start },
              { start: r.end, end: p.end },
            ],
      );
    }
    on.push(...pieces.filter((p) => p.end > p.start));
  }
  on.sort((a, b) => a.start - b.start);
  const off: Span[] = [];
  let cursor = range.start;
  for (const span of on) {
    if (span.start > cursor) off.push({ start: cursor, end: span.start });
    cursor = Math.max(cursor, span.end);
  }
  if (cursor < range.end) off.push({ start: cursor, end: range.end });
  return off;
}

/** The parts of unix-second spans that fall on the day starting at `dayStart`, as minutes of it. */
export function minutesOnDay(spans: readonly { startTime: number; endTime: number }[], dayStart: number): Span[] {
  return spans
    .filter((s) => s.endTime > dayStart && s.startTime < dayStart + 86400)
    .map((s) => ({
      start: Math.max(0, Math.floor((s.startTime - dayStart) / 60)),
      end: Math.min(24 * 60, Math.ceil((s.endTime - dayStart) / 60)),
    }));
}

/**
 * The ended bookings of one column (closed, cancelled, no-show, expired) as thin marks beside the
 * grid's cells: where they were, never covering the time they freed.
 */
export function endedMarks(
  bookings: readonly CalendarBooking[],
  columnId: string,
  from: number,
  to: number,
): { booking: CalendarBooking; startTime: number; endTime: number }[] {
  return bookings
    .filter((b) => !holdsTime(b))
    .flatMap((booking) => {
      const own = booking.events.filter((e) => e.userId === columnId && e.endTime > from && e.startTime < to);
      if (own.length === 0) return [];
      return [
        {
          booking,
          startTime: Math.min(...own.map((e) => e.startTime)),
          endTime: Math.max(...own.map((e) => e.endTime)),
        },
      ];
    });
}

/** Snap of a dragged booking, in minutes (docs/decisions/front-desk.md). */
const DRAG_SNAP_MINUTES = 15;

/**
 * Where a drag lands: the booking's start moved by `deltaMinutes`, snapped to DRAG_SNAP_MINUTES of
 * the day (unix s). A start on the grid's quarter hours stays on them.
 */
export function draggedStart(startTime: number, dayStart: number, deltaMinutes: number): number {
  const minute = (startTime - dayStart) / 60 + deltaMinutes;
  const snapped = Math.round(minute / DRAG_SNAP_MINUTES) * DRAG_SNAP_MINUTES;
  return dayStart + snapped * 60;
}
