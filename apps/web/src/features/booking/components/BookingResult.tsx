import type { BookingStatus } from '@salon/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathTo, type RouteParams } from '#web/app/routes';
import { Icon } from '#web/components/Icon';
import { useDisplayLocale } from '#web/lib/i18n';
import { statusLabel } from '../labels';

/** The panel a just-made booking opens with (?result=created): made, its status, on to the list or the store. */
export function BookingResult({ status, base }: { status: BookingStatus; base: RouteParams }) {
  const { t } = useTranslation();
  const locale = useDisplayLocale();
  return (
    <section
      aria-labelledby="result-title"
      data-testid="booking-result"
      className="rounded-2xl bg-emerald-50 p-5 text-center ring-1 ring-emerald-200"
    >
      <span className="mx-auto grid size-12 place-items-center rounded-full bg-emerald-600 text-white">
        <Icon name="check" className="size-6" />
      </span>
      <h2 id="result-title" className="mt-3 text-lg font-semibold text-emerald-900">
        {t('booking.result.title')}
      </h2>
      <p className="mt-1 text-sm text-emerald-900/80">{t('booking.result.text')}</p>
      <p className="mt-1 text-sm text-emerald-900/80">
        {t('booking.result.status', { status: statusLabel(status, locale, t) })}
      </p>
      <div className="mt-4 flex gap-2">
        <Link
          to={pathTo('Booking', base)}
          className="inline-flex h-11 flex-1 items-center justify-center rounded-xl bg-emerald-700 text-sm font-semibold text-white hover:bg-emerald-800"
        >
          {t('booking.result.list')}
        </Link>
        <Link
          to={pathTo('Store', base)}
          className="inline-flex h-11 flex-1 items-center justify-center rounded-xl bg-white text-sm font-semibold ring-1 ring-emerald-200 hover:ring-emerald-400"
        >
          {t('booking.result.store')}
        </Link>
      </div>
    </section>
  );
}
