import { formatTime } from '@salon/domain';
import type { ReactNode } from 'react';
import { useStoreZone } from '#web/staff/lib/hooks';
import { useStaffT } from '#web/staff/lib/i18n';
import { STATUS_TONE, serviceNames } from '../booking';
import type { CalendarBooking } from '../grid';

/**
 * One booking in a designer's list on her phone (her day, her week): the customer's name and time,
 * services and status, the store's notes (⚠); a tap opens its panel. `mark` goes before the name.
 */
export function MyBookingItem({
  booking,
  testId,
  mark,
  dim = false,
  children,
  onOpen,
}: {
  booking: CalendarBooking;
  testId: string;
  mark?: ReactNode;
  dim?: boolean;
  children?: ReactNode;
  onOpen: (bookingId: string) => void;
}) {
  const { t } = useStaffT();
  const zone = useStoreZone();
  return (
    <button
      type="button"
      data-testid={testId}
      onClick={() => onOpen(booking.id)}
      className={`flex min-h-11 w-full flex-col gap-1 rounded-xl border border-l-4 px-3 py-2 text-left text-sm ${STATUS_TONE[booking.status]} ${dim ? 'opacity-80' : ''}`}
    >
      <span className="flex w-full items-center gap-2">
        {mark}
        <span className="truncate font-semibold">{booking.customer.name}</span>
        <span className="ml-auto shrink-0 tabular-nums">
          {formatTime(booking.startTime, zone)}–{formatTime(booking.endTime, zone)}
        </span>
      </span>
      <span>
        {serviceNames(booking).join('、')} · {t(`status.${booking.status}`)}
      </span>
      {booking.customer.staffNotes && (
        <span className="font-medium text-amber-950">⚠ {booking.customer.staffNotes}</span>
      )}
      {children}
    </button>
  );
}
