import type { CSSProperties } from 'react';
import { useStaffT } from '#web/staff/lib/i18n';
import {
  type CalendarBooking,
  cellStarts,
  clockOf,
  columnBlocks,
  endedMarks,
  nowFraction,
  ROW_MINUTES,
  rowSpan,
} from '../grid';
import { useDragMove } from '../use-drag-move';
import { BookingBlock } from './BookingBlock';
import { DragToast } from './DragToast';
import { canMove } from './MoveBookingForm';

/** One column of the grid: a designer on a day (day view) or a day of one designer (week view). */
export interface GridColumn {
  key: string;
  label: string;
  designerId: string;
  date: string;
  dayStart: number;
  /** Minutes of the day greyed: outside working hours, rests, a day off. */
  off: { start: number; end: number }[];
  /** Blocked time drawn in the column (a break, a meeting). */
  blocked: Blocked[];
}

export type Blocked = { id: string; userId: string; startTime: number; endTime: number; reason: string };

const ROW_HEIGHT = '1.5rem';
const CELL_MINUTES = 30;

/** Hour lines, and fainter half-hour lines, behind the cells. */
const LINES: CSSProperties = {
  backgroundImage: `repeating-linear-gradient(to bottom, transparent 0 calc(${ROW_HEIGHT} * 2 - 1px), rgb(228 224 216 / 0.7) calc(${ROW_HEIGHT} * 2 - 1px) calc(${ROW_HEIGHT} * 2)), repeating-linear-gradient(to bottom, transparent 0 calc(${ROW_HEIGHT} * 4 - 1px), #d6d1c6 calc(${ROW_HEIGHT} * 4 - 1px) calc(${ROW_HEIGHT} * 4))`,
};

/**
 * The calendar as a plain CSS grid (docs/decisions/staff-calendar.md): a time column, one column
 * per designer (or day), rows of 15 minutes. Empty half hours are buttons (a new booking there);
 * bookings are blocks over them, placed by their services' times in that column.
 */
export function DayGrid({
  columns,
  bookings,
  range,
  now,
  onSlot,
  onOpen,
  onBlocked,
  mayMove,
}: {
  columns: GridColumn[];
  bookings: CalendarBooking[];
  range: { start: number; end: number };
  now: number;
  onSlot: (slot: { designerId: string; date: string; minute: number }) => void;
  onOpen: (bookingId: string) => void;
  onBlocked: (block: Blocked) => void;
  /** Whether this member may move bookings (drag): the role's `update:booking` permission. */
  mayMove: boolean;
}) {
  const { t } = useStaffT();
  const rows = (range.end - range.start) / ROW_MINUTES;
  const hours = cellStarts(range, 60);
  const drag = useDragMove();
  const open = (bookingId: string) => {
    if (!drag.swallowClick()) onOpen(bookingId);
  };
  return (
    <>
      <section
        aria-label={t('day.gridLabel')}
        className="grid w-full"
        style={{
          // At least 10rem a designer (the grid scrolls sideways below that), sized by the screen,
          // never by a long customer name: a block's text is cut, not its column widened.
          minWidth: `calc(4rem + ${columns.length} * 10rem)`,
          gridTemplateColumns: `4rem repeat(${columns.length}, minmax(10rem, 1fr))`,
          gridTemplateRows: `auto repeat(${rows}, ${ROW_HEIGHT})`,
        }}
      >
        <div className="sticky top-0 left-0 z-30 border-b border-line bg-canvas" />
        {columns.map((column) => (
          <div
            key={column.key}
            aria-hidden
            className="sticky top-0 z-20 border-b border-l border-line bg-canvas px-2 py-2 text-center text-sm font-semibold"
          >
            {column.label}
          </div>
        ))}
        <div
          aria-hidden
          className="sticky left-0 z-20 border-r border-line bg-canvas"
          style={{ gridColumn: 1, gridRow: `2 / span ${rows}` }}
        >
          {hours.map((minute) => (
            <div
              key={minute}
              className="relative pr-2 text-right text-xs text-muted tabular-nums"
              style={{ height: `calc(${ROW_HEIGHT} * 4)` }}
            >
              <span className="relative -top-2">{clockOf(minute)}</span>
            </div>
          ))}
        </div>
        {columns.map((column, index) => (
          <Column
            key={column.key}
            column={column}
            index={index}
            bookings={bookings}
            range={range}
            rows={rows}
            now={now}
            onSlot={onSlot}
            onOpen={open}
            onBlocked={onBlocked}
            drag={mayMove ? drag : null}
          />
        ))}
      </section>
      <DragToast notice={drag.notice} pending={drag.pending} onUndo={drag.undo} onDismiss={drag.dismiss} />
    </>
  );
}

function Column({
  column,
  index,
  bookings,
  range,
  rows,
  now,
  onSlot,
  onOpen,
  onBlocked,
  drag,
}: {
  column: GridColumn;
  index: number;
  bookings: CalendarBooking[];
  range: { start: number; end: number };
  rows: number;
  now: number;
  onSlot: (slot: { designerId: string; date: string; minute: number }) => void;
  onOpen: (bookingId: string) => void;
  onBlocked: (block: Blocked) => void;
  drag: ReturnType<typeof useDragMove> | null;
}) {
  const { t } = useStaffT();
  const from = column.dayStart + range.start * 60;
  const to = column.dayStart + range.end * 60;
  const blocks = columnBlocks(bookings, column.designerId, from, to);
  const ended = endedMarks(bookings, column.designerId, from, to);
  const nowAt = nowFraction(now, column.dayStart, range);
  const spanOf = (startTime: number, endTime: number) => rowSpan({ startTime, endTime }, column.dayStart, range, 0);
  return (
    <section
      data-testid={`column-${column.key}`}
      data-drop-designer={column.designerId}
      data-drop-day={column.dayStart}
      aria-label={column.label}
      className="relative grid min-w-0 border-l border-line bg-white"
      style={{
        gridColumn: index + 2,
        gridTemplateColumns: 'minmax(0, 1fr)',
        gridRow: `2 / span ${rows}`,
        gridTemplateRows: `repeat(${rows}, ${ROW_HEIGHT})`,
        ...LINES,
      }}
    >
      {column.off.map((span) => {
        const { rowStart, rowEnd } = spanOf(column.dayStart + span.start * 60, column.dayStart + span.end * 60);
        return (
          <div
            key={`off-${span.start}`}
            aria-hidden
            className="col-start-1 bg-[repeating-linear-gradient(135deg,rgb(0_0_0/0.035)_0_6px,transparent_6px_12px)] bg-stone-100/80"
            style={{ gridRow: `${rowStart} / ${rowEnd}` }}
          />
        );
      })}
      {cellStarts(range, CELL_MINUTES).map((minute) => {
        const { rowStart, rowEnd } = spanOf(
          column.dayStart + minute * 60,
          column.dayStart + (minute + CELL_MINUTES) * 60,
        );
        return (
          <button
            key={minute}
            type="button"
            tabIndex={-1}
            aria-label={t('day.newAt', { column: column.label, time: clockOf(minute) })}
            data-slot={`${column.designerId}@${column.date}T${clockOf(minute)}`}
            onClick={() => onSlot({ designerId: column.designerId, date: column.date, minute })}
            className="col-start-1 z-0 hover:bg-brand-50/70 focus-visible:bg-brand-50"
            style={{ gridRow: `${rowStart} / ${rowEnd}` }}
          />
        );
      })}
      {column.blocked.map((b) => {
        const { rowStart, rowEnd } = spanOf(b.startTime, b.endTime);
        return (
          <button
            type="button"
            key={b.id}
            data-testid={`blocked-${b.id}`}
            onClick={() => onBlocked(b)}
            className="col-start-1 z-10 m-0.5 min-h-11 overflow-hidden rounded-lg border border-dashed border-stone-500 bg-stone-200 px-2 py-1 text-left text-xs text-stone-900 focus-visible:outline-2 focus-visible:outline-brand-500"
            style={{ gridRow: `${rowStart} / ${rowEnd}` }}
          >
            <span className="font-semibold">{t('day.blocked')}</span> {b.reason}
          </button>
        );
      })}
      {ended.map((mark) => {
        const { rowStart, rowEnd } = spanOf(mark.startTime, mark.endTime);
        // A thin mark at the column's edge where an ended booking was: it covers no cell (the list below opens it).
        return (
          <div
            key={`ended-${mark.booking.id}`}
            aria-hidden
            data-testid={`ended-mark-${mark.booking.id}`}
            title={t('ended.mark', { name: mark.booking.customer.name, status: t(`status.${mark.booking.status}`) })}
            className="pointer-events-none col-start-1 z-10 w-1 justify-self-end rounded-full bg-stone-400"
            style={{ gridRow: `${rowStart} / ${rowEnd}` }}
          />
        );
      })}
      {blocks.map((block) => {
        const { rowStart, rowEnd } = spanOf(block.startTime, block.endTime);
        return (
          <BookingBlock
            key={block.booking.id}
            block={block}
            columnId={column.designerId}
            now={now}
            onOpen={onOpen}
            drag={drag && canMove(block.booking) ? { ...drag.handlers, dayStart: column.dayStart, rows } : null}
            style={{
              gridRow: `${rowStart} / ${rowEnd}`,
              width: `calc(${100 / block.lanes}% - 4px)`,
              marginLeft: `calc(${(100 * block.lane) / block.lanes}% + 2px)`,
            }}
          />
        );
      })}
      {nowAt !== null && (
        <div
          data-testid="now-line"
          aria-hidden
          className="pointer-events-none absolute inset-x-0 z-20 h-0.5 bg-red-600"
          style={{ top: `${nowAt * 100}%` }}
        >
          <span className="absolute -top-1 -left-1 size-2.5 rounded-full bg-red-600" />
        </div>
      )}
    </section>
  );
}
