import { formatTime } from '@salon/domain';
import { useStoreZone } from '#web/staff/lib/hooks';
import { useStaffT } from '#web/staff/lib/i18n';
import { STATUS_TONE, serviceNames } from '../booking';
import type { CalendarBooking } from '../grid';
import { myDayOrder } from '../my-day';

const PLACE_TONE = {
  now: 'bg-red-700 text-white',
  next: 'bg-brand-700 text-white',
  later: 'bg-stone-200 text-stone-900',
  done: 'bg-stone-100 text-stone-800',
} as const;

/**
 * A designer's day on her phone (below 640 px): her bookings as a list, now and next first, each
 * with the customer's name, time, services and notes; a tap opens the booking's panel.
 */
export function MyDayList({
  bookings,
  now,
  onOpen,
}: {
  bookings: readonly CalendarBooking[];
  now: number;
  onOpen: (bookingId: string) => void;
}) {
  const { t } = useStaffT();
  const zone = useStoreZone();
  const list = myDayOrder(bookings, now);
  return (
    <section aria-labelledby="my-day" className="px-3 py-2 sm:hidden" data-testid="day-list">
      <h2 id="my-day" className="sr-only">
        {t('myDay.title')}
      </h2>
      {list.length === 0 ? (
        <p className="py-4 text-sm text-muted">{t('myDay.empty')}</p>
      ) : (
        <ol className="space-y-2">
          {list.map(({ booking, place }) => (
            <li key={booking.id}>
              <button
                type="button"
                data-testid={`day-item-${booking.id}`}
                data-place={place}
                onClick={() => onOpen(booking.id)}
                className={`flex min-h-11 w-full flex-col gap-1 rounded-xl border border-l-4 px-3 py-2 text-left text-sm ${STATUS_TONE[booking.status]} ${place === 'done' ? 'opacity-80' : ''}`}
              >
                <span className="flex w-full items-center gap-2">
                  <span className={`rounded px-1.5 text-xs font-semibold ${PLACE_TONE[place]}`}>
                    {t(`myDay.${place}`)}
                  </span>
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
                {booking.customerNotes && <span className="italic">“{booking.customerNotes}”</span>}
              </button>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
