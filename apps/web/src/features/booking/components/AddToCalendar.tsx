import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Icon } from '#web/components/Icon';
import { apiAddress } from '#web/lib/api';
import { bookingCalendarQuery } from '../api/notify';

const linkClass =
  'inline-flex min-h-11 flex-1 items-center justify-center gap-2 rounded-xl bg-brand-50 px-3 text-sm font-medium text-brand-800 ring-1 ring-brand-100 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

/**
 * "Add to calendar": the booking's .ics file (same UID each version) and a Google Calendar link.
 * The file is a link to the API's text/calendar download, not a `data:` link: LINE's in-app browser
 * and iOS do not open those, and a download hands the file to the phone's calendar.
 */
export function AddToCalendar({ cname, bookingId, version }: { cname: string; bookingId: string; version: string }) {
  const { t } = useTranslation();
  const calendar = useQuery(bookingCalendarQuery(cname, bookingId, version));
  if (!calendar.data) return null;
  const file = apiAddress(
    `/bookings/${encodeURIComponent(bookingId)}/calendar.ics?code=${encodeURIComponent(cname)}&v=${encodeURIComponent(version)}`,
  );
  return (
    <section aria-labelledby="calendar-title" className="space-y-2">
      <h2 id="calendar-title" className="text-sm font-semibold">
        {t('notify.addToCalendar')}
      </h2>
      <div className="flex gap-2">
        <a className={linkClass} href={file} data-testid="calendar-ics">
          <Icon name="calendar" className="size-4" />
          {t('notify.icsFile')}
        </a>
        <a
          className={linkClass}
          href={calendar.data.googleCalendarUrl}
          target="_blank"
          rel="noreferrer"
          data-testid="calendar-google"
        >
          <Icon name="calendar" className="size-4" />
          {t('notify.googleCalendar')}
        </a>
      </div>
    </section>
  );
}
