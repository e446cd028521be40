import type { StaffCalendar } from '@salon/contract';
import { formatTime } from '@salon/domain';
import { useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Dialog } from '#web/components/Dialog';
import { useStaffCode, useStoreZone } from '#web/staff/lib/hooks';
import { errorText, useStaffLocale, useStaffT } from '#web/staff/lib/i18n';
import { useRemoveBlock } from '../api/remove-block';
import { BookingPanel } from './BookingPanel';
import type { Blocked } from './DayGrid';
import { SlotPanel } from './SlotPanel';
import type { FormSlot } from './StaffBookingForm';

/** The URL's parameter of the booking whose panel is open. */
export const PANEL_PARAM = 'panel';

/**
 * A booking's panel in the URL (`?panel=<id>`): opening it adds a history entry, so the browser's
 * or the tablet's back closes the panel instead of leaving the day; a reload keeps it open.
 */
function usePanelInUrl() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  // Whether this page added the entry the panel is on (a reload or a link did not: closing replaces it).
  const pushed = useRef(false);
  const openId = params.get(PANEL_PARAM);
  const open = (id: string) => {
    const replace = openId !== null;
    if (!replace) pushed.current = true;
    setParams(
      (p) => {
        p.set(PANEL_PARAM, id);
        return p;
      },
      { replace },
    );
  };
  const close = () => {
    if (pushed.current) {
      pushed.current = false;
      navigate(-1);
      return;
    }
    setParams(
      (p) => {
        p.delete(PANEL_PARAM);
        return p;
      },
      { replace: true },
    );
  };
  return { openId, open, close };
}

/**
 * What the day and week views open over the grid: a booking's panel, the panel of an empty half
 * hour (a new booking, blocking the time), and removing blocked time.
 */
export function useCalendarOverlays(data: StaffCalendar | undefined, now: number) {
  const { t } = useStaffT();
  const locale = useStaffLocale();
  const zone = useStoreZone();
  const code = useStaffCode();
  const remove = useRemoveBlock(code);
  const panel = usePanelInUrl();
  const [slot, setSlot] = useState<FormSlot | null>(null);
  const [blocked, setBlocked] = useState<Blocked | null>(null);
  const designers = data?.designers ?? [];
  // A designer who has left keeps a column on the days of her bookings, but takes no new one.
  const working = new Set((data?.team ?? designers).map((d) => d.id));
  const bookable = designers.filter((d) => working.has(d.id));
  const open = [...(data?.bookings ?? []), ...(data?.ended ?? [])].find((b) => b.id === panel.openId) ?? null;

  const overlays = (
    <>
      <BookingPanel
        booking={open}
        designers={designers}
        team={data?.team ?? designers}
        now={now}
        onClose={panel.close}
      />
      {slot && data && <SlotPanel slot={slot} designers={bookable} onClose={() => setSlot(null)} />}
      <Dialog
        open={blocked !== null}
        onOpenChange={(next) => !next && setBlocked(null)}
        testId="remove-block"
        config={{
          title: t('block.removeTitle'),
          description: blocked
            ? `${designers.find((d) => d.id === blocked.userId)?.name ?? ''} ${formatTime(blocked.startTime, zone)}–${formatTime(blocked.endTime, zone)} ${blocked.reason}`
            : undefined,
          buttons: {
            cancel: { text: t('common.cancel') },
            submit: {
              text: t('block.remove'),
              type: 'danger',
              fn: () =>
                new Promise<boolean>((resolve) =>
                  remove.mutate(blocked!.id, { onSuccess: () => resolve(true), onSettled: () => resolve(false) }),
                ),
            },
          },
        }}
      >
        {remove.isError ? <p className="text-sm text-red-700">{errorText(remove.error, locale)}</p> : null}
      </Dialog>
    </>
  );
  return {
    onOpen: panel.open,
    onSlot: setSlot,
    onBlocked: (b: Blocked) => {
      remove.reset();
      setBlocked(b);
    },
    overlays,
  };
}
