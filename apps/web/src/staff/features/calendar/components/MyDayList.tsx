import { useStoreZone } from '#web/staff/lib/hooks';
import { useStaffT } from '#web/staff/lib/i18n';
import type { CalendarBooking } from '../grid';
import { myDayOrder } from '../my-day';
import { MyBookingItem } from './MyBookingItem';

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
  const _zone = useStoreZone();
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
              <MyBookingItem
                booking={booking}
                testId={`day-item-${booking.id}`}
                dim={place === 'done'}
                onOpen={onOpen}
                mark={
                  <span className={`rounded px-1.5 text-xs font-semibold ${PLACE_TONE[place]}`} data-place={place}>
                    {t(`myDay.${place}`)}
                  </span>
                }
              >
                {booking.customerNotes && <span className="italic">“{booking.customerNotes}”</span>}
              </MyBookingItem>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
