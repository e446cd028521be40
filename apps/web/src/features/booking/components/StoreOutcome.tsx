import type { BookingDetail } from '@salon/contract';
import { formatFull, formatMoney } from '@salon/domain';
import { useTranslation } from 'react-i18next';
import { Card } from '#web/components/Card';

/**
 * What the shop did with the booking, as the customer should read it: why it closed the booking,
 * or the bill settled at the counter (with what was bought there). Nothing otherwise.
 */
export function StoreOutcome({ booking, zone }: { booking: BookingDetail; zone: string }) {
  const { t } = useTranslation();
  if (booking.status === 'Closed') {
    return (
      <Card title={t('booking.detail.closedByStore')} data-testid="close-reason">
        <p className="text-sm whitespace-pre-line break-words">
          {booking.closeReason || t('booking.detail.closedNoReason')}
        </p>
      </Card>
    );
  }
  if (!booking.settled) return null;
  const { settled } = booking;
  return (
    <Card title={t('booking.detail.settled')} data-testid="settled">
      <p className="text-xs text-muted">{formatFull(settled.at, zone)}</p>
      {settled.items.length > 0 && (
        <ul className="mt-2 divide-y divide-line text-sm">
          {settled.items.map((item) => (
            <li key={item.name} className="flex justify-between gap-3 py-1.5">
              <span className="min-w-0 break-words">
                {item.name} × {item.quantity}
              </span>
              <span className="tabular-nums">{formatMoney(item.price * item.quantity)}</span>
            </li>
          ))}
        </ul>
      )}
      <p className="mt-2 flex justify-between text-sm font-semibold">
        <span>{t('booking.detail.settledPaid')}</span>
        <span className="tabular-nums">{formatMoney(settled.paid)}</span>
      </p>
    </Card>
  );
}
