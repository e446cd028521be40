import { formatFull } from '@salon/domain';
import { Banner } from '#web/components/Banner';
import { Button } from '#web/components/Button';
import { isApiError } from '#web/lib/api';
import { useStoreZone } from '#web/staff/lib/hooks';
import { useStaffT } from '#web/staff/lib/i18n';

/** The bookings a 409 names (HOURS_CONFLICT, DESIGNER_HAS_BOOKINGS: its data), or none. */
type Stranded = { id: string; startTime?: number; customerName?: string };

export function strandedBookings(
  error: unknown,
  code: 'HOURS_CONFLICT' | 'DESIGNER_HAS_BOOKINGS' = 'HOURS_CONFLICT',
): Stranded[] | null {
  if (!isApiError(error, code)) return null;
  const list = (error.data as { bookings?: unknown } | undefined)?.bookings;
  return Array.isArray(list) ? (list as Stranded[]) : [];
}

/** Those bookings by whose they are and when they start. */
export function StrandedList({ bookings }: { bookings: Stranded[] }) {
  const { t } = useStaffT();
  const zone = useStoreZone();
  return (
    <ul className="list-disc space-y-1 pl-5 text-sm">
      {bookings.map((b) => (
        <li key={b.id}>
          <span className="font-medium">{b.customerName || t('team.someone')}</span>{' '}
          {b.startTime ? formatFull(b.startTime, zone) : ''}
        </li>
      ))}
    </ul>
  );
}

/**
 * The warning before a change that leaves bookings outside hours: which bookings (whose, when they start),
 * that they will not be moved, and a button to save it all the same.
 */
export function HoursConflict({
  error,
  confirming,
  onConfirm,
  onCancel,
}: {
  error: unknown;
  confirming: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useStaffT();
  const stranded = strandedBookings(error);
  if (!stranded) return null;
  return (
    <div
      role="alert"
      className="space-y-3 rounded-xl bg-amber-50 p-4 ring-1 ring-amber-300"
      data-testid="hours-conflict"
    >
      <p className="font-semibold">{t('team.conflictTitle', { count: stranded.length })}</p>
      <StrandedList bookings={stranded} />
      <p className="text-sm">{t('team.conflictHint')}</p>
      <div className="flex flex-wrap gap-2">
        <Button variant="danger" loading={confirming} onClick={onConfirm}>
          {t('team.saveAnyway')}
        </Button>
        <Button variant="secondary" disabled={confirming} onClick={onCancel}>
          {t('common.cancel')}
        </Button>
      </div>
    </div>
  );
}

/** A failure that is not the hours warning, as a banner. */
export function OtherError({ error, text }: { error: unknown; text: string | null }) {
  if (!error || strandedBookings(error)) return null;
  return <Banner tone="error">{text}</Banner>;
}
