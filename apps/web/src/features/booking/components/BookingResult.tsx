import type { BookingStatus, ExpiryCause } from '@salon/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathTo, type RouteParams } from '#web/app/routes';
import { Icon } from '#web/components/Icon';
import { LOOK_STYLE, STATUS_LOOK } from '../labels';

const LINK =
  'inline-flex min-h-11 flex-1 items-center justify-center rounded-xl px-3 text-sm font-semibold ring-1 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500';

/**
 * The banner a booking opens with, one per status: what it means now and what comes next. Just
 * made (?result=created) and confirmed, it says 預約完成 with the way on to the list or the store;
 * once the booking ends (cancelled, expired, missed) it says so, whatever the address says.
 */
export function BookingResult({
  status,
  base,
  created = false,
  expiredBecause = null,
}: {
  status: BookingStatus;
  base: RouteParams;
  /** Just booked: the banner is the result of booking, with links on. */
  created?: boolean;
  /** Expired: not paid in time (unpaid) or not confirmed by the salon (unconfirmed), issue 43.2. */
  expiredBecause?: ExpiryCause | null;
}) {
  const { t } = useTranslation();
  const look = STATUS_LOOK[status];
  const style = LOOK_STYLE[look];
  const justBooked = created && status === 'Confirmed';
  // A booking not paid in time lapsed by the customer's side, not the salon's: its own words.
  const banner = status === 'Expired' && expiredBecause === 'unpaid' ? 'ExpiredUnpaid' : status;
  const title = justBooked ? t('booking.result.title') : t(`booking.state.banner.${banner}.title`);
  const text = justBooked ? t('booking.result.text') : t(`booking.state.banner.${banner}.text`);
  const ended = look === 'ended' || look === 'missed';
  return (
    <section
      aria-labelledby="result-title"
      data-testid={created ? 'booking-result' : 'booking-banner'}
      data-status={status}
      data-expired-because={expiredBecause ?? undefined}
      className={`rounded-2xl p-5 text-center ring-1 ${style.box}`}
    >
      <span className={`mx-auto grid size-12 place-items-center rounded-full ${style.badge}`}>
        <Icon name={style.icon} className="size-6" />
      </span>
      <h2 id="result-title" className={`mt-3 text-lg font-semibold ${style.title}`}>
        {title}
      </h2>
      <p className={`mt-1 text-sm opacity-80 ${style.title}`}>{text}</p>
      {(created || ended) && (
        <div className="mt-4 flex gap-2">
          {created && (
            <Link to={pathTo('Booking', base)} className={`${LINK} bg-white text-ink ring-line hover:ring-brand-300`}>
              {t('booking.result.list')}
            </Link>
          )}
          {ended ? (
            <Link
              to={pathTo('StoreMenu', base)}
              className={`${LINK} bg-brand-600 text-white ring-brand-600 hover:bg-brand-700`}
            >
              {t('booking.state.bookAgain')}
            </Link>
          ) : (
            <Link to={pathTo('Store', base)} className={`${LINK} bg-white text-ink ring-line hover:ring-brand-300`}>
              {t('booking.result.store')}
            </Link>
          )}
        </div>
      )}
    </section>
  );
}
