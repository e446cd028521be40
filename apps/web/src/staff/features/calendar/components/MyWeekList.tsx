import { formatWeekday } from '@salon/domain';
import { Link } from 'react-router';
import { useStaffCode, useStoreZone } from '#web/staff/lib/hooks';
import { useStaffLocale, useStaffT } from '#web/staff/lib/i18n';
import type { CalendarBooking } from '../grid';
import { myWeekDays } from '../my-day';
import { MyBookingItem } from './MyBookingItem';

/**
 * A designer's week on a phone (below 640 px), where seven columns do not fit: each day with her
 * bookings (time, customer, services, the store's notes); a booking opens its panel, a day's
 * heading opens that day.
 */
export function MyWeekList({
  bookings,
  designerId,
  days,
  onOpen,
}: {
  bookings: readonly CalendarBooking[];
  designerId: string;
  days: readonly { date: string; from: number; to: number }[];
  onOpen: (bookingId: string) => void;
}) {
  const { t } = useStaffT();
  const locale = useStaffLocale();
  const zone = useStoreZone();
  const code = useStaffCode();
  return (
    <section aria-label={t('myWeek.title')} className="space-y-3 px-3 py-2 sm:hidden" data-testid="week-list">
      {myWeekDays(bookings, designerId, days).map(({ day, bookings: list }) => (
        <div key={day.date}>
          <h2 className="text-sm font-semibold">
            <Link
              to={`/${code}/staff?date=${day.date}`}
              className="inline-flex min-h-11 items-center text-brand-800 underline-offset-2 hover:underline"
            >
              {formatWeekday(day.from, zone, locale)} {day.date.slice(5).replace('-', '/')}
            </Link>
          </h2>
          {list.length === 0 ? (
            <p className="text-sm text-muted">{t('myWeek.empty')}</p>
          ) : (
            <ol className="space-y-2">
              {list.map((booking) => (
                <li key={booking.id}>
                  <MyBookingItem booking={booking} testId={`week-item-${booking.id}`} onOpen={onOpen} />
                </li>
              ))}
            </ol>
          )}
        </div>
      ))}
    </section>
  );
}
