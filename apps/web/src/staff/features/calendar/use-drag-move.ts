import { endpoints } from '@salon/contract';
import { formatTime } from '@salon/domain';
import { type PointerEvent as ReactPointerEvent, useRef, useState } from 'react';
import { useRefresh } from '#web/staff/lib/action';
import { staffCall } from '#web/staff/lib/client';
import { useStaffCode, useStoreZone } from '#web/staff/lib/hooks';
import { errorText, useStaffLocale, useStaffT } from '#web/staff/lib/i18n';
import { type Block, draggedStart, ROW_MINUTES } from './grid';

/** A pointer must travel this far before a press becomes a drag (a tap still opens the booking). */
const DRAG_THRESHOLD_PX = 8;

/** What the desk is told after a drop: moved (with undo), moved back, or refused (the booking snapped back). */
export type DragNotice =
  | { kind: 'moved'; text: string; undo: { bookingId: string; startTime: number; userId: string | undefined } }
  | { kind: 'undone'; text: string }
  | { kind: 'refused'; text: string };

interface Pressed {
  pointerId: number;
  x: number;
  y: number;
  block: Block;
  dayStart: number;
  rowPx: number;
  el: HTMLElement;
  dragging: boolean;
}

/**
 * The column under a point: its designer and day start (the grid's columns carry them as data).
 * The dragged block itself is passed over: it is drawn under the pointer but still sits in the
 * column it came from, which would keep every drop in that column.
 */
function columnAt(x: number, y: number, dragged: HTMLElement): { designerId: string; dayStart: number } | null {
  for (const el of document.elementsFromPoint(x, y)) {
    if (dragged.contains(el)) continue;
    const column = (el as HTMLElement).closest<HTMLElement>('[data-drop-designer]');
    if (column) return { designerId: column.dataset.dropDesigner!, dayStart: Number(column.dataset.dropDay) };
  }
  return null;
}

/**
 * Drag to move a booking with mouse, pen or touch (pointer events): the block follows the pointer,
 * the drop asks the API's move (`staffMoveBooking`, the move form's checks) for the start snapped to
 * 15 minutes, in the column under the pointer. A refusal says why and the block snaps back; a move
 * can be undone (moved back by the same call). A tap without travel is still a click.
 */
export function useDragMove() {
  const { t } = useStaffT();
  const locale = useStaffLocale();
  const zone = useStoreZone();
  const code = useStaffCode();
  const refresh = useRefresh(code, ['calendar']);
  const [pending, setPending] = useState(false);
  const pressed = useRef<Pressed | null>(null);
  const dragged = useRef(false);
  const [notice, setNotice] = useState<DragNotice | null>(null);

  const reset = (p: Pressed) => {
    p.el.style.transform = '';
    p.el.style.zIndex = '';
    p.el.removeAttribute('data-dragging');
  };

  /** The API's move (the move form's checks); true when it moved, else the refusal is told. */
  const send = async (body: { bookingId: string; startTime: number; userId: string | undefined }) => {
    setPending(true);
    try {
      await staffCall(endpoints.staffMoveBooking, {
        cname: code,
        body: {
          bookingId: body.bookingId,
          startTime: body.startTime,
          outsideHours: false,
          ...(body.userId ? { userId: body.userId } : {}),
        },
      });
      return true;
    } catch (error) {
      setNotice({ kind: 'refused', text: t('drag.refused', { reason: errorText(error, locale) }) });
      return false;
    } finally {
      setPending(false);
      await refresh();
    }
  };

  const onPointerDown = (event: ReactPointerEvent<HTMLElement>, block: Block, dayStart: number, rows: number) => {
    if (event.button !== 0 || pending) return;
    const column = event.currentTarget.closest<HTMLElement>('[data-drop-designer]');
    if (!column) return;
    pressed.current = {
      pointerId: event.pointerId,
      x: event.clientX,
      y: event.clientY,
      block,
      dayStart,
      rowPx: column.getBoundingClientRect().height / rows,
      el: event.currentTarget,
      dragging: false,
    };
    dragged.current = false;
  };

  const onPointerMove = (event: ReactPointerEvent<HTMLElement>) => {
    const p = pressed.current;
    if (!p || p.pointerId !== event.pointerId) return;
    const dx = event.clientX - p.x;
    const dy = event.clientY - p.y;
    if (!p.dragging && Math.hypot(dx, dy) < DRAG_THRESHOLD_PX) return;
    if (!p.dragging) {
      p.dragging = true;
      p.el.setPointerCapture(event.pointerId);
      p.el.setAttribute('data-dragging', 'true');
      p.el.style.zIndex = '40';
    }
    const snappedRows = Math.round(dy / p.rowPx);
    p.el.style.transform = `translate(${dx}px, ${snappedRows * p.rowPx}px)`;
  };

  const onPointerUp = (event: ReactPointerEvent<HTMLElement>) => {
    const p = pressed.current;
    pressed.current = null;
    if (!p || p.pointerId !== event.pointerId || !p.dragging) return;
    dragged.current = true;
    const booking = p.block.booking;
    const delta = Math.round((event.clientY - p.y) / p.rowPx) * ROW_MINUTES;
    const target = columnAt(event.clientX, event.clientY, p.el) ?? { designerId: '', dayStart: p.dayStart };
    const designers = [...new Set(booking.events.map((e) => e.userId))];
    const from = { startTime: booking.startTime, userId: designers.length === 1 ? designers[0] : undefined };
    const startTime = draggedStart(booking.startTime + (target.dayStart - p.dayStart), target.dayStart, delta);
    const userId = target.designerId && designers.length === 1 ? target.designerId : undefined;
    if (startTime === from.startTime && (userId === undefined || userId === from.userId)) return reset(p);
    setNotice(null);
    void send({ bookingId: booking.id, startTime, userId }).then((moved) => {
      reset(p);
      if (moved) {
        const text = t('drag.moved', { name: booking.customer.name, time: formatTime(startTime, zone) });
        setNotice({ kind: 'moved', text, undo: { bookingId: booking.id, ...from } });
      }
    });
  };

  const onPointerCancel = () => {
    const p = pressed.current;
    pressed.current = null;
    if (p) reset(p);
  };

  /** Whether the click that follows a drop should be swallowed (it was a drag, not a tap). */
  const swallowClick = () => {
    const was = dragged.current;
    dragged.current = false;
    return was;
  };

  const undo = () => {
    if (notice?.kind !== 'moved') return;
    void send(notice.undo).then((moved) => moved && setNotice({ kind: 'undone', text: t('drag.undone') }));
  };

  return {
    handlers: { onPointerDown, onPointerMove, onPointerUp, onPointerCancel },
    swallowClick,
    notice,
    undo,
    dismiss: () => setNotice(null),
    pending,
  };
}
