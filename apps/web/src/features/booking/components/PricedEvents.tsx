import type { CheckoutSummary, PricedEvent } from '@salon/contract';
import { formatMoney, formatPriceRange } from '@salon/domain';
import { useTranslation } from 'react-i18next';
import { EventLine } from './EventLine';

/** The priced events, by customer when there are several, with the total and the range note. */
export function PricedEvents({ summary, zone }: { summary: CheckoutSummary; zone: string }) {
  const { t } = useTranslation();
  const customers = [...new Set(summary.events.map((e) => e.customerIndex))].sort((a, b) => a - b);
  const row = (e: PricedEvent) => (
    <EventLine
      key={`${e.customerIndex}-${e.eventIndex}`}
      event={e}
      zone={zone}
      testId="priced-event"
      designer={e.userId === null ? t('booking.checkout.assigned', { name: e.realUserName }) : e.realUserName}
    />
  );
  return (
    <div className="text-sm">
      {customers.map((c) => (
        <div key={c}>
          {customers.length > 1 && (
            <p className="pt-2 text-xs font-medium text-muted">{t('booking.checkout.customer', { n: c + 1 })}</p>
          )}
          <ul className="divide-y divide-line/60">{summary.events.filter((e) => e.customerIndex === c).map(row)}</ul>
        </div>
      ))}
      <p className="mt-2 flex items-center justify-between border-t border-line pt-3 font-semibold">
        <span>{t('booking.checkout.total')}</span>
        <span className="text-brand-700 tabular-nums">{formatMoney(summary.total)}</span>
      </p>
      {summary.priceRange.min !== summary.priceRange.max && (
        <p className="mt-2 text-xs text-muted">
          {t('booking.checkout.rangeNote', {
            range: formatPriceRange(summary.priceRange.min, summary.priceRange.max),
          })}
        </p>
      )}
    </div>
  );
}
