import { formatTime } from '@salon/domain';
import { useStoreZone } from '#web/staff/lib/hooks';
import { useStaffT } from '#web/staff/lib/i18n';
import { type CalendarBooking, holdsTime } from '../grid';

/**
 * The window's ended bookings (closed, cancelled, no-show, expired), apart from the grid: they no
 * longer hold their time, so the grid draws only a thin mark where they were and a tap there books
 * the time; here each opens its booking. Nothing is shown when none ended.
 */
export function EndedList({
  bookings,
  designers,
  onOpen,
}: {
  bookings: readonly CalendarBooking[];
  designers: { id: string; name: string }[];
  onOpen: (bookingId: string) => void;
}) {
  const { t } = useStaffT();
  const zone = useStoreZone();
  const ended = bookings.filter((b) => !holdsTime(b)).sort((a, b) => a.startTime - b.startTime);
  if (ended.length === 0) return null;
  const names = (b: CalendarBooking) =>
    [...new Set(b.events.map((e) => designers.find((d) => d.id === e.userId)?.name ?? e.userId))].join('、');
  return (
    <details className="border-t border-line px-4 py-2 text-sm" data-testid="ended-list">
      <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold">
        {t('ended.title', { count: ended.length })}
      </summary>
      <p className="text-muted">{t('ended.hint')}</p>
      <ul className="mt-1 flex flex-wrap gap-2">
        {ended.map((b) => (
          <li key={b.id}>
            <button
              type="button"
              data-testid={`ended-${b.id}`}
              onClick={() => onOpen(b.id)}
              className="min-h-11 rounded-lg bg-stone-50 px-3 py-1 text-left ring-1 ring-line hover:ring-brand-300 focus-visible:outline-2 focus-visible:outline-brand-500"
            >
              <span className="font-medium">{b.customer.name}</span> · {formatTime(b.startTime, zone)}–
              {formatTime(b.endTime, zone)} · {names(b)} ·{' '}
              <span className="text-stone-700">{t(`status.${b.status}`)}</span>
            </button>
          </li>
        ))}
      </ul>
    </details>
  );
}
