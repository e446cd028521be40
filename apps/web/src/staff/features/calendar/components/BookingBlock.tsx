import { formatTime } from '@salon/domain';
import type { CSSProperties, PointerEvent } from 'react';
import { useStoreZone } from '#web/staff/lib/hooks';
import { useStaffT } from '#web/staff/lib/i18n';
import { paymentState, STATUS_TONE, serviceNames } from '../booking';
import type { Block } from '../grid';

export interface BlockDrag {
  onPointerDown: (e: PointerEvent<HTMLElement>, block: Block, dayStart: number, rows: number) => void;
  onPointerMove: (e: PointerEvent<HTMLElement>) => void;
  onPointerUp: (e: PointerEvent<HTMLElement>) => void;
  onPointerCancel: () => void;
  dayStart: number;
  rows: number;
}

/**
 * A booking in a column: the customer, the time, the services there, the status in words (its
 * colour repeats it), paid or what is due, and the notes. A button: it opens the booking's panel.
 */
export function BookingBlock({
  block,
  columnId,
  now,
  onOpen,
  style,
  drag,
}: {
  block: Block;
  columnId: string;
  now: number;
  onOpen: (bookingId: string) => void;
  style: CSSProperties;
  /** Drag to move (a movable booking, a member who may move it): the pointer handlers and the column's geometry. */
  drag: BlockDrag | null;
}) {
  const { t } = useStaffT();
  const zone = useStoreZone();
  const { booking } = block;
  const payment = paymentState(booking, now);
  const time = `${formatTime(block.startTime, zone)}–${formatTime(block.endTime, zone)}`;
  return (
    <button
      type="button"
      data-testid={`booking-${booking.id}`}
      data-status={booking.status}
      onClick={() => onOpen(booking.id)}
      {...(drag
        ? {
            'data-draggable': 'true',
            onPointerDown: (e: PointerEvent<HTMLElement>) => drag.onPointerDown(e, block, drag.dayStart, drag.rows),
            onPointerMove: drag.onPointerMove,
            onPointerUp: drag.onPointerUp,
            onPointerCancel: drag.onPointerCancel,
          }
        : {})}
      className={`col-start-1 z-10 my-px flex min-h-11 flex-col items-start gap-0.5 self-stretch justify-self-start overflow-hidden rounded-lg border border-l-4 px-2 py-1 text-left text-xs leading-snug shadow-sm transition-shadow hover:shadow-md data-[draggable]:cursor-grab data-[draggable]:touch-none data-[dragging]:cursor-grabbing data-[dragging]:opacity-90 data-[dragging]:shadow-lg focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-500 ${STATUS_TONE[booking.status]}`}
      style={style}
    >
      <span className="flex w-full items-baseline gap-1">
        <span className="truncate text-sm font-semibold">{booking.customer.name}</span>
        <span className="ml-auto shrink-0 tabular-nums">{time}</span>
      </span>
      <span className="flex flex-wrap gap-1">
        <span className="rounded bg-white/80 px-1 font-medium">{t(`status.${booking.status}`)}</span>
        <span
          className={`rounded px-1 font-medium ${payment === 'paid' || payment === 'none' ? 'bg-white/80' : 'bg-amber-100 text-amber-950'}`}
        >
          {t(`payment.${payment}`)}
        </span>
      </span>
      <span className="w-full truncate">{serviceNames(booking, columnId).join('、')}</span>
      {booking.customerNotes && <span className="w-full truncate italic">“{booking.customerNotes}”</span>}
    </button>
  );
}
